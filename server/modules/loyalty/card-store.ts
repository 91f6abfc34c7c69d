import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LOYALTY_MESSAGES } from '../../../src/domain/contract/loyalty';
import type { Db, Tx } from '../../db/client';
import { loyaltyCards } from '../../db/schema';
import { loyaltyRefusal } from './loyalty-errors';
import type { LoyaltyProgramRow } from './program-view';

export type LoyaltyCardRow = typeof loyaltyCards.$inferSelect;

/** The contact's card in the program, if any. */
export async function findCard(
  db: Db | Tx,
  programId: number,
  contactId: number,
): Promise<LoyaltyCardRow | undefined> {
  const [row] = await db
    .select()
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.programId, programId), eq(loyaltyCards.contactId, contactId)))
    .limit(1);
  return row;
}

/**
 * The contact's card in the program, locked until the transaction ends (every change of the
 * customer's ledger locks it first), created on the first transaction. A limited program takes no
 * new customers: 422 programLimited.
 */
export async function lockOrOpenCard(
  tx: Tx,
  program: LoyaltyProgramRow,
  contactId: number,
  now: Date,
): Promise<LoyaltyCardRow> {
  const where = and(eq(loyaltyCards.programId, program.id), eq(loyaltyCards.contactId, contactId));
  const [existing] = await tx.select().from(loyaltyCards).where(where).limit(1).for('update');
  if (existing) return existing;
  if (program.status === 'limited') throw loyaltyRefusal('program_id', LOYALTY_MESSAGES.programLimited);
  await tx
    .insert(loyaltyCards)
    .values({
      companyId: program.companyId,
      programId: program.id,
      contactId,
      token: randomBytes(24).toString('base64url'),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({
      target: [loyaltyCards.companyId, loyaltyCards.programId, loyaltyCards.contactId],
    });
  const [card] = await tx.select().from(loyaltyCards).where(where).limit(1).for('update');
  if (!card) throw new Error('loyalty card not created');
  return card;
}

/** Locks a card by id (cancel locks the card before reading or changing its ledger). */
export async function lockCard(tx: Tx, cardId: number): Promise<void> {
  await tx
    .select({ id: loyaltyCards.id })
    .from(loyaltyCards)
    .where(eq(loyaltyCards.id, cardId))
    .for('update');
}
