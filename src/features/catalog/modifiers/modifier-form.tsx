import { Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Modifier } from '../../../domain/contract/catalog-modifier';
import { modifierCode } from '../../../domain/rules/catalog-inputs';
import { catalogApi } from '../api/catalog-api';
import { useCatalogSave } from '../api/catalog-queries';
import { FormActions } from '../shared/form-actions';
import { savedAndClose, showSaveError } from '../shared/save-feedback';
import {
  type ModifierFormValues,
  modifierFormBody,
  modifierFormErrors,
  modifierFormValues,
} from './modifier-form-values';
import { OptionRows } from './option-rows';

type ModifierSave = { id: number | null; body: ReturnType<typeof modifierFormBody> };
const saveModifier = ({ id, body }: ModifierSave) =>
  id === null ? catalogApi.createModifier(body) : catalogApi.patchModifier(id, body);

/** The modifier sheet: name, code, how many options the customer picks, and the options. */
export function ModifierForm({
  modifier,
  canWrite,
  onClose,
}: {
  modifier: Modifier | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const form = useForm<ModifierFormValues>({
    initialValues: modifierFormValues(modifier),
    validate: modifierFormErrors,
  });
  const save = useCatalogSave(saveModifier);
  const readOnly = !canWrite;
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: modifier?.id ?? null, body: modifierFormBody(values) },
      { onSuccess: () => savedAndClose(onClose), onError: (error) => showSaveError(form, error) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Nombre" required readOnly={readOnly} {...form.getInputProps('name')} />
        <TextInput
          label="Código"
          description={modifier ? undefined : 'Si lo dejas vacío se forma con el nombre.'}
          placeholder={modifierCode(form.values.name) || 'salsas'}
          readOnly={readOnly}
          {...form.getInputProps('code')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Selección mínima"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            readOnly={readOnly}
            {...form.getInputProps('min_options')}
          />
          <NumberInput
            label="Selección máxima"
            description="Vacío o 0: sin límite"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            readOnly={readOnly}
            {...form.getInputProps('max_options')}
          />
        </Group>
        <OptionRows form={form} readOnly={readOnly} />
        <FormActions readOnly={readOnly} saving={save.isPending} dirty={form.isDirty()} onClose={onClose} />
      </Stack>
    </form>
  );
}
