import { ColorInput, MultiSelect, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { Employee } from '../../../domain/contract/business';
import type { Product } from '../../../domain/contract/catalog-product';
import { CATALOG_LIMITS } from '../../../domain/contract/catalog-values';
import { api } from '../../../lib/api/client';
import { catalogApi } from '../api/catalog-api';
import { useCatalogSave } from '../api/catalog-queries';
import { FormActions } from '../shared/form-actions';
import { savedAndClose, showSaveError } from '../shared/save-feedback';
import { StatusSwitch } from '../shared/status-switch';
import { PriceAndTaxFields } from '../shared/tax-fields';
import { useCatalogAccess } from '../shared/use-catalog-access';
import {
  BOOKINGS_PER_BLOCK_CHOICES,
  type ServiceFormValues,
  serviceFormBody,
  serviceFormErrors,
  serviceFormValues,
} from './service-form-values';

type ServiceSave = { id: number | null; body: ReturnType<typeof serviceFormBody> };
const saveService = ({ id, body }: ServiceSave) =>
  id === null ? catalogApi.createProduct({ ...body, type: 'service' }) : catalogApi.patchProduct(id, body);

/** The employees who may perform a service (assignable staff of the location). */
function useEmployees(locationId: number | null, allowed: boolean) {
  return useQuery({
    queryKey: ['catalog', locationId, 'employees'],
    enabled: locationId !== null && allowed,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await api.post<{ data: Employee[] }>(
          '/v1/business/employee/search',
          { limit: 100, sort: [{ name: 'asc' }] },
          { signal },
        )
      ).data,
  });
}

/** The service dialog's form (02 §5): duration in steps of 5, colour, employees, bookings per block. */
export function ServiceForm({
  locationId,
  service,
  canWrite,
  onClose,
}: {
  locationId: number | null;
  service: Product | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const form = useForm<ServiceFormValues>({
    initialValues: serviceFormValues(service),
    validate: serviceFormErrors,
  });
  const { canPickEmployees } = useCatalogAccess();
  const employees = useEmployees(locationId, canPickEmployees).data ?? [];
  const save = useCatalogSave(saveService);
  const readOnly = !canWrite;
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: service?.id ?? null, body: serviceFormBody(values, canPickEmployees) },
      { onSuccess: () => savedAndClose(onClose), onError: (error) => showSaveError(form, error) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre"
          required
          readOnly={readOnly}
          maxLength={CATALOG_LIMITS.nameMax}
          {...form.getInputProps('name')}
        />
        <Textarea label="Descripción" rows={2} readOnly={readOnly} {...form.getInputProps('description')} />
        <NumberInput
          label="Duración (minutos)"
          required
          min={CATALOG_LIMITS.durationMin}
          step={CATALOG_LIMITS.durationStep}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          readOnly={readOnly}
          {...form.getInputProps('duration_mins')}
        />
        <PriceAndTaxFields form={form} readOnly={readOnly} />
        <ColorInput label="Color" format="hex" readOnly={readOnly} {...form.getInputProps('color')} />
        <MultiSelect
          label="Lo realizan"
          placeholder={form.values.users.length === 0 ? 'Cualquier persona del equipo' : undefined}
          description={
            canPickEmployees ? undefined : 'Solo quien administra la lista de espera elige quién lo realiza.'
          }
          searchable
          readOnly={readOnly || !canPickEmployees}
          data={employees.map((employee) => ({ value: String(employee.id), label: employee.name }))}
          {...form.getInputProps('users')}
        />
        <Select
          label="Registros por bloque"
          readOnly={readOnly}
          allowDeselect={false}
          data={BOOKINGS_PER_BLOCK_CHOICES}
          {...form.getInputProps('bookings_per_block')}
        />
        <StatusSwitch
          value={form.values.status}
          onChange={(status) => form.setFieldValue('status', status)}
          disabled={readOnly}
          description="Un servicio inactivo no se puede reservar."
        />
        <FormActions readOnly={readOnly} saving={save.isPending} dirty={form.isDirty()} onClose={onClose} />
      </Stack>
    </form>
  );
}
