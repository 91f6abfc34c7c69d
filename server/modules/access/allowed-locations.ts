import { and, asc, eq } from 'drizzle-orm';
import type { AllowedLocation } from '../../../src/domain/contract/access';
import type { Db } from '../../db/client';
import { companies, locations, memberships } from '../../db/schema';

/** The locations the user has a membership in, grouped by company for 'Tus negocios'. */
export async function allowedLocations(
  db: Db,
  userId: number,
  currentLocationId: number | null,
): Promise<AllowedLocation[]> {
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      company_id: companies.id,
      company_name: companies.name,
      username: locations.username,
    })
    .from(memberships)
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .innerJoin(companies, eq(companies.id, locations.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(companies.name), asc(locations.name), asc(locations.id));
  return rows.map((row) => ({ ...row, is_current: row.id === currentLocationId }));
}

/** True when the user may work at the location. */
export async function hasMembership(db: Db, userId: number, locationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.locationId, locationId)))
    .limit(1);
  return row !== undefined;
}
