import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AccountSettings } from '../../../src/domain/contract/access';
import type { Db } from '../../db/client';
import { locationHours, locations, shopSettings, users, waitlistSettings } from '../../db/schema';
import type { AuthSession } from '../../http/auth/auth-session';
import { NotFoundError } from '../../http/errors';
import { locationPublicUrl } from '../../http/public-urls';
import { locationLinks } from './account-links';

/** GET /v1/user/account/settings: who is signed in and the current location's configuration (01 §3.1). */
export async function accountSettings(db: Db, auth: AuthSession, origin: string): Promise<AccountSettings> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      name: users.name,
      phone_verified: users.phoneVerified,
      email_verified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, auth.userId))
    .limit(1);
  if (!user) throw new NotFoundError();

  const empty = {
    location: null,
    location_hours: [],
    waitlist_settings: null,
    shop_settings: null,
    links: [],
  };
  if (auth.locationId === null) return { user, roles: [], ...empty };

  const [location] = await db
    .select({
      id: locations.id,
      companyId: locations.companyId,
      username: locations.username,
      name: locations.name,
      timezone: locations.timezone,
      thumbUrl: locations.thumbUrl,
      imageUrl: locations.imageUrl,
      waitlist: waitlistSettings.settings,
      shop: shopSettings.settings,
    })
    .from(locations)
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, locations.id))
    .leftJoin(shopSettings, eq(shopSettings.locationId, locations.id))
    .where(eq(locations.id, auth.locationId))
    .limit(1);
  if (!location) return { user, roles: [], ...empty };

  const hours = await db
    .select({
      id: locationHours.id,
      open_time: locationHours.openTime,
      close_time: locationHours.closeTime,
      days_of_week: locationHours.daysOfWeek,
      types: locationHours.types,
    })
    .from(locationHours)
    .where(and(eq(locationHours.locationId, location.id), isNull(locationHours.userId)))
    .orderBy(asc(locationHours.id));

  return {
    user,
    roles: auth.roles,
    location: {
      id: location.id,
      company_id: location.companyId,
      username: location.username,
      url: locationPublicUrl(origin, location.username),
      thumb_url: location.thumbUrl,
      image_url: location.imageUrl,
      name: location.name,
      timezone: location.timezone,
    },
    location_hours: hours,
    waitlist_settings: location.waitlist,
    shop_settings: location.shop,
    links: locationLinks(origin, location.username, location.waitlist),
  };
}
