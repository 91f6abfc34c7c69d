import type { Order } from '../../../domain/contract/shop';
import {
  ORDER_DISPLAY_STATUSES,
  type OrderDisplayStatus,
  orderDisplayStatus,
} from '../../../domain/rules/order-status';

/** The orders of each display status, and how many. */
export function ordersByDisplayStatus(orders: Order[]): Record<OrderDisplayStatus, Order[]> {
  const groups = Object.fromEntries(
    ORDER_DISPLAY_STATUSES.map((status) => [status, [] as Order[]]),
  ) as Record<OrderDisplayStatus, Order[]>;
  for (const order of orders) groups[orderDisplayStatus(order)].push(order);
  return groups;
}

/** Every status is a tab ('Recibidos' first); 'Otros' only while some order is in it. */
export function inboxTabs(groups: Record<OrderDisplayStatus, Order[]>): OrderDisplayStatus[] {
  return ORDER_DISPLAY_STATUSES.filter((status) => status !== 'unknown' || groups.unknown.length > 0);
}

/** The open tab: the one the cook chose, else the first with orders ('Recibidos' when all are empty). */
export function activeTab(
  chosen: OrderDisplayStatus | null,
  tabs: OrderDisplayStatus[],
  groups: Record<OrderDisplayStatus, Order[]>,
): OrderDisplayStatus {
  if (chosen && tabs.includes(chosen)) return chosen;
  return tabs.find((tab) => groups[tab].length > 0) ?? 'received';
}
