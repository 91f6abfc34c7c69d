import { Alert, Button, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PublicWaitlistInfo } from '../../../domain/contract/public-waitlist';
import { zonedDate } from '../../../domain/rules/zoned-time';
import { applyFormErrors } from '../../../lib/api/form-errors';
import { formatPeople } from '../../../lib/format';
import { ContactFields } from '../contact-fields';
import { usePublicRegister } from '../public-queries';
import {
  initialType,
  openTypes,
  type PublicRegistrationType,
  type PublicRegistrationValues,
  publicRegisterBody,
  publicRegistrationErrors,
} from './registration-rules';
import { SlotPicker } from './slot-picker';
import { WaitEstimateText } from './wait-estimate-text';

interface RegistrationFormProps {
  username: string;
  info: PublicWaitlistInfo;
  /** The type the shared link names (/turno, /reservar); the form opens on it when it is open. */
  preferredType?: PublicRegistrationType;
}

/** Join today's waitlist or book a time: only the types that are open. */
export function RegistrationForm({ username, info, preferredType }: RegistrationFormProps) {
  const navigate = useNavigate();
  const register = usePublicRegister(username);
  const [failure, setFailure] = useState<string | null>(null);
  const types = openTypes(info);
  const today = zonedDate(new Date(), info.location.timezone);
  const form = useForm<PublicRegistrationValues>({
    initialValues: {
      type: initialType(info, preferredType),
      name: '',
      phone: '',
      group_size: '',
      product_id: '',
      date: today,
      booking_date: '',
      notes: '',
    },
    validate: (values) => publicRegistrationErrors(values, info),
  });
  const { values } = form;
  const booking = values.type === 'booking';
  const service = info.services.find((item) => String(item.id) === values.product_id);
  const groupOptions = Array.from({ length: info.max_group_size }, (_, index) => ({
    value: String(index + 1),
    label: formatPeople(index + 1),
  }));
  const termOf = (type: PublicRegistrationType) =>
    type === 'waitlist' ? info.terms.waitlist_s : info.terms.booking_s;

  // The free times depend on the day, the party and the service: changing one clears the time.
  const clearTime = () => form.setFieldValue('booking_date', '');

  const submit = form.onSubmit((valid) => {
    setFailure(null);
    register.mutate(publicRegisterBody(valid, info), {
      onSuccess: (answer) => void navigate({ to: '/t/$code', params: { code: answer.code } }),
      // Field errors go under their fields; a refusal of the whole request (closed, slot taken) above the button.
      onError: (error) => {
        if (!applyFormErrors(form, error)) setFailure(error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {types.length > 1 && (
          <SegmentedControl
            fullWidth
            aria-label="Tipo de registro"
            data={types.map((type) => ({ value: type, label: termOf(type) }))}
            value={values.type}
            onChange={(value) => form.setFieldValue('type', value as PublicRegistrationType)}
          />
        )}
        {info.max_group_size > 0 && (
          <Select
            label="Tamaño del grupo"
            required
            placeholder="¿Cuántas personas?"
            data={groupOptions}
            {...form.getInputProps('group_size')}
            onChange={(value) => {
              form.setFieldValue('group_size', value ?? '');
              clearTime();
            }}
          />
        )}
        {!booking && info.shows_wait_time && (
          <WaitEstimateText
            username={username}
            groupSize={values.group_size ? Number(values.group_size) : null}
            asksSize={info.max_group_size > 0}
          />
        )}
        <ContactFields name={form.getInputProps('name')} phone={form.getInputProps('phone')} />
        {booking && info.services.length > 0 && (
          <Select
            label="Servicio"
            required={info.service_required}
            clearable={!info.service_required}
            data={info.services.map((item) => ({ value: String(item.id), label: item.name }))}
            placeholder="Elige un servicio"
            {...form.getInputProps('product_id')}
            // No service yet is null for the Select: an empty string would show its clear button.
            value={values.product_id || null}
            onChange={(value) => {
              form.setFieldValue('product_id', value ?? '');
              clearTime();
            }}
          />
        )}
        {booking && (
          <>
            <TextInput
              label="Fecha"
              type="date"
              required
              min={today}
              {...form.getInputProps('date')}
              onChange={(event) => {
                form.setFieldValue('date', event.currentTarget.value);
                clearTime();
              }}
            />
            <SlotPicker
              username={username}
              timeZone={info.location.timezone}
              request={
                values.date
                  ? {
                      from: values.date,
                      group_size: values.group_size ? Number(values.group_size) : null,
                      product_id: values.product_id ? Number(values.product_id) : null,
                      duration_mins: service?.duration_mins ?? info.block_duration_mins,
                    }
                  : null
              }
              value={values.booking_date}
              onChange={(time) => form.setFieldValue('booking_date', time)}
              error={form.errors.booking_date as string | undefined}
            />
          </>
        )}
        <Textarea label="Notas" rows={3} maxLength={255} {...form.getInputProps('notes')} />
        {failure && <Alert color="red">{failure}</Alert>}
        <Button type="submit" size="md" loading={register.isPending}>
          {booking ? 'Reservar' : 'Anotarme en la lista'}
        </Button>
      </Stack>
    </form>
  );
}
