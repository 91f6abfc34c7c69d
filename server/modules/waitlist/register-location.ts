import { eq, type SQL } from 'drizzle-orm';
import { DEFAULT_WAITLIST_SETTINGS, type WaitlistSettings } from '../../../src/domain/contract/settings';
import type { Db } from '../../db/client';
import { locations, waitlistSettings } from '../../db/schema';

/** What a registration needs of its location: tenancy, name and zone for the message, the rules. */
export interface RegistrationLocation {
  id: number;
  companyId: number;
  name: string;
  username: string;
  thumbUrl: string | null;
  timeZone: string;
  status: (typeof locations.$inferSelect)['status'];
  settings: WaitlistSettings;
}

/**
 * The location matching `where` (by id for the host, by username for the public page), or null.
 * A location never configured answers the default settings with reception off.
 */
export async function registrationLocation(db: Db, where: SQL): Promise<RegistrationLocation | null> {
  const [row] = await db
    .select({
      id: locations.id,
      companyId: locations.companyId,
      name: locations.name,
      username: locations.username,
      thumbUrl: locations.thumbUrl,
      timeZone: locations.timezone,
      status: locations.status,
      settings: waitlistSettings.settings,
    })
    .from(locations)
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, locations.id))
    .where(where)
    .limit(1);
  if (!row) return null;
  return { ...row, settings: row.settings ?? { ...DEFAULT_WAITLIST_SETTINGS, enabled: false } };
}
