import Decimal from 'decimal.js';
import type { OrderDetails } from '../../../domain/contract/shop';

/** The change to take to a cash customer: what they pay with minus the total; null without cash. */
export function orderChange(order: Pick<OrderDetails, 'customer_cash' | 'total'>): number | null {
  if (order.customer_cash === null) return null;
  const change = new Decimal(order.customer_cash).minus(order.total);
  return change.isNegative() ? 0 : change.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}
