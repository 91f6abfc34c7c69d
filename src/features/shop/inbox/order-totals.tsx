import { Group, Stack, Text } from '@mantine/core';
import type { Order } from '../../../domain/contract/shop';
import { orderChange } from '../../../domain/rules/order-change';
import { formatMoney } from '../../../lib/format';

function Line({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {formatMoney(amount)}
      </Text>
    </Group>
  );
}

/** Subtotal, shipping, discount and total; the payment method and, for cash, the change to bring. */
export function OrderTotals({ order }: { order: Order }) {
  const change = orderChange(order);
  return (
    <Stack gap={2}>
      <Line label="Subtotal" amount={order.subtotal} />
      {order.delivery_type === 'delivery' && <Line label="Envío" amount={order.shipping} />}
      {order.discount > 0 && <Line label="Descuento" amount={-order.discount} />}
      <Line label="Total" amount={order.total} strong />
      <Text size="sm" c="dimmed">
        {order.payment_method_name ?? 'Sin método de pago'} · {order.payment_status_name}
      </Text>
      {order.customer_cash !== null && (
        <Text size="sm" fw={600}>
          Paga con {formatMoney(order.customer_cash)}
          {change !== null && ` · Cambio ${formatMoney(change)}`}
        </Text>
      )}
    </Stack>
  );
}
