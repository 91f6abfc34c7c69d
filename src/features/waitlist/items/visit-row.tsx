import { Badge, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { queueItemLabels } from '../../../domain/rules/queue-item-labels';
import { formatPeople } from '../../../lib/format';
import { formatDateTime } from '../../../ui/report/report-format';
import { LabelBadges } from '../hostess/label-badges';

const STATUS_COLORS: Record<QueueItem['status'], string> = {
  pending: 'blue',
  notified: 'orange',
  ready: 'orange',
  completed: 'green',
  canceled: 'red',
};

interface VisitRowProps {
  item: QueueItem;
  now: number;
  timeZone: string;
  noshowToleranceMins: number;
  bookingTerm: string;
  waitlistTerm: string;
  onOpen: (id: number) => void;
}

/** One visit of the history: who, when, its status and labels; a click opens it. */
export function VisitRow({
  item,
  now,
  timeZone,
  noshowToleranceMins,
  bookingTerm,
  waitlistTerm,
  onOpen,
}: VisitRowProps) {
  const labels = queueItemLabels(item, { now, noshowToleranceMins });
  const when = item.booking_date ?? item.created_at;
  return (
    <Table.Tr>
      <Table.Td>
        <UnstyledButton onClick={() => onOpen(item.id)} aria-label={`Abrir ${item.name}`}>
          <Stack gap={0}>
            <Text fw={600}>{item.name}</Text>
            <Text size="sm" c="dimmed">
              {[item.phone, item.group_size ? formatPeople(item.group_size) : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.type === 'booking' ? bookingTerm : waitlistTerm}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(when, timeZone)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          <Badge color={STATUS_COLORS[item.status]} variant="filled" radius="sm" tt="none">
            {item.status_name}
          </Badge>
          <LabelBadges labels={labels} amountPaid={item.payment_data?.amount_paid ?? null} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
