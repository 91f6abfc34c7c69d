import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AccountSettings } from '../../../src/domain/contract/access';
import type { HoursEntry } from '../../../src/domain/contract/hours';
import type { Db } from '../../db/client';
import { locationHours, locations, shopSettings, waitlistSettings } from '../../db/schema';
import type { AuthSession } from '../../http/auth/auth-session';
import { CompressedPrefix } from '../../http/compressed-prefix';
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
 * A version of every row the location's part of the settings comes from: the location, its
 * waitlist and shop settings (PostgreSQL's xmin: every insert or update writes the row anew with
 * its transaction's id) and its hours (how many, and the sum of their xmin, so an added, changed
 * or removed row moves it). Same version, same rows, on any number of processes.
 */
function settingsVersion(locationId: number | Placeholder): SQL<string> {
  return sql<string>`concat(
    (select l.xmin::text from locations l where l.id = ${locationId}), ':',
    coalesce((select w.xmin::text from waitlist_settings w where w.location_id = ${locationId}), '-'), ':',
    coalesce((select s.xmin::text from shop_settings s where s.location_id = ${locationId}), '-'), ':',
    (select count(*)::text || '.' || coalesce(sum(h.xmin::text::bigint), 0)::text
       from location_hours h where h.location_id = ${locationId}))`;
}

type LocationPart = Omit<AccountSettings, 'user' | 'roles'>;

const NO_LOCATION: LocationPart = {
  location: null,
  location_hours: [],
  waitlist_settings: null,
  shop_settings: null,
  links: [],
};

/** A location's part of the settings as last read, for which origin, and the version of its rows. */
interface LocationRead {
  version: string;
  origin: string;
  part: LocationPart;
}

/**
 * Per app: each location's part as last read (one per location), and for each resolved session
 * the answer last sent to it, serialized and compressed, with the read it was made from. A
 * session's user and roles change only with a new resolved session (the session cache), so a
 * session whose location part did not change is answered with the same bytes.
 */
export class AccountSettingsCache {
  readonly locations = new Map<number, LocationRead>();
  readonly answers = new WeakMap<AuthSession, { read: LocationRead; body: CompressedPrefix }>();
  /** The version query, built once: it runs on every call. */
  readonly version;

  constructor(db: Db) {
    this.version = db
      .select({ version: settingsVersion(sql.placeholder('locationId')) })
      .from(locations)
      .where(eq(locations.id, sql.placeholder('locationId')))
      .prepare('account_settings_version');
  }
}

/** The location, its settings and hours in one query, with the version of the rows read. */
async function readLocation(db: Db, locationId: number, origin: string): Promise<LocationRead | undefined> {
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
      version: settingsVersion(locationId),
    })
    .from(locations)
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, locations.id))
    .leftJoin(shopSettings, eq(shopSettings.locationId, locations.id))
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!location) return undefined;
  return {
    version: location.version,
    origin,
    part: {
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
    },
  };
}

/**
 * The location's part of the settings: the last read while its rows' version is the same (one
 * single-value query), read again when any of them changed, whoever wrote it.
 */
async function locationPart(
  db: Db,
  cache: AccountSettingsCache,
  locationId: number,
  origin: string,
): Promise<LocationRead | undefined> {
  const cached = cache.locations.get(locationId);
  if (cached?.origin === origin) {
    const [current] = await cache.version.execute({ locationId });
    if (current?.version === cached.version) return cached;
  }
  const read = await readLocation(db, locationId, origin);
  if (read) cache.locations.set(locationId, read);
  else cache.locations.delete(locationId);
  return read;
}

/**
 * GET /v1/user/account/settings: who is signed in and the current location's configuration
 * (01 §3.1), as the JSON bytes of the answer. The user and roles come with the session; the
 * location's part is re-read only when its rows changed, and an unchanged answer to the same
 * session is sent as the bytes (and compressed bytes) it was the last time.
 */
export async function accountSettingsAnswer(
  db: Db,
  cache: AccountSettingsCache,
  auth: AuthSession,
  origin: string,
): Promise<CompressedPrefix> {
  const read = auth.locationId === null ? undefined : await locationPart(db, cache, auth.locationId, origin);
  const sent = cache.answers.get(auth);
  if (read && sent?.read === read) return sent.body;
  const settings: AccountSettings = read
    ? { user: auth.user, roles: auth.roles, ...read.part }
    : { user: auth.user, roles: [], ...NO_LOCATION };
  const body = new CompressedPrefix(JSON.stringify({ data: settings }));
  if (read) cache.answers.set(auth, { read, body });
  return body;
}
