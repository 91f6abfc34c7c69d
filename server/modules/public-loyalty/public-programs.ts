import { and, asc, eq } from 'drizzle-orm';
import type { PublicLoyaltyPrograms } from '../../../src/domain/contract/loyalty';
import type { Db } from '../../db/client';
import { loyaltyPrograms } from '../../db/schema';
import { publicLocation } from '../public-waitlist/public-location';
import { publicProgram } from './public-program';

/**
 * GET /v1/public/loyalty/program/{username}: the active programs of the business behind a public
 * link (programs are company-wide, so every branch shows the same). Unknown or inactive location:
 * 404 'Negocio no encontrado.'.
 */
export async function publicLoyaltyPrograms(db: Db, username: string): Promise<PublicLoyaltyPrograms> {
  const location = await publicLocation(db, username);
  const programs = await db
    .select()
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.companyId, location.companyId), eq(loyaltyPrograms.status, 'active')))
    .orderBy(asc(loyaltyPrograms.id));
  return {
    business: { name: location.name, image_url: location.thumbUrl },
    programs: programs.map(publicProgram),
  };
}
