import { Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { Order } from '../../../domain/contract/shop';
import { formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../ui/report/report-format';
import { OrderStatusBadge } from './order-status-badge';

interface OrderHistoryEntryProps {
  order: Order;
  timeZone: string;
  onOpen: (id: number) => void;
}

/** One order as a table row (tablet and desktop); a click anywhere on it opens the detail. */
export function OrderHistoryRow({ order, timeZone, onOpen }: OrderHistoryEntryProps) {
  return (
    <Table.Tr onClick={() => onOpen(order.id)} style={{ cursor: 'pointer' }}>
      <Table.Td>
        <UnstyledButton
          // The row opens the order too; the button is there for the keyboard and screen readers.
          onClick={(event) => {
            event.stopPropagation();
            onOpen(order.id);
          }}
          aria-label={`Abrir pedido ${order.number}`}
          mih={44}
        >
          <Text fw={700}>#{order.number}</Text>
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(order.placed_at, timeZone)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{order.contact.name}</Text>
        {order.contact.phone && (
          <Text size="xs" c="dimmed">
            {order.contact.phone}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{order.delivery_type_name}</Text>
      </Table.Td>
      <Table.Td>
        <OrderStatusBadge order={order} />
      </Table.Td>
      <Table.Td ta="right">
        <Text fw={600}>{formatMoney(order.total)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** One order as a card (phones): number, status and total first, then when, who and how. */
export function OrderHistoryCard({ order, timeZone, onOpen }: OrderHistoryEntryProps) {
  return (
    <UnstyledButton onClick={() => onOpen(order.id)} aria-label={`Abrir pedido ${order.number}`} w="100%">
      <Paper withBorder radius="md" p="sm">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>#{order.number}</Text>
            <OrderStatusBadge order={order} />
          </Group>
          <Group justify="space-between" wrap="nowrap" align="flex-end">
            <Stack gap={0}>
              <Text size="sm">{order.contact.name}</Text>
              <Text size="xs" c="dimmed">
                {`${formatDateTime(order.placed_at, timeZone)} · ${order.delivery_type_name}`}
              </Text>
            </Stack>
            <Text fw={600}>{formatMoney(order.total)}</Text>
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
