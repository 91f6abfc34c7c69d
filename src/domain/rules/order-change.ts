import Decimal from 'decimal.js';
import type { Order } from '../contract/shop';

/** What the customer gets back when paying cash: customer_cash − total (null without cash or short). */
export function orderChange(order: Pick<Order, 'customer_cash' | 'total'>): number | null {
  if (order.customer_cash === null) return null;
  const change = new Decimal(order.customer_cash)
    .minus(order.total)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return change.isNegative() ? null : change.toNumber();
}
