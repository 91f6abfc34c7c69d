import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { QueueItem } from '../../../domain/contract/waitlist';
import type { QueueItemLabel } from '../../../domain/rules/queue-item-labels';
import { formatPeople, formatRelativeTime, formatTime } from '../../../lib/format';
import { PendingBadge } from '../offline/pending-badge';
import { useUnsentState } from '../offline/use-outbox-overlay';
import { EntryActions, type RequestAction } from './entry-actions';
import { isOpenEntry } from './entry-summary';
import { LabelBadges } from './label-badges';

interface QueueEntryCardProps {
  item: QueueItem;
  labels: QueueItemLabel[];
  now: number;
  timeZone: string;
  /** The business's singular term for a booking (waitlist_settings.l10n.booking_s). */
  bookingTerm: string;
  /** Opens the entry's drawer. */
  onOpen: (item: QueueItem) => void;
  onAction: RequestAction;
}

function typeText(item: QueueItem, timeZone: string, bookingTerm: string): string {
  if (item.type === 'waitlist') return 'Turno';
  return item.booking_date ? `${bookingTerm} ${formatTime(item.booking_date, timeZone)}` : bookingTerm;
}

/** Waiting time of a waitlist entry; time to (or since) a booking. */
function whenText(item: QueueItem, now: number): string {
  const reference = item.type === 'booking' && item.booking_date ? item.booking_date : item.created_at;
  return formatRelativeTime(reference, now);
}

/** The wait quoted to a walk-in still waiting: what the customer was told ('Lo que se le dijo al cliente'). */
function quoteText(item: QueueItem): string | null {
  const waiting = item.status === 'pending' || item.status === 'notified';
  return item.type === 'waitlist' && waiting && item.quoted_wait_mins !== null
    ? `Cotizado ~${item.quoted_wait_mins} min`
    : null;
}

function detailsText(item: QueueItem): string | null {
  const parts = [
    item.product?.name,
    item.assigned_user ? `Con ${item.assigned_user.name}` : null,
    item.table_num ? `Mesa ${item.table_num}` : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** One entry of 'Listado de hoy' as a list item: its details open the drawer; its actions beside. */
export function QueueEntryCard({
  item,
  labels,
  now,
  timeZone,
  bookingTerm,
  onOpen,
  onAction,
}: QueueEntryCardProps) {
  const details = detailsText(item);
  const unsent = useUnsentState(item.id);
  const people = item.group_size ?? item.initial_group_size;
  return (
    <Paper component="li" withBorder radius="md" p="md" mih={72} opacity={isOpenEntry(item) ? 1 : 0.7}>
      <Group justify="space-between" align="center" gap="sm">
        <UnstyledButton onClick={() => onOpen(item)} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Text fw={700} size="lg" lh={1.3}>
                {item.name}
              </Text>
              <Group gap={6}>
                {unsent && <PendingBadge state={unsent} />}
                <LabelBadges labels={labels} amountPaid={item.payment_data?.amount_paid ?? null} />
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {[
                people === null ? null : formatPeople(people),
                typeText(item, timeZone, bookingTerm),
                whenText(item, now),
                quoteText(item),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {details && <Text size="sm">{details}</Text>}
            {item.notes && (
              <Text size="sm" fs="italic" c="dimmed">
                {item.notes}
              </Text>
            )}
          </Stack>
        </UnstyledButton>
        <EntryActions item={item} onAction={onAction} />
      </Group>
    </Paper>
  );
}
