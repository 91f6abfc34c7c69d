import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PublicProfile } from '../../../src/domain/contract/location-profile';
import { PUBLIC_WAITLIST_MESSAGES } from '../../../src/domain/contract/public-waitlist';
import { DEFAULT_SHOP_SETTINGS, DEFAULT_WAITLIST_SETTINGS } from '../../../src/domain/contract/settings';
import { DEFAULT_DESIGN } from '../../../src/domain/rules/location-profile';
import type { Db } from '../../db/client';
import { locationHours, locations, loyaltyPrograms, shopSettings, waitlistSettings } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { pageColumns } from './location-profile-store';

async function activeLocation(db: Db, username: string) {
  const [row] = await db
    .select({
      id: locations.id,
      companyId: locations.companyId,
      status: locations.status,
      ...pageColumns,
      waitlist: waitlistSettings.settings,
      shop: shopSettings.settings,
    })
    .from(locations)
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, locations.id))
    .leftJoin(shopSettings, eq(shopSettings.locationId, locations.id))
    .where(eq(locations.username, username))
    .limit(1);
  if (row?.status !== 'active') throw new NotFoundError(PUBLIC_WAITLIST_MESSAGES.businessNotFound);
  return row;
}

/**
 * GET /v1/public/profile/{username}: the business's public page. Only what a customer may see:
 * the enabled social links, blocks and links, the location's own hours (never a person's), which
 * customer pages are open; no ids and no staff.
 */
export async function publicProfile(db: Db, username: string): Promise<PublicProfile> {
  const row = await activeLocation(db, username);
  const hours = await db
    .select({
      open_time: locationHours.openTime,
      close_time: locationHours.closeTime,
      days_of_week: locationHours.daysOfWeek,
    })
    .from(locationHours)
    .where(and(eq(locationHours.locationId, row.id), isNull(locationHours.userId)))
    .orderBy(asc(locationHours.openTime), asc(locationHours.id));
  const [program] = await db
    .select({ id: loyaltyPrograms.id })
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.companyId, row.companyId), eq(loyaltyPrograms.status, 'active')))
    .limit(1);
  const waitlist = row.waitlist ?? { ...DEFAULT_WAITLIST_SETTINGS, enabled: false };
  const shop = row.shop ?? { ...DEFAULT_SHOP_SETTINGS, order_reception_channel: null };
  return {
    name: row.name,
    username: row.username,
    description: row.description,
    image_url: row.imageUrl,
    phone: row.phone,
    address: row.address,
    zip_code: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    social_links: row.socialLinks.filter((link) => link.enabled),
    pages: row.pages.map((page) => ({
      blocks: page.blocks
        .filter((block) => block.enabled)
        .map((block) =>
          block.type === 'links' ? { ...block, links: block.links.filter((link) => link.enabled) } : block,
        ),
    })),
    design: row.design ?? DEFAULT_DESIGN,
    hours,
    open: {
      waitlist: waitlist.enabled && waitlist.waitlist.public_enabled,
      booking: waitlist.booking.public_enabled,
      order: shop.order_reception_channel !== null && (shop.pickup_enabled || shop.delivery_enabled),
      loyalty: program !== undefined,
    },
  };
}

/** The stored logo's bytes and type, or 404 when the business has none. */
export async function publicLogo(db: Db, username: string): Promise<{ type: string; bytes: Buffer }> {
  const [row] = await db
    .select({ data: locations.logoData, type: locations.logoType, status: locations.status })
    .from(locations)
    .where(eq(locations.username, username))
    .limit(1);
  if (row?.status !== 'active' || !row.data || !row.type) throw new NotFoundError();
  return { type: row.type, bytes: Buffer.from(row.data, 'base64') };
}
