import { NumberInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { UpfrontAndGeofence } from './booking-fields';
import type { ConfigurationForm } from './configuration-form';
import { SettingSwitch } from './configuration-inputs';

/** 'Lista de espera': where customers join, what they see, the limits and the no-show tolerance. */
export function WaitlistFields({ form }: { form: ConfigurationForm }) {
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Dónde se registran tus clientes
        </Title>
        <SettingSwitch form={form} path="waitlist.public_enabled" label="Registro en línea" />
        <SettingSwitch form={form} path="waitlist.kiosk_enabled" label="Registro en el kiosco" />
        <SettingSwitch
          form={form}
          path="waitlist.show_wait_time"
          label="Mostrar el tiempo de espera estimado"
          description="El cliente ve cuánto esperaría antes de registrarse."
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label="Límite de personas en espera"
          size="md"
          min={1}
          max={1000}
          allowDecimal={false}
          {...form.getInputProps('max_people')}
        />
        <NumberInput
          label="Tolerancia para no presentarse"
          description="Minutos que se guarda el lugar."
          size="md"
          min={1}
          max={240}
          suffix=" min"
          allowDecimal={false}
          {...form.getInputProps('noshow_tolerance_mins')}
        />
      </SimpleGrid>
      <UpfrontAndGeofence form={form} kind="waitlist" />
    </Stack>
  );
}
