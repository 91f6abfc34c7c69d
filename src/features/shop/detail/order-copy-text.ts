import type { OrderDetails } from '../../../domain/contract/shop';
import { orderChange } from '../../../domain/rules/order-change';
import { formatMoney } from '../../../lib/format';
import { formatDateTime } from '../../../ui/report/report-format';
import { orderStatusText } from '../history/order-status-badge';
import { orderMapUrl } from './order-map-link';

const present = <T>(value: T | null | undefined | false): value is T =>
  value !== null && value !== undefined && value !== false;

function itemLines(item: OrderDetails['items'][number]): string[] {
  return [
    `${item.quantity} x ${item.name} — ${formatMoney(item.total)}`,
    ...item.modifiers.map((modifier) =>
      modifier.price > 0 ? `  + ${modifier.name} (${formatMoney(modifier.price)})` : `  + ${modifier.name}`,
    ),
    item.notes ? `  Nota: ${item.notes}` : null,
  ].filter(present);
}

/**
 * The order as plain text for 'Copiar pedido' (02 §2): who, how and when, the products with their
 * modifiers and notes, and the money, ready to paste in a chat with a courier or the customer.
 */
export function orderCopyText(order: OrderDetails, timeZone: string): string {
  const change = orderChange(order);
  const mapUrl = orderMapUrl(order.address);
  const sections: (string | null)[][] = [
    [
      `Pedido #${order.number} (${orderStatusText(order)})`,
      `${order.delivery_type_name} · ${formatDateTime(order.placed_at, timeZone)}`,
      order.scheduled_to ? `Programado: ${formatDateTime(order.scheduled_to, timeZone)}` : null,
    ],
    [
      `Cliente: ${[order.contact.name, order.contact.phone].filter(Boolean).join(' · ')}`,
      order.address?.formatted_address ? `Dirección: ${order.address.formatted_address}` : null,
      order.address?.reference ? `Referencia: ${order.address.reference}` : null,
      mapUrl ? `Mapa: ${mapUrl}` : null,
    ],
    order.items.flatMap(itemLines),
    [
      `Subtotal: ${formatMoney(order.subtotal)}`,
      order.shipping > 0 ? `Envío: ${formatMoney(order.shipping)}` : null,
      order.discount > 0 ? `Descuento: -${formatMoney(order.discount)}` : null,
      `Total: ${formatMoney(order.total)}`,
      order.payment_method_name ? `Pago: ${order.payment_method_name} (${order.payment_status_name})` : null,
      order.customer_cash !== null ? `Paga con: ${formatMoney(order.customer_cash)}` : null,
      change !== null ? `Cambio: ${formatMoney(change)}` : null,
    ],
    [order.notes ? `Notas: ${order.notes}` : null],
  ];
  return sections
    .map((lines) => lines.filter(present).join('\n'))
    .filter((block) => block !== '')
    .join('\n\n');
}
