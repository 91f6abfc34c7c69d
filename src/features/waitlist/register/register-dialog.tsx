import { Button, Group, Loader, Modal, SegmentedControl, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AccountSettings } from '../../../domain/contract/access';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../domain/contract/settings-defaults';
import { durationOptions } from '../../../domain/rules/duration-options';
import { zonedDate } from '../../../domain/rules/zoned-time';
import { applyFormErrors } from '../../../lib/api/form-errors';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { useEmployees, useServices } from '../api/lookups';
import { newIntentKey } from '../api/queued-answer';
import { useRegister } from '../api/register';
import { statusDataTimeZone } from '../queries';
import { CustomerField } from './customer-field';
import { GroupSizeField } from './group-size-field';
import type { RegisterDialogProps } from './register-dialog-props';
import {
  firstMessages,
  NOTES_MAX_LENGTH,
  type RegisterFormValues,
  registerBody,
  registerFormErrors,
} from './register-form';
import { SlotPicker } from './slot-picker';
import { WaitEstimateLine } from './wait-estimate-line';

export const REGISTERED_MESSAGE = 'Los datos se guardaron correctamente.';

/**
 * Register dialog (01 §2.10, §5.5, §7.6): a waitlist entry or a booking, with service and employee
 * when the location asks for them, group size, customer, date, time and duration, notes. The form
 * starts once the location's settings are known (they decide its fields and defaults).
 */
export default function RegisterDialog(props: RegisterDialogProps) {
  const account = useQuery(accountSettingsQueryOptions()).data;
  if (account) return <RegisterForm {...props} account={account} />;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Registrar">
      <Loader size="sm" aria-label="Cargando" />
    </Modal>
  );
}

function RegisterForm({
  opened,
  onClose,
  type,
  initialBookingDate,
  onRegistered,
  account,
}: RegisterDialogProps & { account: AccountSettings }) {
  const settings = account.waitlist_settings ?? DEFAULT_WAITLIST_SETTINGS;
  const timeZone = statusDataTimeZone(account);
  const locationId = account.location?.id ?? null;
  const mobile = useMediaQuery('(max-width: 768px)') ?? false;
  const { form_items: formItems, l10n } = settings;

  const form = useForm<RegisterFormValues>({
    initialValues: {
      type,
      customer: null,
      product_id: null,
      assigned_user_id: null,
      group_size: null,
      booking_day: initialBookingDate ? zonedDate(new Date(initialBookingDate), timeZone) : null,
      booking_date: initialBookingDate ?? null,
      duration_mins: formItems.service ? null : String(settings.booking.block_duration_mins),
      notes: '',
    },
  });
  const values = form.getValues();
  const booking = values.type === 'booking';

  const services = useServices(locationId, formItems.service);
  const employees = useEmployees(locationId, formItems.employee);
  const service = services.data?.find((option) => String(option.id) === values.product_id) ?? null;
  const durations = useMemo(
    () =>
      durationOptions(
        service?.duration_mins ?? settings.booking.block_duration_mins,
        settings.booking.block_frequency_mins,
      ),
    [service?.duration_mins, settings.booking.block_duration_mins, settings.booking.block_frequency_mins],
  );
  const employeeOptions = (employees.data ?? []).filter(
    (employee) => !service || service.user_ids.length === 0 || service.user_ids.includes(employee.id),
  );

  const register = useRegister();
  const submit = form.onSubmit((current) => {
    const body = registerBody(current, settings);
    const errors = registerFormErrors(body, settings);
    if (Object.keys(errors).length > 0) {
      form.setErrors(firstMessages(errors));
      return;
    }
    register.mutate(
      { body, idempotencyKey: newIntentKey() },
      {
        onSuccess: (outcome) => {
          if (!outcome.queued) {
            notifications.show({ color: 'green', message: REGISTERED_MESSAGE });
            onRegistered?.(outcome.data.item);
          }
          onClose();
        },
        onError: (error) => {
          if (!applyFormErrors(form, error)) notifications.show({ color: 'red', message: error.message });
        },
      },
    );
  });

  const errors = form.errors;
  const errorOf = (field: string) =>
    typeof errors[field] === 'string' ? (errors[field] as string) : undefined;
  const customerError = errorOf('contact_id');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={booking ? `Nueva ${l10n.booking_s.toLowerCase()}` : 'Registrar turno'}
      size="lg"
      fullScreen={mobile}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            aria-label="Tipo de registro"
            data={[
              { value: 'waitlist', label: 'Turno' },
              { value: 'booking', label: l10n.booking_s },
            ]}
            {...form.getInputProps('type')}
          />
          {formItems.service && (
            <Select
              label="Servicio"
              placeholder="Selecciona un servicio"
              data={(services.data ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
              nothingFoundMessage={services.isPending ? 'Cargando...' : 'Sin resultados'}
              {...form.getInputProps('product_id')}
              onChange={(value) => {
                form.setFieldValue('product_id', value);
                const chosen = services.data?.find((option) => String(option.id) === value);
                if (chosen?.duration_mins) form.setFieldValue('duration_mins', String(chosen.duration_mins));
              }}
            />
          )}
          {formItems.employee && (
            <Select
              label={l10n.employee_s}
              placeholder="Selecciona una persona"
              data={employeeOptions.map((option) => ({ value: String(option.id), label: option.name }))}
              nothingFoundMessage={employees.isPending ? 'Cargando...' : 'Sin resultados'}
              {...form.getInputProps('assigned_user_id')}
            />
          )}
          {settings.max_group_size > 0 && (
            <GroupSizeField
              max={settings.max_group_size}
              value={values.group_size}
              onChange={(size) => form.setFieldValue('group_size', size)}
              error={errorOf('group_size')}
            />
          )}
          {!booking &&
          settings.waitlist.show_wait_time &&
          (settings.max_group_size === 0 || values.group_size) ? (
            <WaitEstimateLine groupSize={values.group_size} />
          ) : null}
          <CustomerField
            value={values.customer}
            onChange={(customer) => {
              form.setFieldValue('customer', customer);
              form.clearFieldError('contact_id');
            }}
            error={customerError}
            nameError={errorOf('name')}
            phoneError={errorOf('phone')}
          />
          {booking && (
            <>
              <SlotPicker
                timeZone={timeZone}
                day={values.booking_day}
                onDayChange={(day) => form.setFieldValue('booking_day', day)}
                value={values.booking_date}
                onChange={(time) => form.setFieldValue('booking_date', time)}
                query={{
                  group_size: values.group_size,
                  duration_mins: values.duration_mins ? Number(values.duration_mins) : null,
                  product_id: values.product_id ? Number(values.product_id) : null,
                  assigned_user_id: values.assigned_user_id ? Number(values.assigned_user_id) : null,
                }}
                error={errorOf('booking_date')}
              />
              <Select
                label="Duración"
                placeholder="Selecciona la duración"
                data={durations.map((option) => ({ value: String(option.value), label: option.label }))}
                {...form.getInputProps('duration_mins')}
              />
            </>
          )}
          <Textarea
            label="Notas"
            rows={3}
            description={`${values.notes.length}/${NOTES_MAX_LENGTH}`}
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cerrar
            </Button>
            <Button type="submit" loading={register.isPending}>
              Registrar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
