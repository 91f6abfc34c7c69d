/**
 * The shop's values, their Spanish names and error texts, without schemas: the kitchen's first
 * load imports this file and never loads valibot.
 */
/** Order (sale) values of 02 §3 "Order"; completed and canceled end an order. */
export const ORDER_STATUSES = ['queued', 'confirmed', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_DELIVERY_STATUSES = ['pending', 'preparing', 'ready', 'shipped', 'delivered'] as const;
export type OrderDeliveryStatus = (typeof ORDER_DELIVERY_STATUSES)[number];
export const ORDER_DELIVERY_TYPES = ['delivery', 'pickup'] as const;
export type OrderDeliveryType = (typeof ORDER_DELIVERY_TYPES)[number];
export const ORDER_PAYMENT_STATUSES = ['paid', 'pending', 'refunded', 'other'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
/** Who placed the order: the customer on the public order page, or staff. */
export const ORDER_SOURCES = ['public', 'staff'] as const;

export const METHOD_STATUSES = ['active', 'inactive'] as const;
export const PAYMENT_METHOD_TYPES = [
  'cash',
  'cashback',
  'mercado_pago',
  'paypal',
  'card',
  'transfer',
  'other',
] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
/** 'all' is shown as free of zones (one flat fee); 'distance' charges the zone's fee (02 §3). */
export const DELIVERY_COST_TYPES = ['all', 'distance'] as const;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  queued: 'Recibido',
  confirmed: 'Confirmado',
  completed: 'Completado',
  canceled: 'Cancelado',
};
export const ORDER_DELIVERY_STATUS_LABELS: Record<OrderDeliveryStatus, string> = {
  pending: 'Pendiente',
  preparing: 'En preparación',
  ready: 'Listo',
  shipped: 'En camino',
  delivered: 'Entregado',
};
export const ORDER_DELIVERY_TYPE_LABELS: Record<OrderDeliveryType, string> = {
  delivery: 'A domicilio',
  pickup: 'Para recoger',
};
export const ORDER_PAYMENT_STATUS_LABELS: Record<OrderPaymentStatus, string> = {
  paid: 'Pagado',
  pending: 'Pendiente de pago',
  refunded: 'Reembolsado',
  other: 'Otro',
};

/** Reception modes of the inbox menu (02 §4): derived from pickup_enabled and delivery_enabled. */
export const RECEPTION_MODES = ['on', 'pickup', 'delivery', 'off'] as const;
export type ReceptionMode = (typeof RECEPTION_MODES)[number];

/** What the kitchen does to an order (the status it moves to); 'canceled' cancels it. */
export const ORDER_ACTIONS = ['confirmed', 'preparing', 'ready', 'shipped', 'delivered', 'canceled'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ERRORS = {
  /** 409: the order's state does not allow the change (02 §4). */
  illegalTransition: 'El pedido ya no permite este cambio. Actualiza la lista para ver su estado actual.',
  closed: 'El pedido ya fue entregado o cancelado.',
  setupIncomplete: 'Configuración incompleta',
  whatsappPhoneRequired: 'Ingresa el número de WhatsApp que recibirá los pedidos.',
} as const;
