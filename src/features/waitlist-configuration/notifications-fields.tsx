import { Select, Stack, Switch, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { MessageTemplateKey, WaitlistSettings } from '../../domain/contract/settings';
import { REMINDER_LEAD_CHOICES, SURVEY_DELAY_CHOICES } from '../../domain/rules/waitlist-choices';
import { usePrograms } from '../loyalty/programs/program-queries';
import { useActiveSurveys } from '../surveys/api/active-surveys';
import type { ConfigurationForm } from './configuration-form';
import { MinutesSelect, SettingSwitch } from './configuration-inputs';

const TEMPLATE_LABELS: Record<MessageTemplateKey, string> = {
  waitlist_registered: 'Registro en la lista de espera',
  waitlist_upcoming: 'Turno próximo',
  waitlist_ready: 'Turno listo',
  waitlist_canceled: 'Turno cancelado',
  waitlist_confirmation: 'Confirmación de asistencia',
  booking_registered: 'Reservación registrada',
  booking_ready: 'Aviso de reservación',
  booking_canceled: 'Reservación cancelada',
  booking_reminder: 'Recordatorio de reservación',
  booking_rescheduled: 'Reservación cambiada',
  survey_rate: 'Encuesta de satisfacción',
  loyalty_stampcard: 'Tarjeta de sellos',
};

/** 02 §9: a reminder turned on starts a day before. */
const DEFAULT_REMINDER_MINS = 1440;

function Templates({ form, values }: { form: ConfigurationForm; values: WaitlistSettings }) {
  const keys = Object.keys(TEMPLATE_LABELS).filter(
    (key) => key in values.message_templates,
  ) as MessageTemplateKey[];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Mensajes
      </Title>
      <Text size="sm" c="dimmed">
        Puedes usar {'{name}'} (nombre del cliente), {'{business}'} (tu negocio), {'{date}'} (fecha de la
        reservación) y {'{url}'} (enlace del turno).
      </Text>
      {keys.map((key) => (
        <Textarea
          key={key}
          label={TEMPLATE_LABELS[key]}
          size="md"
          rows={3}
          maxLength={500}
          {...form.getInputProps(`message_templates.${key}`)}
        />
      ))}
    </Stack>
  );
}

/** The loyalty program a visit earns in; turning it off clears the program. */
function LoyaltyProgram({ form, values }: { form: ConfigurationForm; values: WaitlistSettings }) {
  const programs = usePrograms();
  const active = (programs.data ?? []).filter((program) => program.status === 'active');
  const on = values.loyalty_program_id !== null;
  // On starts with the first active program, so the switch is never on without one.
  const setOn = (checked: boolean) =>
    form.setFieldValue('loyalty_program_id', checked ? (active[0]?.id ?? null) : null);
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        label="Sumar en el programa de lealtad al terminar la visita"
        checked={on}
        disabled={active.length === 0}
        description={active.length === 0 ? 'No hay programas de lealtad activos.' : undefined}
        onChange={(event) => setOn(event.currentTarget.checked)}
      />
      {on && (
        <Select
          label="Programa de lealtad"
          size="md"
          allowDeselect={false}
          data={active.map((program) => ({ value: String(program.id), label: program.name }))}
          value={values.loyalty_program_id === null ? null : String(values.loyalty_program_id)}
          onChange={(value) =>
            form.setFieldValue('loyalty_program_id', value === null ? null : Number(value))
          }
          error={form.errors.loyalty_program_id}
        />
      )}
    </Stack>
  );
}

/**
 * The survey sent after a completed visit (the 'survey_rate' message with its link): on starts
 * with the first active survey, sent at once (02 §4); off clears both.
 */
function SurveyAfterVisit({ form, values }: { form: ConfigurationForm; values: WaitlistSettings }) {
  const surveys = useActiveSurveys();
  const active = surveys.data ?? [];
  const on = values.survey_form_id !== null;
  const setOn = (checked: boolean) => {
    form.setFieldValue('survey_form_id', checked ? (active[0]?.id ?? null) : null);
    form.setFieldValue('survey_send_after_mins', checked ? 0 : null);
  };
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        label="Enviar una encuesta de satisfacción"
        checked={on}
        disabled={!on && active.length === 0}
        description={active.length === 0 && !on ? 'No hay encuestas activas.' : undefined}
        onChange={(event) => setOn(event.currentTarget.checked)}
      />
      {on && (
        <>
          <Select
            label="Encuesta"
            size="md"
            allowDeselect={false}
            data={active.map((survey) => ({ value: String(survey.id), label: survey.title }))}
            value={values.survey_form_id === null ? null : String(values.survey_form_id)}
            onChange={(value) => form.setFieldValue('survey_form_id', value === null ? null : Number(value))}
            error={form.errors.survey_form_id}
          />
          <MinutesSelect
            form={form}
            path="survey_send_after_mins"
            label="Enviar la encuesta"
            description="Tiempo después de completar la visita."
            choices={SURVEY_DELAY_CHOICES}
          />
        </>
      )}
    </Stack>
  );
}

function ForCustomers({ form }: { form: ConfigurationForm }) {
  const values = form.getValues();
  const reminder = values.waitlist.reminder_before_mins !== null;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <SettingSwitch
          form={form}
          path="waitlist.notifications_enabled"
          label="Avisar a los clientes de la lista de espera"
        />
        <SettingSwitch
          form={form}
          path="booking.notifications_enabled"
          label="Avisar a los clientes con reservación"
        />
        <Switch
          size="md"
          label="Recordatorio antes de la reservación"
          checked={reminder}
          onChange={(event) =>
            form.setFieldValue(
              'waitlist.reminder_before_mins',
              event.currentTarget.checked ? DEFAULT_REMINDER_MINS : null,
            )
          }
        />
        {reminder && (
          <MinutesSelect
            form={form}
            path="waitlist.reminder_before_mins"
            label="Enviar el recordatorio"
            description="Tiempo antes de la reservación."
            choices={REMINDER_LEAD_CHOICES}
          />
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Después de la visita
        </Title>
        <SurveyAfterVisit form={form} values={values} />
        <LoyaltyProgram form={form} values={values} />
      </Stack>
      <Templates form={form} values={values} />
    </Stack>
  );
}

function ForTeam({ form }: { form: ConfigurationForm }) {
  const email = form.getValues().booking.staff_notification_email;
  return (
    <Stack gap="sm">
      <Switch
        size="md"
        label="Avisar por correo de cada reservación nueva"
        checked={email !== null}
        onChange={(event) =>
          form.setFieldValue('booking.staff_notification_email', event.currentTarget.checked ? '' : null)
        }
      />
      {email !== null && (
        <TextInput
          label="Correo del equipo"
          type="email"
          size="md"
          autoComplete="email"
          {...form.getInputProps('booking.staff_notification_email')}
        />
      )}
    </Stack>
  );
}

/** 'Mensajes y notificaciones': 'Para clientes' and 'Para el equipo'. */
export function NotificationsFields({ form }: { form: ConfigurationForm }) {
  return (
    <Tabs defaultValue="customers" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="customers">Para clientes</Tabs.Tab>
        <Tabs.Tab value="team">Para el equipo</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="customers">
        <ForCustomers form={form} />
      </Tabs.Panel>
      <Tabs.Panel value="team">
        <ForTeam form={form} />
      </Tabs.Panel>
    </Tabs>
  );
}
