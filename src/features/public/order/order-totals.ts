import Decimal from 'decimal.js';
import type { PublicShop } from '../../../domain/contract/public-shop';
import type { OrderDeliveryType } from '../../../domain/contract/shop';
import { type Coordinates, distanceKm, zoneOfDistance } from '../../../domain/rules/delivery-distance';

export type ShopDeliveryMethod = PublicShop['delivery_methods'][number];

/** What the shipping of a delivery costs, as far as the page can tell before the server answers. */
export type ShippingPreview =
  | { kind: 'fee'; amount: number }
  /** A distance method without the customer's location (or without the shop's point) yet. */
  | { kind: 'needs-location' }
  | { kind: 'outside-zone' };

/**
 * Shipping of a delivery (02 §3 "Delivery method"): free from `free_from_amount` on; otherwise the
 * flat fee ('all'), or the fee of the zone the customer's point falls in ('distance', measured
 * from the method's point).
 */
export function shippingPreview(
  method: ShopDeliveryMethod,
  subtotal: number,
  customer: Coordinates | null,
): ShippingPreview {
  if (method.delivery_cost_type === 'all') {
    const free = method.free_from_amount !== null && subtotal >= method.free_from_amount;
    return { kind: 'fee', amount: free ? 0 : method.flat_fee_amount };
  }
  if (!customer || !method.origin) return { kind: 'needs-location' };
  const zone = zoneOfDistance(method.zones, distanceKm(method.origin, customer));
  if (!zone) return { kind: 'outside-zone' };
  const free = method.free_from_amount !== null && subtotal >= method.free_from_amount;
  return { kind: 'fee', amount: free ? 0 : zone.fee };
}

export interface TotalsPreview {
  subtotal: number;
  /** Null while the shipping cannot be known yet (location missing, outside the zone). */
  shipping: number | null;
  total: number;
}

/** Subtotal, shipping and total of the cart as a preview: the server's answer is the truth. */
export function totalsPreview(
  subtotal: number,
  deliveryType: OrderDeliveryType,
  shipping: ShippingPreview | null,
): TotalsPreview {
  const fee = deliveryType === 'pickup' ? 0 : shipping?.kind === 'fee' ? shipping.amount : null;
  return {
    subtotal,
    shipping: fee,
    total: new Decimal(subtotal)
      .plus(fee ?? 0)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      .toNumber(),
  };
}

/** The order is below a delivery method's minimum purchase: its minimum, else null. */
export function missingMinimum(method: ShopDeliveryMethod, subtotal: number): number | null {
  return subtotal < method.min_purchase_amount ? method.min_purchase_amount : null;
}
