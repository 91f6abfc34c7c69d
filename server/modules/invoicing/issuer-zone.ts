import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import type { CompanyTenant } from './invoicing-deps';

const MEXICO_CITY = 'America/Mexico_City';

/**
 * The issuer's time zone, in which a CFDI's dates are written (local time, no offset): its
 * first location's, the one the company was created with; Mexico City's when it has none.
 */
export async function issuerTimeZone(db: Db, tenant: CompanyTenant): Promise<string> {
  const [location] = await db
    .select({ timezone: locations.timezone })
    .from(locations)
    .where(eq(locations.companyId, tenant.companyId))
    .orderBy(asc(locations.id))
    .limit(1);
  return location?.timezone ?? MEXICO_CITY;
}
