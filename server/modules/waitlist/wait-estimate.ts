import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { WaitEstimate } from '../../../src/domain/contract/availability';
import {
  type HistoryEntry,
  quoteWait,
  type TableKind,
  tableKind,
  waitSamples,
} from '../../../src/domain/rules/wait-quote';
import {
  createZonedIsoFormatter,
  localMoment,
  nextDate,
  startOfZonedDay,
  zonedDate,
} from '../../../src/domain/rules/zoned-time';
import type { Db, Tx } from '../../db/client';
import { queueItems } from '../../db/schema';
import { locationTimeZone } from './location-time-zone';
import type { RegistrationLocation } from './register-location';

const DAY_MS = 86_400_000;
/** How far back the quote learns from: four of each weekday (see src/domain/rules/wait-quote.ts). */
export const HISTORY_DAYS = 28;
const WAITING = ['pending', 'notified'] as const;

interface WaitInput {
  locationId: number;
  /** The party's size (null: unknown, quoted as a couple). */
  groupSize: number | null | undefined;
  now: Date;
  /** The location's zone (looked up when absent). */
  timeZone?: string;
  /** A party already in the queue (the turn page): only those in front of it count. */
  queued?: { id: number; createdAt: Date };
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
  return rows.map((row) => ({ ...row, ...localMoment(iso(row.createdAt)) }));
}

/** The parties that compete for a kind of table (group sizes as in tableKind). */
function ofTableKind(kind: TableKind): SQL {
  if (kind === 'small') return sql`coalesce(${queueItems.groupSize}, 0) <= 2`;
  if (kind === 'medium') return sql`${queueItems.groupSize} between 3 and 4`;
  return sql`${queueItems.groupSize} >= 5`;
}

/**
 * Waitlist entries of today (location's zone) still waiting, only those that arrived before
 * `before` when given: all of them (the position a party sees) and those competing for `kind` of
 * table (the queue its quote counts).
 */
export async function queueInFront(
  db: Db | Tx,
  input: {
    locationId: number;
    timeZone: string;
    now: Date;
    before?: { id: number; createdAt: Date };
    kind?: TableKind;
  },
): Promise<{ parties: number; ofKind: number }> {
  const today = zonedDate(input.now, input.timeZone);
  const { before } = input;
  const [row] = await db
    .select({
      parties: sql<number>`count(*)::int`,
      ofKind: sql<number>`(count(*) filter (where ${input.kind ? ofTableKind(input.kind) : sql`true`}))::int`,
    })
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
  return { parties: row?.parties ?? 0, ofKind: row?.ofKind ?? 0 };
}

/**
 * The wait quote for a party at the location: its table kind's recent history (same weekday and
 * time first), scaled by the parties of that kind in front of it now (src/domain/rules/wait-quote.ts).
 * `ahead` is every party in front, as the customer sees the queue.
 */
export async function estimateWait(db: Db | Tx, input: WaitInput): Promise<WaitEstimate> {
  const timeZone = input.timeZone ?? (await locationTimeZone(db, input.locationId));
  const entries = await historyEntries(db, input.locationId, timeZone, input.now);
  const samples = waitSamples(entries, new Date(input.now.getTime() - HISTORY_DAYS * DAY_MS));
  const kind = tableKind(input.groupSize);
  const inFront = await queueInFront(db, {
    locationId: input.locationId,
    timeZone,
    now: input.now,
    before: input.queued,
    kind,
  });
  const { weekday, minuteOfDay } = localMoment(createZonedIsoFormatter(timeZone)(input.now));
  const quote = quoteWait(samples, {
    groupSize: input.groupSize,
    ahead: inFront.ofKind,
    weekday,
    minuteOfDay,
  });
  return { ...quote, ahead: inFront.parties };
}

/**
 * The quote shown for a new party at a registration location, and stored on its entry when it
 * joins: none while the location does not show wait times (settings.waitlist.show_wait_time).
 */
export async function quoteForNewParty(
  db: Db | Tx,
  location: Pick<RegistrationLocation, 'id' | 'timeZone' | 'settings'>,
  input: { groupSize: number | null | undefined; now: Date },
): Promise<WaitEstimate | null> {
  if (!location.settings.waitlist.show_wait_time) return null;
  return estimateWait(db, { locationId: location.id, timeZone: location.timeZone, ...input });
}
