import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../../domain/contract/shop';
import { formatMoney, formatPhone } from '../../../lib/format';
import { plainTableClasses as classes } from '../../../ui/plain-table';
import { PlainTableRow } from '../../../ui/plain-table-row';
import { formatDateTime } from '../../../ui/report/report-format';
import { OrderStatusBadge } from './order-status-badge';

interface OrderHistoryEntryProps {
  order: Order;
  timeZone: string;
}

/** The order's detail (menu-order-item) as a link target: real links open in a new tab too. */
const detailLink = (order: Order) => ({ to: `/orders/${order.id}` });

/** One order as a table row (tablet and desktop); a click anywhere on it opens the detail. */
export function OrderHistoryRow({ order, timeZone }: OrderHistoryEntryProps) {
  return (
    <PlainTableRow open={detailLink(order)} label={`Abrir pedido ${order.number}`} title={`#${order.number}`}>
      <td>
        <Text size="sm">{formatDateTime(order.placed_at, timeZone)}</Text>
      </td>
      <td>
        <Text size="sm">{order.contact.name}</Text>
        {order.contact.phone && (
          <Text size="xs" c="dimmed">
            {formatPhone(order.contact.phone)}
          </Text>
        )}
      </td>
      <td>
        <Text size="sm">{order.delivery_type_name}</Text>
      </td>
      <td>
        <OrderStatusBadge order={order} />
      </td>
      <td className={classes.end}>
        <Text fw={600}>{formatMoney(order.total)}</Text>
      </td>
    </PlainTableRow>
  );
}

/** One order as a card (phones): number, status and total first, then when, who and how. */
export function OrderHistoryCard({ order, timeZone }: OrderHistoryEntryProps) {
  return (
    <UnstyledButton
      component={Link}
      {...detailLink(order)}
      aria-label={`Abrir pedido ${order.number}`}
      w="100%"
    >
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
