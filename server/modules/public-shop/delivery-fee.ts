import Decimal from 'decimal.js';
import { minPurchaseMessage, PUBLIC_SHOP_MESSAGES } from '../../../src/domain/contract/public-shop';
import type { MenuDeliveryMethod } from './shop-menu';

const EARTH_RADIUS_KM = 6371;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The fee, or the refusal as a field and its Spanish message. */
export type DeliveryFee = { fee: Decimal } | { field: string; message: string };

/**
 * The shipping of a delivery order (02 §3 "Delivery method"): below min_purchase_amount it is
 * refused; from free_from_amount it is free; 'all' charges the flat fee; 'distance' charges the fee
 * of the first zone whose km covers the distance from the method's point to the address (outside
 * every zone, or without the customer's coordinates, it is refused).
 */
export function deliveryFee(
  method: MenuDeliveryMethod,
  subtotal: Decimal,
  address: { latitude?: number | null; longitude?: number | null } | null,
): DeliveryFee {
  if (subtotal.lessThan(method.min_purchase_amount)) {
    return { field: 'delivery_method_id', message: minPurchaseMessage(method.min_purchase_amount) };
  }
  let fee = new Decimal(method.flat_fee_amount);
  if (method.delivery_cost_type === 'distance') {
    const latitude = address?.latitude;
    const longitude = address?.longitude;
    if (latitude == null || longitude == null) {
      return { field: 'address', message: PUBLIC_SHOP_MESSAGES.locationRequired };
    }
    const km = method.origin ? distanceKm(method.origin, { latitude, longitude }) : Number.POSITIVE_INFINITY;
    const zone = method.zones.find((candidate) => km <= candidate.km);
    if (!zone) return { field: 'address', message: PUBLIC_SHOP_MESSAGES.outsideZone };
    fee = new Decimal(zone.fee);
  }
  if (method.free_from_amount !== null && subtotal.greaterThanOrEqualTo(method.free_from_amount)) {
    return { fee: new Decimal(0) };
  }
  return { fee };
}
