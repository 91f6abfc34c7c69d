/**
 * The queue's values and their Spanish names, without schemas: screens that only show them (the
 * host stand's first load) import this file and never load valibot.
 */
export const QUEUE_ITEM_TYPES = ['waitlist', 'booking'] as const;
export const QUEUE_ITEM_STATUSES = ['pending', 'notified', 'ready', 'completed', 'canceled'] as const;
export type QueueItemStatus = (typeof QUEUE_ITEM_STATUSES)[number];
export const QUEUE_ITEM_SOURCES = ['host', 'public'] as const;
export const PAYMENT_STATUSES = ['none', 'pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spanish names of the queue item statuses (status_name of the API). */
export const QUEUE_ITEM_STATUS_LABELS: Record<QueueItemStatus, string> = {
  pending: 'Pendiente',
  notified: 'Notificado',
  ready: 'Listo',
  completed: 'Completado',
  canceled: 'Cancelado',
};

/** Spanish names of the payment statuses (payment_status_name of the API). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  none: 'Sin pago',
  pending: 'Pago pendiente',
  paid: 'Pagado',
  refunded: 'Reembolsado',
};

export { PUBLIC_MESSAGES_PER_DAY } from './messaging-enums';
