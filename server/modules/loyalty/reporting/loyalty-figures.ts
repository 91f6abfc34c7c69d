import { type SQL, sql } from 'drizzle-orm';
import type { ReportHeader } from '../../../../src/domain/contract/report';
import { loyaltyRewards, loyaltyStamps, loyaltyTransactions as t } from '../../../db/schema';
import { amount, qualified, whole } from '../../reporting/report-sql';
import { pesos } from '../../shop/pesos';

/** A transaction that counts as a sale: an active one (canceled ones are only counted). */
export const isSale = sql`${t.status} = 'active'`;

const givesStamp = sql`exists (select 1 from ${loyaltyStamps} where ${loyaltyStamps.transactionId} = ${qualified(t.id)})`;
const redeemsReward = sql`exists (select 1 from ${loyaltyRewards} where ${loyaltyRewards.redeemedTransactionId} = ${qualified(t.id)})`;

interface Figure {
  title: string;
  type: Extract<ReportHeader['type'], 'number' | 'money'>;
  /** The figure over a group of transactions (a day, a customer or the whole period). */
  column: SQL<number> | SQL<string>;
}

/** Every figure of the loyalty reports; each report lists the ones it shows. Footers sum them. */
export const FIGURES = {
  transactions: {
    title: 'Transacciones',
    type: 'number',
    column: whole(sql`count(*) filter (where ${isSale})`),
  },
  sales: {
    title: 'Ventas',
    type: 'money',
    column: amount(sql`sum(${t.saleAmount}) filter (where ${isSale})`),
  },
  earned: {
    title: 'Cashback otorgado',
    type: 'money',
    column: amount(sql`sum(${t.earnedAmount}) filter (where ${isSale})`),
  },
  used: {
    title: 'Monedero usado',
    type: 'money',
    column: amount(sql`sum(${t.withdrawAmount}) filter (where ${isSale})`),
  },
  canceled: {
    title: 'Canceladas',
    type: 'number',
    column: whole(sql`count(*) filter (where ${t.status} = 'canceled')`),
  },
  stamps: {
    title: 'Sellos',
    type: 'number',
    column: whole(sql`count(*) filter (where ${isSale} and ${givesStamp})`),
  },
  completed: {
    title: 'Tarjetas completadas',
    type: 'number',
    column: whole(sql`count(*) filter (where ${isSale} and ${t.completedCard})`),
  },
  redeemed: {
    title: 'Premios canjeados',
    type: 'number',
    column: whole(sql`count(*) filter (where ${isSale} and ${redeemsReward})`),
  },
} as const satisfies Record<string, Figure>;

export type FigureKey = keyof typeof FIGURES;

/** The SELECT columns of the given figures. */
export const figureColumns = (keys: readonly FigureKey[]): Record<string, SQL<number> | SQL<string>> =>
  Object.fromEntries(keys.map((key) => [key, FIGURES[key].column]));

/** The figures of one result row as the report shows them (money in pesos, two decimals). */
export function figureValues(
  keys: readonly FigureKey[],
  row: Record<string, unknown>,
): Record<string, number> {
  return Object.fromEntries(
    keys.map((key) => {
      const raw = String(row[key] ?? 0);
      return [key, FIGURES[key].type === 'money' ? pesos(raw).toNumber() : Number(raw)];
    }),
  );
}
