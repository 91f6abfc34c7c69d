// Loyalty rows written straight into the tables (programs, cards, transactions and their ledger rows).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import {
  contacts,
  loyaltyCards,
  loyaltyPrograms,
  loyaltyRewards,
  loyaltyStamps,
  loyaltyTransactions,
  loyaltyWalletLots,
} from '../../../server/db/schema';

let sequence = 0;
const FAR_FUTURE = new Date('2099-01-01T00:00:00Z');

function one<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('row not inserted');
  return row;
}

export async function insertContact(db: Db, companyId: number, name: string, phone: string): Promise<number> {
  return one(await db.insert(contacts).values({ companyId, name, phone }).returning({ id: contacts.id })).id;
}

export type NewProgram = Partial<typeof loyaltyPrograms.$inferInsert> & {
  companyId: number;
  type: 'cashback' | 'stampcard';
};

export async function insertProgram(db: Db, values: NewProgram): Promise<number> {
  const defaults =
    values.type === 'cashback'
      ? { name: 'Monedero', percentage: 5 }
      : { name: 'Tarjeta', requiredQuantity: 2 };
  return one(
    await db
      .insert(loyaltyPrograms)
      .values({ ...defaults, ...values })
      .returning({ id: loyaltyPrograms.id }),
  ).id;
}

export interface CardRef {
  id: number;
  token: string;
  companyId: number;
  programId: number;
  contactId: number;
  type: 'cashback' | 'stampcard';
}

export async function insertCard(
  db: Db,
  values: { companyId: number; programId: number; contactId: number },
): Promise<CardRef> {
  const token = randomBytes(18).toString('base64url');
  const program = one(
    await db
      .select({ type: loyaltyPrograms.type })
      .from(loyaltyPrograms)
      .where(eq(loyaltyPrograms.id, values.programId)),
  );
  const row = one(
    await db
      .insert(loyaltyCards)
      .values({ ...values, token })
      .returning({ id: loyaltyCards.id }),
  );
  return { ...values, id: row.id, token, type: program.type };
}

export type NewTransaction = Partial<typeof loyaltyTransactions.$inferInsert> & {
  locationId: number;
  saleAmount: number;
  createdAt: Date;
};

/**
 * A transaction on the card with the ledger rows it left: `lot` (cashback: remaining of its earned
 * lot, default all of it, `lotExpiresAt` default far away), `stamp` (stamp card: one stamp).
 */
export async function insertTransaction(
  db: Db,
  card: CardRef,
  values: NewTransaction & { lotRemaining?: number; lotExpiresAt?: Date; stamp?: boolean },
): Promise<number> {
  const { lotRemaining, lotExpiresAt = FAR_FUTURE, stamp = false, ...transaction } = values;
  sequence += 1;
  const row = one(
    await db
      .insert(loyaltyTransactions)
      .values({
        companyId: card.companyId,
        programId: card.programId,
        cardId: card.id,
        contactId: card.contactId,
        code: `T${process.pid % 1000}X${sequence}`,
        type: card.type,
        inputMethod: 'phone',
        ...transaction,
      })
      .returning({ id: loyaltyTransactions.id, earned: loyaltyTransactions.earnedAmount }),
  );
  if (row.earned > 0 && (transaction.status ?? 'active') === 'active') {
    await db.insert(loyaltyWalletLots).values({
      cardId: card.id,
      transactionId: row.id,
      amount: row.earned,
      remaining: lotRemaining ?? row.earned,
      expiresAt: lotExpiresAt,
      createdAt: values.createdAt,
    });
  }
  if (stamp) {
    await db
      .insert(loyaltyStamps)
      .values({ cardId: card.id, transactionId: row.id, expiresAt: FAR_FUTURE, createdAt: values.createdAt });
  }
  return row.id;
}

/**
 * The reward of a card completed by `transactionId` (it holds the card's free stamps up to that
 * transaction), redeemed by `redeemedBy` when given.
 */
export async function insertReward(
  db: Db,
  card: CardRef,
  transactionId: number,
  redeemedBy: number | null = null,
): Promise<number> {
  const reward = one(
    await db
      .insert(loyaltyRewards)
      .values({
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
