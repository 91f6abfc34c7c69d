import type { OrderAction, OrderDeliveryStatus, OrderDeliveryType, OrderStatus } from '../contract/shop';

/** The inbox's states of an order (02 §4 "Order display status"). */
export const ORDER_DISPLAY_STATUSES = [
  'received',
  'confirmed',
  'scheduled',
  'preparing',
  'ready',
  'shipped',
  'unknown',
] as const;
export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUSES)[number];

/** Tab and badge names of the display statuses. */
export const ORDER_DISPLAY_STATUS_LABELS: Record<OrderDisplayStatus, string> = {
  received: 'Recibidos',
  confirmed: 'Confirmados',
  scheduled: 'Programados',
  preparing: 'En preparación',
  ready: 'Listos',
  shipped: 'En camino',
  unknown: 'Otros',
};

export interface OrderState {
  status: OrderStatus;
  delivery_status: OrderDeliveryStatus;
  scheduled_to: string | null;
}

/**
 * 02 §4: queued is Received; confirmed with delivery_status pending is Confirmed, or Scheduled when
 * scheduled_to is set; confirmed with preparing, ready or shipped is that state; anything else
 * (a completed or canceled order) is unknown.
 */
export function orderDisplayStatus(order: OrderState): OrderDisplayStatus {
  if (order.status === 'queued') return 'received';
  if (order.status !== 'confirmed') return 'unknown';
  switch (order.delivery_status) {
    case 'pending':
      return order.scheduled_to ? 'scheduled' : 'confirmed';
    case 'preparing':
    case 'ready':
    case 'shipped':
      return order.delivery_status;
    default:
      return 'unknown';
  }
}

/** What the card offers: its buttons, and what sits in its menu. */
export interface OrderActionsOffered {
  buttons: OrderAction[];
  menu: OrderAction[];
}

/**
 * 02 §4: Received: Confirm / Cancel; Confirmed or Scheduled: Preparing, with Ready and Cancel in the
 * menu; Preparing: Ready, Cancel in the menu; Ready: Shipped for delivery, Delivered for pickup;
 * Shipped: Delivered. The server accepts exactly these.
 */
export function orderActionsOffered(
  display: OrderDisplayStatus,
  deliveryType: OrderDeliveryType,
): OrderActionsOffered {
  switch (display) {
    case 'received':
      return { buttons: ['confirmed', 'canceled'], menu: [] };
    case 'confirmed':
    case 'scheduled':
      return { buttons: ['preparing'], menu: ['ready', 'canceled'] };
    case 'preparing':
      return { buttons: ['ready'], menu: ['canceled'] };
    case 'ready':
      return { buttons: [deliveryType === 'delivery' ? 'shipped' : 'delivered'], menu: [] };
    case 'shipped':
      return { buttons: ['delivered'], menu: [] };
    default:
      return { buttons: [], menu: [] };
  }
}

export function isActionOffered(
  order: OrderState & { delivery_type: OrderDeliveryType },
  action: OrderAction,
): boolean {
  const offered = orderActionsOffered(orderDisplayStatus(order), order.delivery_type);
  return offered.buttons.includes(action) || offered.menu.includes(action);
}

/** The order's status and delivery status after an offered action. */
export function orderAfterAction(
  order: Pick<OrderState, 'status' | 'delivery_status'>,
  action: OrderAction,
): Pick<OrderState, 'status' | 'delivery_status'> {
  switch (action) {
    case 'confirmed':
      return { status: 'confirmed', delivery_status: 'pending' };
    case 'canceled':
      return { status: 'canceled', delivery_status: order.delivery_status };
    case 'delivered':
      return { status: 'completed', delivery_status: 'delivered' };
    default:
      return { status: 'confirmed', delivery_status: action };
  }
}

/** Button texts and the question each change asks first (02 §4: every change asks). */
export const ORDER_ACTION_LABELS: Record<OrderAction, { button: string; question: string }> = {
  confirmed: { button: 'Confirmar', question: '¿Confirmar el pedido?' },
  preparing: { button: 'Preparar', question: '¿Pasar el pedido a preparación?' },
  ready: { button: 'Listo', question: '¿Marcar el pedido como listo?' },
  shipped: { button: 'Enviar', question: '¿Marcar el pedido como enviado?' },
  delivered: { button: 'Entregado', question: '¿Marcar el pedido como entregado?' },
  canceled: { button: 'Cancelar', question: '¿Cancelar el pedido?' },
};

/** The reception mode of the inbox menu (02 §4) from the two switches, and back. */
export function receptionMode(status: { pickup_enabled: boolean; delivery_enabled: boolean }) {
  if (status.pickup_enabled && status.delivery_enabled) return 'on' as const;
  if (status.pickup_enabled) return 'pickup' as const;
  if (status.delivery_enabled) return 'delivery' as const;
  return 'off' as const;
}

export function switchesOfReceptionMode(mode: 'on' | 'pickup' | 'delivery' | 'off') {
  return {
    pickup_enabled: mode === 'on' || mode === 'pickup',
    delivery_enabled: mode === 'on' || mode === 'delivery',
  };
}
