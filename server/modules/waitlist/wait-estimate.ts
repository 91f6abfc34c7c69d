import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { WaitEstimate } from '../../../src/domain/contract/availability';
import {
  createZonedIsoFormatter,
  nextDate,
  startOfZonedDay,
  zonedDate,
} from '../../../src/domain/rules/zoned-time';
import type { Db, Tx } from '../../db/client';
import { queueItems } from '../../db/schema';
import { locationTimeZone } from './location-time-zone';
import { type HistoryEntry, quoteWait, waitSamples } from './wait-estimate-model';

const DAY_MS = 86_400_000;
/** How far back the quote learns from (see wait-estimate-model.ts for the model). */
export const HISTORY_DAYS = 14;
const WAITING = ['pending', 'notified'] as const;

interface WaitInput {
  locationId: number;
  /** The new party's size; null or absent quotes for any size. */
  groupSize: number | null | undefined;
  now: Date;
  /** The location's zone (looked up when absent). */
  timeZone?: string;
  /** Parties in front of this one; defaults to every party waiting today (a new arrival). */
  ahead?: number;
}

/** The location's waitlist entries of the history window, one day more so the first day's queue is whole. */
async function historyEntries(
  db: Db | Tx,
  locationId: number,
  timeZone: string,
  now: Date,
): Promise<HistoryEntry[]> {
  const from = new Date(now.getTime() - (HISTORY_DAYS + 1) * DAY_MS);
  const rows = await db
    .select({
      id: queueItems.id,
      createdAt: queueItems.createdAt,
      groupSize: queueItems.groupSize,
      readyAt: queueItems.readyAt,
      // PostgreSQL's least() skips nulls: the first way the entry left the queue.
      leftAt:
        sql<Date | null>`least(${queueItems.readyAt}, ${queueItems.completedAt}, ${queueItems.canceledAt})`.mapWith(
          queueItems.readyAt,
        ),
    })
    .from(queueItems)
    .where(
      and(
        eq(queueItems.locationId, locationId),
        eq(queueItems.type, 'waitlist'),
        gte(queueItems.createdAt, from),
        lt(queueItems.createdAt, now),
      ),
    );
  const iso = createZonedIsoFormatter(timeZone);
  return rows.map((row) => ({ ...row, date: iso(row.createdAt).slice(0, 10) }));
}

/** Waitlist entries of today (location's zone) still waiting, optionally only those that arrived before `before`. */
export async function partiesWaitingToday(
  db: Db | Tx,
  input: { locationId: number; timeZone: string; now: Date; before?: { id: number; createdAt: Date } },
): Promise<number> {
  const today = zonedDate(input.now, input.timeZone);
  const { before } = input;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(queueItems)
    .where(
      and(
        eq(queueItems.locationId, input.locationId),
        eq(queueItems.type, 'waitlist'),
        inArray(queueItems.status, [...WAITING]),
        gte(queueItems.createdAt, startOfZonedDay(today, input.timeZone)),
        lt(queueItems.createdAt, startOfZonedDay(nextDate(today), input.timeZone)),
        before
          ? sql`(${queueItems.createdAt}, ${queueItems.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id})`
          : undefined,
      ),
    );
  return row?.count ?? 0;
}

/**
 * The wait quote for a party at the location: the median wait of its recent history, scaled by
 * the queue in front of it now (wait-estimate-model.ts).
 */
export async function estimateWait(db: Db | Tx, input: WaitInput): Promise<WaitEstimate> {
  const timeZone = input.timeZone ?? (await locationTimeZone(db, input.locationId));
  const entries = await historyEntries(db, input.locationId, timeZone, input.now);
  const samples = waitSamples(entries, new Date(input.now.getTime() - HISTORY_DAYS * DAY_MS));
  const ahead =
    input.ahead ??
    (await partiesWaitingToday(db, { locationId: input.locationId, timeZone, now: input.now }));
  return quoteWait(samples, { groupSize: input.groupSize, ahead });
}
