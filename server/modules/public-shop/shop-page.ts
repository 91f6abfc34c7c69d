import type { PublicShop } from '../../../src/domain/contract/public-shop';
import type { Db } from '../../db/client';
import { openDeliveryTypes, type ShopLocation } from './shop-location';
import { publicMenu, shopMenu } from './shop-menu';

/** GET /v1/public/shop/{username}: the location, what it takes now, its averages and its menu. */
export async function publicShopPage(db: Db, location: ShopLocation): Promise<PublicShop> {
  const menu = await shopMenu(db, location);
  const open = openDeliveryTypes(location.settings, menu.products.length > 0);
  return {
    location: {
      name: location.name,
      username: location.username,
      thumb_url: location.thumbUrl,
      address: location.address,
      timezone: location.timeZone,
    },
    pickup_enabled: open.pickup,
    delivery_enabled: open.delivery,
    processing_mins_avg: location.settings.processing_mins_avg,
    shipping_mins_avg: location.settings.shipping_mins_avg,
    ...publicMenu(menu),
  };
}
