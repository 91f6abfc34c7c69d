import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ShopStatus, ShopStatusData } from '../../../src/domain/contract/shop';
import { receptionMode } from '../../../src/domain/rules/order-status';
import { createZonedIsoFormatter } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { sales } from '../../db/schema';
import { publicMessageCapReached } from '../messaging/public-message-caps';
import { selectOrdersJson, toOrder } from './order-view';
import { isShopSetUp, type ShopLocation, shopLocation } from './shop-location';

/** Orders the kitchen still has to handle (02 §3: queued or confirmed). */
export const ACTIVE_ORDER_STATUSES = ['queued', 'confirmed'] as const;

/**
 * The shop status of 02 §3 from the location's settings, setup and balance, and whether the
 * company reached today's cap of messages from the public pages (publicMessageCapReached).
 */
export function shopStatusOf(location: ShopLocation, publicMessagesCapped: boolean): ShopStatus {
  const { settings } = location;
  return {
    reception: receptionMode(settings),
    pickup_enabled: settings.pickup_enabled,
    delivery_enabled: settings.delivery_enabled,
    processing_mins_avg: settings.processing_mins_avg,
    shipping_mins_avg: settings.shipping_mins_avg,
    notifications_enabled: settings.notifications_enabled,
    has_balance: location.hasBalance,
    public_messages_capped: publicMessagesCapped,
    setup: isShopSetUp(location),
    timezone: location.timeZone,
  };
}

/**
 * GET /v1/pos/staff/order/status-data: the shop's status and every active order of the location,
 * oldest first (a scheduled order by the time it is due), in two queries: the status, then the
 * orders with their items as one JSON value.
 */
export async function shopStatusData(
  db: Db,
  input: { locationId: number; now: Date; origin: string },
): Promise<ShopStatusData> {
  const location = await shopLocation(db, input.locationId, input.now);
  const rows = await selectOrdersJson(
    db,
    and(eq(sales.locationId, input.locationId), inArray(sales.status, [...ACTIVE_ORDER_STATUSES])),
    sql`coalesce(${sales.scheduledTo}, ${sales.placedAt}) asc, ${sales.id} asc`,
  );
  const iso = createZonedIsoFormatter(location.timeZone);
  return {
    status: shopStatusOf(location, await publicMessageCapReached(db, location.companyId, input.now)),
    list: rows.map((row) => toOrder(row, { iso, origin: input.origin })),
  };
}
