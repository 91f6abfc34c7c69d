import type { ShopSettings } from '../../../src/domain/contract/settings';
import type { Tx } from '../../db/client';
import { shopSettings } from '../../db/schema';
import type { Tenant } from '../../http/tenancy';
import { announceChange } from '../../live/live-messages';

/**
 * Writes the location's whole shop configuration (a first save creates its row) and tells the
 * location's open screens (live 'orders' hint) when the transaction commits.
 */
export async function saveShopSettings(
  tx: Tx,
  tenant: Pick<Tenant, 'companyId' | 'locationId'>,
  settings: ShopSettings,
  now: Date,
) {
  const { companyId, locationId } = tenant;
  await tx
    .insert(shopSettings)
    .values({ companyId, locationId, settings, updatedAt: now })
    .onConflictDoUpdate({
      target: [shopSettings.companyId, shopSettings.locationId],
      set: { settings, updatedAt: now },
    });
  await announceChange(tx, { companyId, locationId, area: 'orders', id: locationId });
}

/** The settings with the keys a partial body sent (an omitted key keeps its value). */
export function withChanges(settings: ShopSettings, changes: Partial<ShopSettings>): ShopSettings {
  const sent = Object.entries(changes).filter(([, value]) => value !== undefined);
  return { ...settings, ...Object.fromEntries(sent) };
}
