import { Divider, Stack } from '@mantine/core';
import type { OrderDetails } from '../../../domain/contract/shop';
import { orderChange } from '../../../domain/rules/order-change';
import { formatMoney } from '../../../lib/format';
import { AmountLine, DetailSection } from '../../../ui/detail-section';

/** 'Totales': subtotal, shipping, discount and total; what was paid and is due; the cash and its change. */
export function OrderTotalsSection({ order }: { order: OrderDetails }) {
  const change = orderChange(order);
  return (
    <DetailSection title="Totales">
      <Stack gap={6}>
        <AmountLine label="Subtotal" value={formatMoney(order.subtotal)} />
        <AmountLine label="Envío" value={formatMoney(order.shipping)} />
        <AmountLine
          label="Descuento"
          value={order.discount > 0 ? `-${formatMoney(order.discount)}` : formatMoney(0)}
        />
        <AmountLine label="Total" value={formatMoney(order.total)} strong />
        <Divider />
        <AmountLine label="Pagado" value={formatMoney(order.amount_paid)} />
        <AmountLine label="Por pagar" value={formatMoney(order.amount_due)} />
        {order.customer_cash !== null && (
          <AmountLine label="Paga con" value={formatMoney(order.customer_cash)} />
        )}
        {change !== null && <AmountLine label="Cambio" value={formatMoney(change)} />}
      </Stack>
    </DetailSection>
  );
}
