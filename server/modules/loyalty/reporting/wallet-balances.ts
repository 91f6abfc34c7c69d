import { and, eq, gt, inArray, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loyaltyCards, loyaltyPrograms, loyaltyWalletLots } from '../../../db/schema';
import { pesos } from '../../shop/pesos';

const remaining = sql<string>`coalesce(sum(${loyaltyWalletLots.remaining}), 0)::text`;

/** Unexpired lots of live cashback programs (a canceled program's balance reads 0) of some customers. */
const liveLots = (customers: SQL, now: Date) =>
  and(
    customers,
    eq(loyaltyPrograms.type, 'cashback'),
    ne(loyaltyPrograms.status, 'canceled'),
    gt(loyaltyWalletLots.expiresAt, now),
  );

const lotsOf = <Fields extends Parameters<Db['select']>[0]>(db: Db, fields: NonNullable<Fields>) =>
  db
    .select(fields)
    .from(loyaltyWalletLots)
    .innerJoin(loyaltyCards, eq(loyaltyCards.id, loyaltyWalletLots.cardId))
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, loyaltyCards.programId));

/** Each customer's wallet balance now, over all their cashback cards (customers without one: absent). */
export async function balancesByContact(
  db: Db,
  contactIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  if (contactIds.length === 0) return new Map();
  const rows = await lotsOf(db, { contactId: loyaltyCards.contactId, balance: remaining })
    .where(liveLots(inArray(loyaltyCards.contactId, contactIds), now))
    .groupBy(loyaltyCards.contactId);
  return new Map(rows.map((row) => [row.contactId, pesos(row.balance).toNumber()]));
}

/** The wallet balances now of the customers a subquery selects (their contact ids), summed. */
export async function balancesTotal(db: Db, customers: SQLWrapper, now: Date): Promise<number> {
  const [row] = await lotsOf(db, { balance: remaining }).where(
    liveLots(inArray(loyaltyCards.contactId, customers), now),
  );
  return pesos(row?.balance ?? 0).toNumber();
}
