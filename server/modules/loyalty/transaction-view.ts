import { eq, type SQL, sql } from 'drizzle-orm';
import type { LoyaltyTransaction } from '../../../src/domain/contract/loyalty';
import type { Db, Tx } from '../../db/client';
import { contacts, loyaltyPrograms, loyaltyRewards, loyaltyTransactions, users } from '../../db/schema';

/** Transactions matching `where`, in `orderBy`, with what lists and the detail show of them. */
export function selectTransactions(db: Db | Tx, where: SQL | undefined, orderBy: SQL[]) {
  return db
    .select({
      transaction: loyaltyTransactions,
      programName: loyaltyPrograms.name,
      contactName: contacts.name,
      contactPhone: contacts.phone,
      userName: users.name,
      redeemedReward: sql<boolean>`exists (select 1 from ${loyaltyRewards} where ${loyaltyRewards.redeemedTransactionId} = ${loyaltyTransactions.id})`,
    })
    .from(loyaltyTransactions)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, loyaltyTransactions.programId))
    .innerJoin(contacts, eq(contacts.id, loyaltyTransactions.contactId))
    .leftJoin(users, eq(users.id, loyaltyTransactions.userId))
    .where(where)
    .orderBy(...orderBy);
}

export type TransactionRow = Awaited<ReturnType<typeof selectTransactions>>[number];

/** A transaction as the API answers it (01 §3.4), instants as ISO strings. */
export function transactionView(row: TransactionRow): LoyaltyTransaction {
  const t = row.transaction;
  return {
    id: t.id,
    code: t.code,
    status: t.status,
    created_at: t.createdAt.toISOString(),
    type: t.type,
    sale_amount: t.saleAmount,
    reference: t.reference,
    input_method: t.inputMethod,
    program: { id: t.programId, name: row.programName },
    contact: { id: t.contactId, name: row.contactName, phone: row.contactPhone },
    user: t.userId === null || row.userName === null ? null : { id: t.userId, name: row.userName },
    cashback:
      t.type === 'cashback'
        ? { amount: t.earnedAmount, used: t.withdrawAmount, percentage: t.percentage ?? 0 }
        : null,
    stampcard:
      t.type === 'stampcard'
        ? {
            current_quantity: t.currentQuantity ?? 0,
            required_quantity: t.requiredQuantity ?? 0,
            completed: t.completedCard,
            redeemed_reward: row.redeemedReward,
          }
        : null,
    canceled_at: t.canceledAt?.toISOString() ?? null,
  };
}
