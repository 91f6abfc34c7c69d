import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { locations } from '../../../server/db/schema';

/** The company of a location: what a fixture inserting the location's rows sets as their company_id. */
export async function companyOf(db: Db, locationId: number): Promise<number> {
  const [location] = await db
    .select({ companyId: locations.companyId })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!location) throw new Error(`fixture: location ${locationId} does not exist`);
  return location.companyId;
}
