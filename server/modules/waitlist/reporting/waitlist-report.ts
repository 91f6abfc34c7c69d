import { asc, countDistinct, type SQL } from 'drizzle-orm';
import type {
  Report,
  ReportBody,
  ReportHeader,
  WaitlistSummary,
} from '../../../../src/domain/contract/report';
import type { Db } from '../../../db/client';
import { queueItems } from '../../../db/schema';
import { reportAnswer, reportHeader } from '../../reporting/report-table';
import { type Figures, figureColumns, figuresOf, itemDay, periodCondition } from './waitlist-figures';

interface ReportScope {
  locationId: number;
  timeZone: string;
}

interface FigureColumn {
  key: keyof Figures;
  title: string;
  type: ReportHeader['type'];
  aggregate: 'sum' | 'avg';
}

/** The report's figure columns, in order, with their footer aggregate. */
const FIGURE_COLUMNS: readonly FigureColumn[] = [
  { key: 'entries', title: 'Lista de espera', type: 'number', aggregate: 'sum' },
  { key: 'bookings', title: 'Reservaciones', type: 'number', aggregate: 'sum' },
  { key: 'people', title: 'Personas', type: 'number', aggregate: 'sum' },
  { key: 'completed', title: 'Completados', type: 'number', aggregate: 'sum' },
  { key: 'canceled', title: 'Cancelados', type: 'number', aggregate: 'sum' },
  { key: 'avg_wait_mins', title: 'Espera promedio', type: 'minutes', aggregate: 'avg' },
  { key: 'avg_quoted_wait_mins', title: 'Espera cotizada promedio', type: 'minutes', aggregate: 'avg' },
  {
    key: 'avg_quoted_real_wait_mins',
    title: 'Espera real de los cotizados',
    type: 'minutes',
    aggregate: 'avg',
  },
  { key: 'quote_early', title: 'Sentados antes de lo cotizado', type: 'percent', aggregate: 'avg' },
  { key: 'quote_on_time', title: 'Sentados a tiempo', type: 'percent', aggregate: 'avg' },
  { key: 'quote_late', title: 'Sentados después de lo cotizado', type: 'percent', aggregate: 'avg' },
  { key: 'quote_gave_up', title: 'Se fueron sin mesa', type: 'percent', aggregate: 'avg' },
];

/** The location's items of the period (422 when it runs backwards). */
const periodOf = (scope: ReportScope, filters: ReportBody['filters']) =>
  periodCondition(scope.locationId, scope.timeZone, filters.date_from, filters.date_to);

/** The sums and counts over the whole period (the summary and the report's footer). */
async function periodTotals(db: Db, scope: ReportScope, period: SQL | undefined) {
  const [row] = await db
    .select({ ...figureColumns, days: countDistinct(itemDay(scope.timeZone)) })
    .from(queueItems)
    .where(period);
  if (!row) throw new Error('an aggregate without GROUP BY always answers one row');
  return { figures: figuresOf(row), days: Number(row.days) };
}

/** POST /v1/waitlist/reporting/summary: the headline figures of the period. */
export async function waitlistSummary(
  db: Db,
  scope: ReportScope,
  filters: ReportBody['filters'],
): Promise<WaitlistSummary> {
  const { figures } = await periodTotals(db, scope, periodOf(scope, filters));
  return { values: { total: figures.entries + figures.bookings, waitlist: figures.entries, ...figures } };
}

/**
 * POST /v1/waitlist/reporting/by-date: one row per local date with any entry or booking (a
 * booking counts on its date, a waitlist entry on its arrival's), oldest first; the footer
 * aggregates the whole period, not only the page.
 */
export async function waitlistReportByDate(db: Db, scope: ReportScope, body: ReportBody): Promise<Report> {
  const period = periodOf(scope, body.filters);
  const day = itemDay(scope.timeZone);
  const [totals, rows] = await Promise.all([
    periodTotals(db, scope, period),
    db
      .select({ ...figureColumns, date: day })
      .from(queueItems)
      .where(period)
      .groupBy(day)
      .orderBy(asc(day))
      .limit(body.limit)
      .offset(body.offset),
  ]);
  const headers = [
    reportHeader(
      { key: 'date', title: 'Fecha', type: 'date', aggregate: { type: 'count', value: totals.days } },
      'left',
    ),
    ...FIGURE_COLUMNS.map((figure) =>
      reportHeader(
        {
          key: figure.key,
          title: figure.title,
          type: figure.type,
          aggregate: { type: figure.aggregate, value: totals.figures[figure.key] },
        },
        'right',
      ),
    ),
  ];
  const data = rows.map((row) => ({ date: row.date, ...figuresOf(row) }));
  return reportAnswer(headers, data, totals.days, body);
}
