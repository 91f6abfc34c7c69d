import { Anchor, Button, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { WaitlistSettings } from '../../../domain/contract/settings';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { QUEUE_ITEM_STATUS_LABELS } from '../../../domain/contract/waitlist';
import { durationLabel } from '../../../domain/rules/duration-options';
import { queueItemLabels } from '../../../domain/rules/queue-item-labels';
import { formatMoney, formatPeople, formatPhone } from '../../../lib/format';
import { isOpenEntry } from '../hostess/entry-summary';
import { LabelBadges } from '../hostess/label-badges';
import { formatDateTime } from './format-instant';
import { NotesEditor } from './notes-editor';
import { RescheduleForm } from './reschedule-form';

interface InfoTabProps {
  item: QueueItem;
  timeZone: string;
  settings: WaitlistSettings;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function confirmationText(response: boolean | null): string {
  if (response === true) return 'Confirmado';
  if (response === false) return 'Rechazada';
  return 'Esperando respuesta';
}

/** 'Información': every field of the item in Spanish, its notes and, for a booking, its reschedule. */
export function InfoTab({ item, timeZone, settings }: InfoTabProps) {
  const [rescheduling, setRescheduling] = useState(false);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : null);
  const labels = queueItemLabels(item, {
    now: Date.now(),
    noshowToleranceMins: settings.noshow_tolerance_mins,
  });
  const people = item.group_size ?? item.initial_group_size;
  const times: [string, string | null][] = [
    ['Registrado', when(item.created_at)],
    ['Notificado', when(item.notified_at)],
    ['Listo', when(item.ready_at)],
    ['Llegó', when(item.checked_in_at)],
    ['Reprogramado', when(item.rescheduled_at)],
    ['Recordatorio', when(item.booking_reminder_at)],
    ['Cancelado', when(item.canceled_at)],
  ];
  const canReschedule = item.type === 'booking' && isOpenEntry(item);

  return (
    <Stack gap="md">
      <LabelBadges labels={labels} amountPaid={item.payment_data?.amount_paid ?? null} />
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Field label="Tipo">{item.type === 'booking' ? settings.l10n.booking_s : 'Turno'}</Field>
        <Field label="Estado">{QUEUE_ITEM_STATUS_LABELS[item.status]}</Field>
        <Field label="Teléfono">{item.phone ? formatPhone(item.phone) : 'Sin teléfono'}</Field>
        {people !== null && (
          <Field label="Personas">
            {formatPeople(people)}
            {item.initial_group_size !== null && item.initial_group_size !== people
              ? ` (al registrarse: ${item.initial_group_size})`
              : ''}
          </Field>
        )}
        {item.booking_date && <Field label="Fecha y hora">{when(item.booking_date)}</Field>}
        {item.duration_mins !== null && <Field label="Duración">{durationLabel(item.duration_mins)}</Field>}
        {item.product && (
          <Field label="Servicio">
            {item.product.variant ? `${item.product.name} (${item.product.variant})` : item.product.name}
          </Field>
        )}
        {item.assigned_user && <Field label={settings.l10n.employee_s}>{item.assigned_user.name}</Field>}
        {item.table_num && <Field label="Mesa">{item.table_num}</Field>}
        {item.confirmation_request && (
          <Field label="Confirmación">{confirmationText(item.confirmation_request.response)}</Field>
        )}
        <Field label="Pago">
          {item.payment_status_name}
          {item.payment_data
            ? ` · Total ${formatMoney(item.payment_data.amount_total)}, pagado ${formatMoney(
                item.payment_data.amount_paid,
              )}, por pagar ${formatMoney(item.payment_data.amount_due)}`
            : ''}
        </Field>
        {times
          .filter((entry): entry is [string, string] => entry[1] !== null)
          .map(([label, value]) => (
            <Field key={label} label={label}>
              {value}
            </Field>
          ))}
      </SimpleGrid>
      {item.url !== '' && (
        <Anchor href={item.url} target="_blank" rel="noopener" size="sm">
          Ver la página del cliente
        </Anchor>
      )}
      <Divider />
      <NotesEditor key={item.id} item={item} />
      {canReschedule && (
        <>
          <Divider />
          {rescheduling ? (
            <RescheduleForm
              item={item}
              timeZone={timeZone}
              blockFrequencyMins={settings.booking.block_frequency_mins}
              onDone={() => setRescheduling(false)}
            />
          ) : (
            <Button variant="light" onClick={() => setRescheduling(true)}>
              Reprogramar
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
