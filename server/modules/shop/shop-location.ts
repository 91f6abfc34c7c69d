import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../src/domain/contract/settings';
import type { Db, Tx } from '../../db/client';
import { locations, products, shopSettings } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { balanceSql } from '../subscription/credits/credit-balance';

/** What the kitchen's calls need of the tenant's location. */
export interface ShopLocation {
  companyId: number;
  name: string;
  timeZone: string;
  /**
   * The stored shop configuration; a location never configured has the defaults of 02 §9 with no
   * reception channel (setup incomplete), as the public order page reads it.
   */
  settings: ShopSettings;
  /** At least one active physical product on the menu. */
  hasMenuProduct: boolean;
  hasBalance: boolean;
}

const hasMenuProduct = sql<boolean>`exists (
  select 1 from ${products}
  where ${products.locationId} = ${locations.id} and ${products.type} = 'physical'
    and ${products.status} = 'active' and ${products.menuStatus} = 'active'
)`;

/**
 * The location with its shop settings, whether it has a product to sell and whether its company
 * has message credits left (the ledger's balance, read as the waitlist's status-data reads it), in
 * one query. `forUpdate` locks the settings row so reception changes take turns.
 */
export async function shopLocation(
  db: Db | Tx,
  locationId: number,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<ShopLocation> {
  const query = db
    .select({
      companyId: locations.companyId,
      name: locations.name,
      timeZone: locations.timezone,
      settings: shopSettings.settings,
      hasMenuProduct,
      balance: balanceSql(locations.companyId, 'messages', now),
    })
    .from(locations)
    .leftJoin(shopSettings, eq(shopSettings.locationId, locations.id))
    .where(eq(locations.id, locationId))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: locations }) : await query;
  if (!row) throw new NotFoundError();
  return {
    companyId: row.companyId,
    name: row.name,
    timeZone: row.timeZone,
    settings: row.settings ?? { ...DEFAULT_SHOP_SETTINGS, order_reception_channel: null },
    hasMenuProduct: row.hasMenuProduct,
    hasBalance: row.balance !== null && Number(row.balance) > 0,
  };
}

/** 'setup' of the shop status: a reception channel chosen and something to sell. */
export function isShopSetUp(location: ShopLocation): boolean {
  return location.settings.order_reception_channel !== null && location.hasMenuProduct;
}
