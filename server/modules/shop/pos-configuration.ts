import type * as v from 'valibot';
import type { ShopSettings } from '../../../src/domain/contract/settings';
import { ORDER_ERRORS, type PosConfigurationPatchSchema } from '../../../src/domain/contract/shop';
import { isValidAccessPhone, toE164 } from '../../../src/domain/rules/phone';
import type { Db } from '../../db/client';
import { ValidationError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { shopLocation } from './shop-location';
import { saveShopSettings, withChanges } from './shop-settings-store';

type PosConfigurationPatch = v.InferOutput<typeof PosConfigurationPatchSchema>;

/** GET /v1/pos/configuration: the location's shop configuration (the defaults of 02 §9 until saved). */
export async function posConfiguration(db: Db, locationId: number, now: Date): Promise<ShopSettings> {
  return (await shopLocation(db, locationId, now)).settings;
}

/**
 * The WhatsApp number is kept only for the whatsapp channel, where it is required and valid
 * (stored E.164); any other channel stores the reception config as null (02 §5).
 */
function withReceptionConfig(settings: ShopSettings): ShopSettings {
  if (settings.order_reception_channel !== 'whatsapp') return { ...settings, order_reception_config: null };
  const phone = settings.order_reception_config?.phone ?? '';
  if (!isValidAccessPhone(phone)) {
    throw ValidationError.forField('order_reception_config.phone', ORDER_ERRORS.whatsappPhoneRequired);
  }
  return { ...settings, order_reception_config: { phone: toE164(phone) } };
}

/** PATCH /v1/pos/configuration: changes the keys sent, keeps the rest; announced to the kitchen. */
export function patchPosConfiguration(
  db: Db,
  patch: PosConfigurationPatch,
  tenant: Tenant,
  now: Date,
): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    const location = await shopLocation(tx, tenant.locationId, now, { forUpdate: true });
    const settings = withReceptionConfig(withChanges(location.settings, patch));
    await saveShopSettings(tx, tenant, settings, now);
    return settings;
  });
}
