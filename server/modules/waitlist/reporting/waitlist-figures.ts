import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { REPORT_MESSAGES } from '../../../../src/domain/contract/report';
import { nextDate, startOfZonedDay } from '../../../../src/domain/rules/zoned-time';
import { queueItems } from '../../../db/schema';
import { ValidationError } from '../../../http/errors';
import { whole, zonedDay } from '../../reporting/report-sql';

/** A quoted party was seated on time from this many minutes before its quote... */
export const EARLY_MARGIN_MINS = 10;
/** ...to this many minutes after it; earlier is early, later is late. */
export const LATE_MARGIN_MINS = 5;

/** The instant an item belongs to a day by: a booking's time, a waitlist entry's arrival. */
const itemTime = sql`coalesce(${queueItems.bookingDate}, ${queueItems.createdAt})`;

/** The local date of an item in the zone. */
export const itemDay = (timeZone: string): SQL<string> => zonedDay(itemTime, timeZone);

/** The location's items of the local dates date_from..date_to; 422 when the range is backwards. */
export function periodCondition(
  locationId: number,
  timeZone: string,
  from: string,
  to: string,
): SQL | undefined {
  if (to < from) throw ValidationError.forField('filters.date_to', REPORT_MESSAGES.dateToBeforeFrom);
  return and(
    eq(queueItems.locationId, locationId),
    gte(itemTime, startOfZonedDay(from, timeZone).toISOString()),
    lt(itemTime, startOfZonedDay(nextDate(to), timeZone).toISOString()),
  );
}

const isWaitlist = sql`${queueItems.type} = 'waitlist'`;
const waitMins = sql`extract(epoch from (${queueItems.readyAt} - ${queueItems.createdAt})) / 60`;
const quoted = sql`${isWaitlist} and ${queueItems.quotedWaitMins} is not null`;
/** Quoted and seated: the parties whose quote can be compared with their real wait. */
const quotedReady = sql`${quoted} and ${queueItems.readyAt} is not null`;
const gaveUp = sql`${quoted} and ${queueItems.readyAt} is null and ${queueItems.canceledAt} is not null`;

/**
 * The sums and counts behind every figure of the report, as SELECT columns (grouped by day or
 * over the whole period): averages are built from them, so a footer is never an average of averages.
 */
export const figureColumns = {
  entries: whole(sql`count(*) filter (where ${isWaitlist})`),
  bookings: whole(sql`count(*) filter (where ${queueItems.type} = 'booking')`),
  people: whole(
    sql`sum(coalesce(${queueItems.groupSize}, 1)) filter (where ${queueItems.status} <> 'canceled')`,
  ),
  completed: whole(sql`count(*) filter (where ${queueItems.status} = 'completed')`),
  canceled: whole(sql`count(*) filter (where ${queueItems.status} = 'canceled')`),
  waitSum: sql<
    string | null
  >`sum(${waitMins}) filter (where ${isWaitlist} and ${queueItems.readyAt} is not null)`,
  waitCount: whole(sql`count(*) filter (where ${isWaitlist} and ${queueItems.readyAt} is not null)`),
  quotedSum: sql<string | null>`sum(${queueItems.quotedWaitMins}) filter (where ${quotedReady})`,
  quotedWaitSum: sql<string | null>`sum(${waitMins}) filter (where ${quotedReady})`,
  quotedCount: whole(sql`count(*) filter (where ${quotedReady})`),
  earlyCount: whole(
    sql`count(*) filter (where ${quotedReady} and ${waitMins} < ${queueItems.quotedWaitMins} - ${EARLY_MARGIN_MINS})`,
  ),
  lateCount: whole(
    sql`count(*) filter (where ${quotedReady} and ${waitMins} > ${queueItems.quotedWaitMins} + ${LATE_MARGIN_MINS})`,
  ),
  gaveUpCount: whole(sql`count(*) filter (where ${gaveUp})`),
};

/** Numeric sums come back from the driver as strings. */
export type FigureRow = Record<keyof typeof figureColumns, string | number | null>;

export interface Figures {
  entries: number;
  bookings: number;
  people: number;
  completed: number;
  canceled: number;
  avg_wait_mins: number | null;
  avg_quoted_wait_mins: number | null;
  avg_quoted_real_wait_mins: number | null;
  quote_early: number | null;
  quote_on_time: number | null;
  quote_late: number | null;
  quote_gave_up: number | null;
}

const ratio = (sum: number, count: number, decimals: number) =>
  count === 0 ? null : Number((sum / count).toFixed(decimals));

/**
 * The figures of a row of sums and counts: minutes to one decimal, shares 0–1. The quote is judged
 * over the quoted parties that were seated (early, on time, late) or gave up (canceled unseated).
 */
export function figuresOf(row: FigureRow): Figures {
  const quotedCount = Number(row.quotedCount);
  const early = Number(row.earlyCount);
  const late = Number(row.lateCount);
  const gaveUp = Number(row.gaveUpCount);
  const judged = quotedCount + gaveUp;
  return {
    entries: Number(row.entries),
    bookings: Number(row.bookings),
    people: Number(row.people),
    completed: Number(row.completed),
    canceled: Number(row.canceled),
    avg_wait_mins: ratio(Number(row.waitSum ?? 0), Number(row.waitCount), 1),
    avg_quoted_wait_mins: ratio(Number(row.quotedSum ?? 0), quotedCount, 1),
    avg_quoted_real_wait_mins: ratio(Number(row.quotedWaitSum ?? 0), quotedCount, 1),
    quote_early: ratio(early, judged, 3),
    quote_on_time: ratio(quotedCount - early - late, judged, 3),
    quote_late: ratio(late, judged, 3),
    quote_gave_up: ratio(gaveUp, judged, 3),
  };
}
