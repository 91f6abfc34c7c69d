import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { StatusData } from '../../../src/domain/contract/waitlist';
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

interface StatusDataInput {
  locationId: number;
  /** IANA zone of "today"; defaults to the location's. */
  timeZone: string | undefined;
  now: Date;
  origin: string;
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
  const [list] = await selectQueueItemsJson(db, today, order);
  const rows = parseQueueItemsJson(list?.rows ?? null);

  const iso = createZonedIsoFormatter(timeZone);
  return {
    status: {
      enabled: location.settings?.enabled ?? false,
      setup_complete: location.settings !== null && location.hasHours,
      has_balance: location.balance !== null && Number(location.balance) > 0,
      timezone: timeZone,
      date,
      server_time: iso(input.now),
    },
    entries: rows.map((row) => toQueueItem(row, { iso, origin: input.origin })),
  };
}
