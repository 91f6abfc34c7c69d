import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loyaltyPrograms } from '../../db/schema';
import { programNotFound } from './loyalty-errors';
import type { LoyaltyProgramRow } from './program-view';

/** The company's program (another company's or a missing one: 404 'Programa no encontrado.'). */
export async function programOfCompany(
  db: Db | Tx,
  id: number,
  companyId: number,
): Promise<LoyaltyProgramRow> {
  const [row] = await db
    .select()
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.id, id), eq(loyaltyPrograms.companyId, companyId)))
    .limit(1);
  if (!row) throw programNotFound();
  return row;
}
