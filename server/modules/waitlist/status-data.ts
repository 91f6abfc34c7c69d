import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { QueueItem, StatusData } from '../../../src/domain/contract/waitlist';
import {
  createZonedIsoFormatter,
  nextDate,
  startOfZonedDay,
  zonedDate,
} from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { locationHours, locations, queueItems, waitlistSettings } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { balanceSql } from '../subscription/credits/credit-balance';
import { parseQueueItemsJson, selectQueueItemsJson, toQueueItem } from './queue-item-view';

const DONE_STATUSES = ['completed', 'canceled'] as const;

/**
 * Per location, today's entries as last read: for which day, zone and origin (`variant`) and the
 * version of the rows they came from. One per location, so it never grows with the days.
 */
export type StatusDataCache = Map<number, { variant: string; version: string; entries: QueueItem[] }>;

export function createStatusDataCache(): StatusDataCache {
  return new Map();
}

/**
 * A version of everything today's list shows, read in well under a millisecond: how many of
 * today's items there are and the sum of their row versions (PostgreSQL's xmin: every insert or
 * update writes the row anew with its transaction's id, so any change moves the sum, also after
 * xid wraparound, where a maximum would not), and the same sums for the location's services and
 * staff, whose names the entries carry. Same version, same list, on any number of processes.
 */
function listVersion(db: Db, locationId: number, today: SQL | undefined) {
  return db
    .select({
      version: sql<string>`count(*)::text || ':' || coalesce(sum(queue_items.xmin::text::bigint), 0)::text
        || ':' || coalesce((select sum(p.xmin::text::bigint) from products p where p.location_id = ${locationId}), 0)::text
        || ':' || coalesce((select sum(u.xmin::text::bigint) from users u join memberships m on m.user_id = u.id
             where m.location_id = ${locationId}), 0)::text`,
    })
    .from(queueItems)
    .where(today);
}

interface StatusDataInput {
  locationId: number;
  /** IANA zone of "today"; defaults to the location's. */
  timeZone: string | undefined;
  now: Date;
  origin: string;
  /** The app's cache of the last lists read (per app: tests run several apps in one process). */
  cache: StatusDataCache;
}

/**
 * GET /v1/waitlist/hostess/status-data: reception status plus today's waitlist entries and
 * bookings of the location, in two queries (status, then entries with their joins).
 * Active entries first; each group by its time (booking time or arrival).
 */
export async function statusData(db: Db, input: StatusDataInput): Promise<StatusData> {
  const [location] = await db
    .select({
      timezone: locations.timezone,
      settings: waitlistSettings.settings,
      hasHours: sql<boolean>`exists (select 1 from ${locationHours} where ${locationHours.locationId} = ${locations.id})`,
      balance: balanceSql(locations.companyId, 'messages', input.now),
    })
    .from(locations)
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, locations.id))
    .where(eq(locations.id, input.locationId))
    .limit(1);
  if (!location) throw new NotFoundError();

  const timeZone = input.timeZone ?? location.timezone;
  const date = zonedDate(input.now, timeZone);
  const dayStart = startOfZonedDay(date, timeZone);
  const dayEnd = startOfZonedDay(nextDate(date), timeZone);

  const isDone = inArray(queueItems.status, [...DONE_STATUSES]);
  const today = and(
    eq(queueItems.locationId, input.locationId),
    or(
      and(
        eq(queueItems.type, 'waitlist'),
        gte(queueItems.createdAt, dayStart),
        lt(queueItems.createdAt, dayEnd),
      ),
      and(
        eq(queueItems.type, 'booking'),
        gte(queueItems.bookingDate, dayStart),
        lt(queueItems.bookingDate, dayEnd),
      ),
    ),
  );
  const order = sql`${isDone} asc, coalesce(${queueItems.bookingDate}, ${queueItems.createdAt}) asc, ${queueItems.id} asc`;
  const iso = createZonedIsoFormatter(timeZone);
  // The list is read and mapped again only when its rows changed (the version says so).
  const variant = `${timeZone}|${date}|${input.origin}`;
  const [current] = await listVersion(db, input.locationId, today);
  const version = current?.version ?? '';
  const cached = input.cache.get(input.locationId);
  let entries = cached?.variant === variant && cached.version === version ? cached.entries : undefined;
  if (!entries) {
    const [list] = await selectQueueItemsJson(db, today, order);
    entries = parseQueueItemsJson(list?.rows ?? null).map((row) =>
      toQueueItem(row, { iso, origin: input.origin }),
    );
    input.cache.set(input.locationId, { variant, version, entries });
  }

  return {
    status: {
      enabled: location.settings?.enabled ?? false,
      setup_complete: location.settings !== null && location.hasHours,
      has_balance: location.balance !== null && Number(location.balance) > 0,
      timezone: timeZone,
      date,
      server_time: iso(input.now),
    },
    entries,
  };
}
