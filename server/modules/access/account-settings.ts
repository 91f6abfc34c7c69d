import { eq, sql } from 'drizzle-orm';
import type { AccountSettings } from '../../../src/domain/contract/access';
import type { HoursEntry } from '../../../src/domain/contract/hours';
import type { Db } from '../../db/client';
import { locationHours, locations, shopSettings, waitlistSettings } from '../../db/schema';
import type { AuthSession } from '../../http/auth/auth-session';
import { locationPublicUrl } from '../../http/public-urls';
import { locationLinks } from './account-links';

/** The location's own hours (not an employee's), oldest first, as the settings carry them. */
const locationHoursJson = sql<HoursEntry[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${locationHours.id}, 'open_time', ${locationHours.openTime}, 'close_time', ${locationHours.closeTime},
    'days_of_week', ${locationHours.daysOfWeek}, 'types', ${locationHours.types}
  ) order by ${locationHours.id})
  from ${locationHours}
  where ${locationHours.locationId} = ${locations.id} and ${locationHours.userId} is null
), '[]'::json)`;

/**
 * GET /v1/user/account/settings: who is signed in and the current location's configuration
 * (01 §3.1). The user comes with the session; the location, its settings and hours are one query.
 */
export async function accountSettings(db: Db, auth: AuthSession, origin: string): Promise<AccountSettings> {
  const empty = {
    location: null,
    location_hours: [],
    waitlist_settings: null,
    shop_settings: null,
    links: [],
  };
  if (auth.locationId === null) return { user: auth.user, roles: [], ...empty };

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
      hours: locationHoursJson,
    })
    .from(locations)
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, locations.id))
    .leftJoin(shopSettings, eq(shopSettings.locationId, locations.id))
    .where(eq(locations.id, auth.locationId))
    .limit(1);
  if (!location) return { user: auth.user, roles: [], ...empty };

  return {
    user: auth.user,
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
    location_hours: location.hours,
    waitlist_settings: location.waitlist,
    shop_settings: location.shop,
    links: locationLinks(origin, location.username, location.waitlist),
  };
}
