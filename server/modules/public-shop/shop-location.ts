import { eq } from 'drizzle-orm';
import { PUBLIC_SHOP_MESSAGES } from '../../../src/domain/contract/public-shop';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../src/domain/contract/settings';
import type { Db } from '../../db/client';
import { locations, shopSettings } from '../../db/schema';
import { NotFoundError } from '../../http/errors';

/** What the public order page and a placed order need of the location behind /pedir/{username}. */
export interface ShopLocation {
  id: number;
  companyId: number;
  name: string;
  username: string;
  thumbUrl: string | null;
  address: string | null;
  phone: string | null;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
  settings: ShopSettings;
}

/**
 * The active location with that username and its shop settings; unknown or inactive: 404
 * 'Negocio no encontrado.'. A location never configured has the defaults with no reception channel
 * (setup incomplete).
 */
export async function shopLocation(db: Db, username: string): Promise<ShopLocation> {
  const [row] = await db
    .select({
      id: locations.id,
      companyId: locations.companyId,
      name: locations.name,
      username: locations.username,
      thumbUrl: locations.thumbUrl,
      address: locations.address,
      phone: locations.phone,
      timeZone: locations.timezone,
      latitude: locations.latitude,
      longitude: locations.longitude,
      status: locations.status,
      settings: shopSettings.settings,
    })
    .from(locations)
    .leftJoin(shopSettings, eq(shopSettings.locationId, locations.id))
    .where(eq(locations.username, username))
    .limit(1);
  if (row?.status !== 'active') throw new NotFoundError(PUBLIC_SHOP_MESSAGES.businessNotFound);
  const { status: _status, settings, ...location } = row;
  return { ...location, settings: settings ?? { ...DEFAULT_SHOP_SETTINGS, order_reception_channel: null } };
}

/**
 * The delivery types customers may order now: the shop's switches, both off while setup is
 * incomplete (no reception channel, or no product on the menu).
 */
export function openDeliveryTypes(
  settings: ShopSettings,
  hasProducts: boolean,
): { pickup: boolean; delivery: boolean } {
  const ready = settings.order_reception_channel !== null && hasProducts;
  return { pickup: ready && settings.pickup_enabled, delivery: ready && settings.delivery_enabled };
}
