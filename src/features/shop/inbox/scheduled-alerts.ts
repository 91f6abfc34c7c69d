import type { Order } from '../../../domain/contract/shop';
import { orderDisplayStatus } from '../../../domain/rules/order-status';

/** 02 §2: a scheduled order's banner turns orange this long before it is due. */
export const SCHEDULED_SOON_MS = 2 * 60 * 60_000;

export interface ScheduledAlert {
  order: Order;
  /** Its scheduled_to. */
  dueAt: string;
  /** 'soon': due within 2 h (orange); 'late': its time passed and it is not ready (red). */
  level: 'soon' | 'late';
}

const NOT_READY = new Set(['received', 'confirmed', 'scheduled', 'preparing']);

/** The scheduled orders not ready yet that are due within 2 h or late, the most urgent first. */
export function scheduledAlerts(orders: Order[], now: number): ScheduledAlert[] {
  const alerts: ScheduledAlert[] = [];
  for (const order of orders) {
    if (!order.scheduled_to || !NOT_READY.has(orderDisplayStatus(order))) continue;
    const dueIn = new Date(order.scheduled_to).getTime() - now;
    if (dueIn < 0) alerts.push({ order, dueAt: order.scheduled_to, level: 'late' });
    else if (dueIn <= SCHEDULED_SOON_MS) alerts.push({ order, dueAt: order.scheduled_to, level: 'soon' });
  }
  return alerts.sort((a, b) => new Date(a.dueAt).getTime() - new Date(b.dueAt).getTime());
}
