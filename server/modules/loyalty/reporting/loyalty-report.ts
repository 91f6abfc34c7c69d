import { and, asc, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { LoyaltyProgramType, LoyaltyReportBody } from '../../../../src/domain/contract/loyalty';
import type { Report } from '../../../../src/domain/contract/report';
import type { Db } from '../../../db/client';
import { contacts, loyaltyTransactions as t } from '../../../db/schema';
import { zonedDay } from '../../reporting/report-sql';
import { reportAnswer, reportHeader } from '../../reporting/report-table';
import { FIGURES, type FigureKey, figureColumns, figureValues, isSale } from './loyalty-figures';
import { type LoyaltyReportScope, loyaltyPeriod } from './loyalty-report-period';
import { balancesByContact, balancesTotal } from './wallet-balances';

/** What one loyalty report shows: the program type and its figure columns, in order. */
export interface LoyaltyReportSpec {
  type: LoyaltyProgramType;
  figures: readonly FigureKey[];
}

const figureHeaders = (keys: readonly FigureKey[], totals: Record<string, number>) =>
  keys.map((key) =>
    reportHeader(
      {
        key,
        title: FIGURES[key].title,
        type: FIGURES[key].type,
        aggregate: { type: 'sum', value: totals[key] ?? 0 },
      },
      'right',
    ),
  );

/**
 * One row per local date with any transaction of the type, oldest first; canceled transactions
 * are only counted. The footer aggregates the whole period, not only the page.
 */
export async function loyaltyReportByDate(
  db: Db,
  scope: LoyaltyReportScope,
  body: LoyaltyReportBody,
  spec: LoyaltyReportSpec,
): Promise<Report> {
  const period = loyaltyPeriod(scope, spec.type, body.filters);
  const day = zonedDay(sql`${t.createdAt}`, scope.timeZone);
  const columns = figureColumns(spec.figures);
  const [[totals], rows] = await Promise.all([
    db
      .select({ ...columns, days: countDistinct(day) })
      .from(t)
      .where(period),
    db
      .select({ ...columns, date: day })
      .from(t)
      .where(period)
      .groupBy(day)
      .orderBy(asc(day))
      .limit(body.limit)
      .offset(body.offset),
  ]);
  const days = Number(totals?.days ?? 0);
  const headers = [
    reportHeader(
      { key: 'date', title: 'Fecha', type: 'date', aggregate: { type: 'count', value: days } },
      'left',
    ),
    ...figureHeaders(spec.figures, figureValues(spec.figures, totals ?? {})),
  ];
  const data = rows.map((row) => ({ date: row.date, ...figureValues(spec.figures, row) }));
  return reportAnswer(headers, data, days, body);
}

/**
 * One row per customer with active transactions of the type in the period, highest sales first;
 * with `balance`, their wallet balance now ('Saldo actual', summed over every listed customer).
 */
export async function loyaltyReportByUser(
  db: Db,
  scope: LoyaltyReportScope,
  body: LoyaltyReportBody,
  spec: LoyaltyReportSpec & { balance: boolean },
): Promise<Report> {
  const period = and(loyaltyPeriod(scope, spec.type, body.filters), isSale);
  const columns = figureColumns(spec.figures);
  const customers = db.selectDistinct({ id: t.contactId }).from(t).where(period);
  const [[totals], rows, balanceTotal] = await Promise.all([
    db
      .select({ ...columns, customers: countDistinct(t.contactId) })
      .from(t)
      .where(period),
    db
      .select({ ...columns, contactId: t.contactId, name: contacts.name, phone: contacts.phone })
      .from(t)
      .innerJoin(contacts, eq(contacts.id, t.contactId))
      .where(period)
      .groupBy(t.contactId, contacts.name, contacts.phone)
      .orderBy(desc(sql`sum(${t.saleAmount})`), asc(contacts.name), asc(t.contactId))
      .limit(body.limit)
      .offset(body.offset),
    spec.balance ? balancesTotal(db, customers, scope.now) : null,
  ]);
  const balances = spec.balance
    ? await balancesByContact(
        db,
        rows.map((row) => row.contactId),
        scope.now,
      )
    : null;
  const count = Number(totals?.customers ?? 0);
  const headers = [
    reportHeader(
      { key: 'name', title: 'Cliente', type: 'string', aggregate: { type: 'count', value: count } },
      'left',
    ),
    reportHeader({ key: 'phone', title: 'Teléfono', type: 'string', aggregate: null }, 'left'),
    ...figureHeaders(spec.figures, figureValues(spec.figures, totals ?? {})),
    ...(balanceTotal === null
      ? []
      : [
          reportHeader(
            {
              key: 'balance',
              title: 'Saldo actual',
              type: 'money',
              aggregate: { type: 'sum', value: balanceTotal },
            },
            'right',
          ),
        ]),
  ];
  const data = rows.map((row) => ({
    name: row.name,
    phone: row.phone,
    ...figureValues(spec.figures, row),
    ...(balances ? { balance: balances.get(row.contactId) ?? 0 } : {}),
  }));
  return reportAnswer(headers, data, count, body);
}
