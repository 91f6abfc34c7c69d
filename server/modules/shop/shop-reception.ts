import { ORDER_ERRORS, type ShopStatus, type ShopStatusBody } from '../../../src/domain/contract/shop';
import type { Db } from '../../db/client';
import { ConflictError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { publicMessageCapReached } from '../messaging/public-message-caps';
import { isShopSetUp, shopLocation } from './shop-location';
import { saveShopSettings, withChanges } from './shop-settings-store';
import { shopStatusOf } from './shop-status-data';

/**
 * POST /v1/pos/staff/order/status: the reception modes and wait times; omitted keys keep their
 * value. Turning pickup or delivery on needs the setup complete (409 'Configuración incompleta');
 * turning them off always works. Answers the new status and announces it to the location.
 */
export function setShopStatus(db: Db, body: ShopStatusBody, tenant: Tenant, now: Date): Promise<ShopStatus> {
  return db.transaction(async (tx) => {
    const location = await shopLocation(tx, tenant.locationId, now, { forUpdate: true });
    const turningOn = body.pickup_enabled === true || body.delivery_enabled === true;
    if (turningOn && !isShopSetUp(location)) {
      throw new ConflictError(ORDER_ERRORS.setupIncomplete, 'SETUP_INCOMPLETE');
    }
    const settings = withChanges(location.settings, body);
    await saveShopSettings(tx, tenant, settings, now);
    return shopStatusOf(
      { ...location, settings },
      await publicMessageCapReached(tx, location.companyId, now),
    );
  });
}
