import type { Order } from '../../../src/domain/contract/shop';

/** The kitchen tests' clock: 20:00 UTC on 2026-11-23. */
export const NOW = Date.parse('2026-11-23T20:00:00Z');

/** An instant `mins` minutes from NOW (negative: before). */
export const at = (mins: number) => new Date(NOW + mins * 60_000).toISOString();

/** A pickup order received a minute before NOW, with nothing in it unless `overrides` says so. */
export function inboxOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    number: '101',
    status: 'queued',
    status_name: 'Recibido',
    delivery_status: 'pending',
    delivery_status_name: 'Pendiente',
    delivery_type: 'pickup',
    delivery_type_name: 'Para recoger',
    payment_status: 'pending',
    payment_status_name: 'Pendiente de pago',
    payment_method_name: 'Efectivo',
    subtotal: 100,
    shipping: 0,
    discount: 0,
    total: 100,
    amount_paid: 0,
    amount_due: 100,
    customer_cash: null,
    notes: null,
    placed_at: at(-1),
    confirmed_at: null,
    preparing_at: null,
    ready_at: null,
    shipped_at: null,
    scheduled_to: null,
    completed_at: null,
    canceled_at: null,
    reference_date: '2026-11-23',
    contact: { id: null, name: 'Ana', phone: null },
    address: null,
    items: [],
    url: '/pedido/x',
    ...overrides,
  };
}
