import { and, asc, countDistinct, desc, type SQL, sql } from 'drizzle-orm';
import type { Report, ReportBody, ReportHeader } from '../../../../src/domain/contract/report';
import type { ShopSummary } from '../../../../src/domain/contract/shop';
import { createZonedIsoFormatter } from '../../../../src/domain/rules/zoned-time';
import type { Db } from '../../../db/client';
import { sales } from '../../../db/schema';
import { reportHeader as header, reportAnswer } from '../../reporting/report-table';
import { pesos } from '../pesos';
import {
  averageTicket,
  type Figures,
  figureColumns,
  figuresOf,
  isSale,
  periodCondition,
} from './shop-figures';

export interface ReportScope {
  locationId: number;
  timeZone: string;
}

/** The sums and counts over the whole period (the summary and the by-date footer). */
async function periodTotals(db: Db, period: SQL | undefined) {
  const [row] = await db
    .select({ ...figureColumns, days: countDistinct(sales.referenceDate) })
    .from(sales)
    .where(period);
  if (!row) throw new Error('an aggregate without GROUP BY always answers one row');
  return { figures: figuresOf(row), days: Number(row.days) };
}

/** POST /v1/pos/reporting/summary: the headline figures of the period (canceled orders are no sales). */
export async function shopSummary(
  db: Db,
  scope: ReportScope,
  filters: ReportBody['filters'],
): Promise<ShopSummary> {
  const { figures } = await periodTotals(db, periodCondition(scope.locationId, filters));
  return {
    values: [
      { key: 'orders', title: 'Pedidos', type: 'number', value: figures.orders },
      { key: 'total', title: 'Ventas', type: 'money', value: figures.total },
      { key: 'average_ticket', title: 'Ticket promedio', type: 'money', value: figures.average_ticket ?? 0 },
      { key: 'canceled', title: 'Cancelados', type: 'number', value: figures.canceled },
      { key: 'delivery', title: 'A domicilio', type: 'number', value: figures.delivery },
      { key: 'pickup', title: 'Para recoger', type: 'number', value: figures.pickup },
      { key: 'shipping', title: 'Envíos', type: 'money', value: figures.shipping },
    ],
  };
}

/** The by-date report's figure columns, in order, with their footer aggregate. */
const DATE_COLUMNS: readonly {
  key: keyof Figures;
  title: string;
  type: ReportHeader['type'];
  sum: boolean;
}[] = [
  { key: 'orders', title: 'Pedidos', type: 'number', sum: true },
  { key: 'canceled', title: 'Cancelados', type: 'number', sum: true },
  { key: 'subtotal', title: 'Subtotal', type: 'money', sum: true },
  { key: 'shipping', title: 'Envíos', type: 'money', sum: true },
  { key: 'total', title: 'Total', type: 'money', sum: true },
  { key: 'average_ticket', title: 'Ticket promedio', type: 'money', sum: false },
];

/**
 * POST /v1/pos/reporting/sales-by-date: one row per order day (reference_date) with any order,
 * oldest first; the footer aggregates the whole period, not only the page.
 */
export async function shopSalesByDate(db: Db, scope: ReportScope, body: ReportBody): Promise<Report> {
  const period = periodCondition(scope.locationId, body.filters);
  const [totals, rows] = await Promise.all([
    periodTotals(db, period),
    db
      .select({ ...figureColumns, date: sales.referenceDate })
      .from(sales)
      .where(period)
      .groupBy(sales.referenceDate)
      .orderBy(asc(sales.referenceDate))
      .limit(body.limit)
      .offset(body.offset),
  ]);
  const headers = [
    header(
      { key: 'date', title: 'Fecha', type: 'date', aggregate: { type: 'count', value: totals.days } },
      'left',
    ),
    ...DATE_COLUMNS.map((column) =>
      header(
        {
          key: column.key,
          title: column.title,
          type: column.type,
          aggregate: { type: column.sum ? 'sum' : 'avg', value: totals.figures[column.key] },
        },
        'right',
      ),
    ),
  ];
  const data = rows.map((row) => {
    const figures = figuresOf(row);
    return {
      date: row.date,
      ...Object.fromEntries(DATE_COLUMNS.map((column) => [column.key, figures[column.key]])),
    };
  });
  return reportAnswer(headers, data, totals.days, body);
}

/** Who a customer is in the report: the phone, else the name (orders copy both). */
const customerKey = sql`coalesce(${sales.contactPhone}, lower(${sales.contactName}))`;
const salesTotal = sql<string>`coalesce(sum(${sales.total}), 0)::text`;

/**
 * POST /v1/pos/reporting/sales-by-contact: one row per customer with sales in the period (their
 * latest name and phone, orders, total, last order), highest total first; canceled orders do not
 * count; the footer covers every customer of the period.
 */
export async function shopSalesByContact(db: Db, scope: ReportScope, body: ReportBody): Promise<Report> {
  const period = and(periodCondition(scope.locationId, body.filters), isSale);
  const [[totals], rows] = await Promise.all([
    db
      .select({
        customers: countDistinct(customerKey),
        orders: sql<number>`count(*)::int`,
        total: salesTotal,
      })
      .from(sales)
      .where(period),
    db
      .select({
        name: sql<string>`(array_agg(${sales.contactName} order by ${sales.placedAt} desc))[1]`,
        phone: sql<string | null>`(array_agg(${sales.contactPhone} order by ${sales.placedAt} desc))[1]`,
        orders: sql<number>`count(*)::int`,
        total: salesTotal,
        lastOrder: sql<number>`extract(epoch from max(${sales.placedAt})) * 1000`,
      })
      .from(sales)
      .where(period)
      .groupBy(customerKey)
      .orderBy(desc(sql`sum(${sales.total})`), asc(customerKey))
      .limit(body.limit)
      .offset(body.offset),
  ]);
  const customers = Number(totals?.customers ?? 0);
  const orders = Number(totals?.orders ?? 0);
  const total = pesos(totals?.total ?? 0).toNumber();
  const iso = createZonedIsoFormatter(scope.timeZone);
  const headers = [
    header(
      { key: 'name', title: 'Cliente', type: 'string', aggregate: { type: 'count', value: customers } },
      'left',
    ),
    header({ key: 'phone', title: 'Teléfono', type: 'string', aggregate: null }, 'left'),
    header(
      { key: 'orders', title: 'Pedidos', type: 'number', aggregate: { type: 'sum', value: orders } },
      'right',
    ),
    header(
      { key: 'total', title: 'Total', type: 'money', aggregate: { type: 'sum', value: total } },
      'right',
    ),
    header(
      {
        key: 'average_ticket',
        title: 'Ticket promedio',
        type: 'money',
        aggregate: { type: 'avg', value: averageTicket(total, orders) },
      },
      'right',
    ),
    header({ key: 'last_order', title: 'Último pedido', type: 'datetime', aggregate: null }, 'left'),
  ];
  const data = rows.map((row) => ({
    name: row.name,
    phone: row.phone,
    orders: Number(row.orders),
    total: pesos(row.total).toNumber(),
    average_ticket: averageTicket(row.total, Number(row.orders)),
    last_order: iso(new Date(Number(row.lastOrder))),
  }));
  return reportAnswer(headers, data, customers, body);
}
