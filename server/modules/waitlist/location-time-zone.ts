import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { NotFoundError } from '../../http/errors';

/** The IANA zone the location's times are shown in. */
export async function locationTimeZone(db: Db, locationId: number): Promise<string> {
  const [row] = await db
    .select({ timezone: locations.timezone })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!row) throw new NotFoundError();
  return row.timezone;
}
