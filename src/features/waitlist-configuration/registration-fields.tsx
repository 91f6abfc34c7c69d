import { SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { WaitlistSettings } from '../../domain/contract/settings';
import { WAITLIST_CONFIGURATION_MESSAGES as M } from '../../domain/contract/waitlist-configuration';
import { capitalizedTerm, pluralTerm } from '../../domain/rules/terminology';
import type { ConfigurationForm } from './configuration-form';
import { OptionalNumber, SettingSwitch } from './configuration-inputs';

const DEFAULT_CONSENT = 'Acepto recibir noticias y promociones.';
const DEFAULT_GROUP_SIZE = 10;

const TERMS: { key: 'customer' | 'employee' | 'booking' | 'waitlist'; label: string }[] = [
  { key: 'customer', label: 'Cliente' },
  { key: 'employee', label: 'Empleado' },
  { key: 'booking', label: 'Reservación' },
  { key: 'waitlist', label: 'Lista de espera' },
];

/** The registration form's fields: name and WhatsApp always asked, the others optional. */
function FormItems({ form }: { form: ConfigurationForm }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Datos que se piden al registrarse
      </Title>
      <Switch size="md" label="Nombre" description={M.nameRequired} checked disabled readOnly />
      <Switch
        size="md"
        label="Número de WhatsApp"
        description={M.whatsappRequired}
        checked
        disabled
        readOnly
      />
      <SettingSwitch form={form} path="form_items.email" label="Correo electrónico" />
      <SettingSwitch form={form} path="form_items.service" label="Servicio" />
      <SettingSwitch form={form} path="form_items.employee" label="Empleado que atiende" />
      <OptionalNumber
        form={form}
        path="max_group_size"
        label="Tamaño del grupo"
        description="Pregunta cuántas personas vienen."
        numberLabel="Grupo máximo"
        onValue={DEFAULT_GROUP_SIZE}
        min={1}
        max={100}
        suffix=" personas"
      />
    </Stack>
  );
}

/** Terminology: the singular, capitalised; the plural derived when the singular changes. */
function Terminology({ form }: { form: ConfigurationForm }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Terminología
      </Title>
      <Text size="sm" c="dimmed">
        Cómo se llaman las cosas en tu negocio; se usa en las pantallas y en los mensajes.
      </Text>
      {TERMS.map(({ key, label }) => {
        const singular = `l10n.${key}_s` as const;
        const plural = `l10n.${key}_p` as const;
        return (
          <SimpleGrid key={key} cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={`${label} (singular)`}
              size="md"
              maxLength={40}
              {...form.getInputProps(singular)}
              onChange={(event) => {
                const value = capitalizedTerm(event.currentTarget.value);
                form.setFieldValue(singular, value);
                form.setFieldValue(plural, pluralTerm(value));
              }}
            />
            <TextInput label={`${label} (plural)`} size="md" maxLength={40} {...form.getInputProps(plural)} />
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}

/** Texts customers read when they register online or at the kiosk, and the marketing consent. */
function Texts({ form, values }: { form: ConfigurationForm; values: WaitlistSettings }) {
  const consent = values.opt_in_message !== null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Textos del registro
      </Title>
      <Textarea
        label="Mensaje de bienvenida"
        size="md"
        rows={2}
        maxLength={200}
        {...form.getInputProps('kiosk_welcome_message')}
      />
      <Textarea
        label="Mensaje cuando la lista está cerrada"
        size="md"
        rows={2}
        maxLength={200}
        {...form.getInputProps('kiosk_closed_message')}
      />
      <Textarea
        label="Reglas del registro"
        description="Términos que el cliente acepta al registrarse (opcional)."
        size="md"
        rows={3}
        maxLength={500}
        {...form.getInputProps('kiosk_registration_rules')}
      />
      <Switch
        size="md"
        label="Pedir consentimiento para mensajes de marketing"
        checked={consent}
        onChange={(event) =>
          form.setFieldValue('opt_in_message', event.currentTarget.checked ? DEFAULT_CONSENT : null)
        }
      />
      {consent && (
        <Textarea
          label="Texto del consentimiento"
          size="md"
          rows={2}
          maxLength={200}
          {...form.getInputProps('opt_in_message')}
        />
      )}
    </Stack>
  );
}

/** 'Registro': what the registration asks, its texts and the business's terminology. */
export function RegistrationFields({ form }: { form: ConfigurationForm }) {
  const values = form.getValues();
  return (
    <Stack gap="xl">
      <FormItems form={form} />
      <Texts form={form} values={values} />
      <Terminology form={form} />
    </Stack>
  );
}
