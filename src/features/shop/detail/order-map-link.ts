import type { OrderDetails } from '../../../domain/contract/shop';

/** The address on Google Maps (02 §2), when the order carries its coordinates. */
export function orderMapUrl(address: OrderDetails['address']): string | null {
  if (!address || address.latitude === null || address.longitude === null) return null;
  return `https://www.google.com/maps?q=${address.latitude},${address.longitude}`;
}
