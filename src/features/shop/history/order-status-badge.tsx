import { Badge } from '@mantine/core';
import type { Order } from '../../../domain/contract/shop';

type OrderStatusFields = Pick<Order, 'status' | 'status_name' | 'delivery_status' | 'delivery_status_name'>;

/** Where the order is: its delivery step once confirmed and past pending, else its status. */
export function orderStatusText(order: OrderStatusFields): string {
  if (order.status === 'confirmed' && order.delivery_status !== 'pending') return order.delivery_status_name;
  return order.status_name;
}

const STEP_COLORS: Record<Order['delivery_status'], string> = {
  pending: 'blue',
  preparing: 'yellow',
  ready: 'teal',
  shipped: 'cyan',
  delivered: 'green',
};

function statusColor(order: OrderStatusFields): string {
  switch (order.status) {
    case 'queued':
      return 'orange';
    case 'completed':
      return 'green';
    case 'canceled':
      return 'red';
    default:
      return STEP_COLORS[order.delivery_status];
  }
}

/** The order's status as a badge, coloured by how far it got. */
export function OrderStatusBadge({ order }: { order: OrderStatusFields }) {
  return (
    <Badge color={statusColor(order)} variant="light" radius="sm" tt="none">
      {orderStatusText(order)}
    </Badge>
  );
}
