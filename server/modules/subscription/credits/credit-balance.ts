import { and, eq, gt, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CreditType } from '../../../../src/domain/contract/subscription';
import type { Db, Tx } from '../../../db/client';
import { creditEntries } from '../../../db/schema';

export const GRANT_KINDS = ['plan', 'purchase'] as const;

/** Condition: a grant of this company and type that is valid at `now` (a value or a placeholder). */
export function validGrants(companyId: number | AnyPgColumn, type: CreditType, now: Date | SQLWrapper): SQL {
  return and(
    eq(creditEntries.companyId, companyId),
    eq(creditEntries.type, type),
    inArray(creditEntries.kind, [...GRANT_KINDS]),
    lte(creditEntries.validFrom, now),
    gt(creditEntries.expiresAt, now),
  ) as SQL;
}

/**
 * What a valid grant has left: its amount plus the spends (negative) and refunds drawn on it.
 * Written with qualified names: drizzle leaves select-list columns unqualified, and an
 * unqualified "id" inside the subquery would mean the subquery's own row.
 */
const remainingOfGrant = sql<number>`"credit_entries"."amount" + coalesce((
  select sum(drawn.amount) from "credit_entries" as drawn where drawn.grant_id = "credit_entries"."id"
), 0)`;

export interface CreditTotals {
  /** Credits granted by the grants valid now. */
  total: number;
  /** Credits of those grants already spent (net of refunds). */
  used: number;
}

/** Totals of one credit type for a company, from the ledger (the balance is total − used). */
export async function creditTotals(
  db: Db | Tx,
  companyId: number,
  type: CreditType,
  now: Date,
): Promise<CreditTotals> {
  const [row] = await db
    .select({
      total: sql<string | null>`sum("credit_entries"."amount")`,
      remaining: sql<string | null>`sum(${remainingOfGrant})`,
    })
    .from(creditEntries)
    .where(validGrants(companyId, type, now));
  const total = Number(row?.total ?? 0);
  return { total, used: total - Number(row?.remaining ?? 0) };
}

/** The remaining credits of each valid grant, soonest to expire first (the order they are spent in). */
export function remainingByGrant(tx: Db | Tx, companyId: number, type: CreditType, now: Date) {
  return tx
    .select({ id: creditEntries.id, remaining: remainingOfGrant, expiresAt: creditEntries.expiresAt })
    .from(creditEntries)
    .where(validGrants(companyId, type, now))
    .orderBy(creditEntries.expiresAt, creditEntries.id);
}

/** SQL scalar: the balance of a company (given as a column or a value) for one credit type. */
export function balanceSql(
  companyId: number | AnyPgColumn,
  type: CreditType,
  now: Date | SQLWrapper,
): SQL<string | null> {
  return sql<
    string | null
  >`(select sum(${remainingOfGrant}) from ${creditEntries} where ${validGrants(companyId, type, now)})`;
}
