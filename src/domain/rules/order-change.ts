import type { Order } from '../contract/shop';
import { fromCents, toCents } from './loyalty-wallet';

/**
 * What the customer gets back when paying cash: customer_cash − total (null without cash or short).
 * In whole cents (amounts carry at most 2 decimals), so the kitchen's first load carries no
 * decimal library.
 */
export function orderChange(order: Pick<Order, 'customer_cash' | 'total'>): number | null {
  if (order.customer_cash === null) return null;
  const change = toCents(order.customer_cash) - toCents(order.total);
  return change < 0 ? null : fromCents(change);
}
