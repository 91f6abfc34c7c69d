import { NumberInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { BLOCK_DURATION_CHOICES, MIN_NOTICE_CHOICES } from '../../domain/rules/waitlist-choices';
import type { ConfigurationForm } from './configuration-form';
import { MinutesSelect, OptionalNumber, SettingSwitch } from './configuration-inputs';

/** 02 §9 defaults for a setting turned on. */
export const DEFAULT_UPFRONT = 50;
export const DEFAULT_GEOFENCE_MTS = 1000;

/** The payment asked in advance and the distance check, shared by the booking and waitlist tabs. */
export function UpfrontAndGeofence({
  form,
  kind,
}: {
  form: ConfigurationForm;
  kind: 'booking' | 'waitlist';
}) {
  return (
    <Stack gap="sm">
      <OptionalNumber
        form={form}
        path={`${kind}.payment_upfront`}
        label="Cobrar un anticipo"
        numberLabel="Monto del anticipo"
        onValue={DEFAULT_UPFRONT}
        min={1}
        suffix=" MXN"
      />
      <SettingSwitch form={form} path={`${kind}.payment_per_person`} label="El anticipo es por persona" />
      <OptionalNumber
        form={form}
        path={`${kind}.geofence_radius_mts`}
        label="Registro solo cerca del negocio"
        description="El cliente debe estar a esta distancia o menos para registrarse en línea."
        numberLabel="Distancia máxima"
        onValue={DEFAULT_GEOFENCE_MTS}
        min={50}
        max={10000}
        suffix=" m"
      />
    </Stack>
  );
}

/** 'Reservaciones': where customers book, the blocks of the calendar and the notice they need. */
export function BookingFields({ form }: { form: ConfigurationForm }) {
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Dónde reservan tus clientes
        </Title>
        <SettingSwitch form={form} path="booking.public_enabled" label="Reservaciones en línea" />
        <SettingSwitch form={form} path="booking.kiosk_enabled" label="Reservaciones en el kiosco" />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Horarios de reservación
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MinutesSelect
            form={form}
            path="booking.block_frequency_mins"
            label="Cada cuánto hay un horario"
            choices={BLOCK_DURATION_CHOICES}
          />
          <MinutesSelect
            form={form}
            path="booking.block_duration_mins"
            label="Duración de una reservación"
            choices={BLOCK_DURATION_CHOICES}
          />
          <NumberInput
            label="Lugares por horario"
            description="0 es sin límite."
            size="md"
            min={0}
            max={100}
            allowDecimal={false}
            {...form.getInputProps('booking.spaces_per_block')}
          />
        </SimpleGrid>
        <OptionalNumber
          form={form}
          path="booking.bookings_per_block"
          label="Limitar las reservaciones simultáneas por horario"
          numberLabel="Reservaciones por horario"
          onValue={1}
          min={1}
          max={100}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Anticipación
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <MinutesSelect
            form={form}
            path="booking.min_notice_mins"
            label="Anticipación mínima"
            choices={MIN_NOTICE_CHOICES}
          />
          <MinutesSelect
            form={form}
            path="booking.max_notice_mins"
            label="Anticipación máxima"
            choices={MIN_NOTICE_CHOICES.filter((choice) => choice.value > 0)}
          />
          <MinutesSelect
            form={form}
            path="booking.min_reschedule_mins"
            label="Cambios hasta"
            description="Antes de la reservación."
            choices={MIN_NOTICE_CHOICES}
          />
        </SimpleGrid>
      </Stack>
      <UpfrontAndGeofence form={form} kind="booking" />
    </Stack>
  );
}
