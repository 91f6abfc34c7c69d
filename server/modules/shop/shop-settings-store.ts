import type { ShopSettings } from '../../../src/domain/contract/settings';
import type { Tx } from '../../db/client';
import { shopSettings } from '../../db/schema';

/** Writes the location's whole shop configuration (a first save creates its row). */
export async function saveShopSettings(tx: Tx, locationId: number, settings: ShopSettings, now: Date) {
  await tx
    .insert(shopSettings)
    .values({ locationId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: shopSettings.locationId, set: { settings, updatedAt: now } });
}

/** The settings with the keys a partial body sent (an omitted key keeps its value). */
export function withChanges(settings: ShopSettings, changes: Partial<ShopSettings>): ShopSettings {
  const sent = Object.entries(changes).filter(([, value]) => value !== undefined);
  return { ...settings, ...Object.fromEntries(sent) };
}
