import type { Order } from '../../../domain/contract/shop';
import { orderDisplayStatus } from '../../../domain/rules/order-status';

/** How urgent a card looks: its colour on the kitchen screen. */
export type OrderAge = 'normal' | 'warning' | 'late';

export interface AgeThresholds {
  /** Minutes since placed after which a received order turns warning. */
  warningMins: number;
  /** Minutes since placed after which a received order turns late. */
  lateMins: number;
}

export const DEFAULT_AGE_THRESHOLDS: AgeThresholds = { warningMins: 5, lateMins: 8 };

/** A received order waiting `warningMins` is a warning and `lateMins` late; others are normal. */
export function orderAge(order: Order, now: number, thresholds: AgeThresholds): OrderAge {
  if (orderDisplayStatus(order) !== 'received') return 'normal';
  const waitedMins = (now - new Date(order.placed_at).getTime()) / 60_000;
  if (waitedMins >= thresholds.lateMins) return 'late';
  if (waitedMins >= thresholds.warningMins) return 'warning';
  return 'normal';
}
