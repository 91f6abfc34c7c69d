// Loyalty transactions written straight into the tables with the ledger rows they left (for the
// reports and the card page, which only read them). Programs, customers and cards: loyalty-fixtures.
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import {
  type loyaltyCards,
  loyaltyPrograms,
  loyaltyRewards,
  loyaltyStamps,
  loyaltyTransactions,
  loyaltyWalletLots,
} from '../../../server/db/schema';

type Card = typeof loyaltyCards.$inferSelect;

let sequence = 0;
const FAR_FUTURE = new Date('2099-01-01T00:00:00Z');

function one<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('row not inserted');
  return row;
}

export type NewTransaction = Partial<typeof loyaltyTransactions.$inferInsert> & {
  locationId: number;
  saleAmount: number;
  createdAt: Date;
  /** Cashback: what is left of the lot it earned (default all of it) and when the lot expires. */
  lotRemaining?: number;
  lotExpiresAt?: Date;
  /** Stamp card: the transaction gave a stamp. */
  stamp?: boolean;
};

/** A transaction of the card's program (active unless told) with its lot or stamp; returns its id. */
export async function insertTransaction(db: Db, card: Card, values: NewTransaction): Promise<number> {
  const { lotRemaining, lotExpiresAt = FAR_FUTURE, stamp = false, ...transaction } = values;
  const program = one(
    await db
      .select({ type: loyaltyPrograms.type })
      .from(loyaltyPrograms)
      .where(eq(loyaltyPrograms.id, card.programId)),
  );
  sequence += 1;
  const row = one(
    await db
      .insert(loyaltyTransactions)
      .values({
        companyId: card.companyId,
        programId: card.programId,
        cardId: card.id,
        contactId: card.contactId,
        code: `R${process.pid % 1000}X${sequence}`,
        type: program.type,
        inputMethod: 'phone',
        ...transaction,
      })
      .returning({ id: loyaltyTransactions.id, earned: loyaltyTransactions.earnedAmount }),
  );
  if (row.earned > 0 && (transaction.status ?? 'active') === 'active') {
    await db.insert(loyaltyWalletLots).values({
      companyId: card.companyId,
      cardId: card.id,
      transactionId: row.id,
      amount: row.earned,
      remaining: lotRemaining ?? row.earned,
      expiresAt: lotExpiresAt,
      createdAt: values.createdAt,
    });
  }
  if (stamp) {
    await db.insert(loyaltyStamps).values({
      companyId: card.companyId,
      cardId: card.id,
      transactionId: row.id,
      expiresAt: FAR_FUTURE,
      createdAt: values.createdAt,
    });
  }
  return row.id;
}

/**
 * The reward of a card completed by `transactionId` (it holds the card's free stamps up to that
 * transaction), redeemed by `redeemedBy` when given.
 */
export async function insertReward(
  db: Db,
  card: Card,
  transactionId: number,
  redeemedBy: number | null = null,
): Promise<number> {
  const reward = one(
    await db
      .insert(loyaltyRewards)
      .values({
        companyId: card.companyId,
        cardId: card.id,
        transactionId,
        expiresAt: FAR_FUTURE,
        redeemedTransactionId: redeemedBy,
        redeemedAt: redeemedBy === null ? null : new Date(),
      })
      .returning({ id: loyaltyRewards.id }),
  );
  await db
    .update(loyaltyStamps)
    .set({ rewardId: reward.id })
    .where(
      and(
        eq(loyaltyStamps.cardId, card.id),
        isNull(loyaltyStamps.rewardId),
        lte(loyaltyStamps.transactionId, transactionId),
      ),
    );
  return reward.id;
}
