import { and, eq, gte, inArray, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { QueueItem, StatusData } from '../../../src/domain/contract/waitlist';
import {
  createZonedIsoFormatter,
  nextDate,
  startOfZonedDay,
  zonedDate,
} from '../../../src/domain/rules/zoned-time';
import type { Db, Tx } from '../../db/client';
import { type PreparedStatement, preparedStatement, runPrepared } from '../../db/prepared-statement';
import { locationHours, locations, products, queueItems, users, waitlistSettings } from '../../db/schema';
import { CompressedPrefix } from '../../http/compressed-prefix';
import { NotFoundError } from '../../http/errors';
import { publicCapWindowStart, publicMessageCapReachedSql } from '../messaging/public-message-caps';
import { balanceSql } from '../subscription/credits/credit-balance';
import { locationTimeZone } from './location-time-zone';
import { parseQueueItemJson, type QueueItemJson, queueItemJson, toQueueItem } from './queue-item-view';
import type { StatusDataAnswer } from './status-data-answers';

const DONE_STATUSES = ['completed', 'canceled'] as const;

/**
 * Today's entries as last read: for which day, zone and origin (`variant`), the version of the
 * rows they came from, each entry's row version (xmin) by id, and once an answer was sent, the
 * answer's beginning up to the status (`{"data":{"entries":[…],"status":`) serialized and
 * compressed, so an unchanged list costs neither JSON.stringify nor compression again.
 */
interface TodayList {
  variant: string;
  /** What the variant was read for: the zone (the location's unless a request named one) and origin. */
  timeZone: string;
  origin: string;
  version: string;
  entries: QueueItem[];
  rowVersions: Map<number, string>;
  answerPrefix?: CompressedPrefix;
}

/** Per location, its list as last read. One per location, so it never grows with the days. */
export type StatusDataCache = Map<number, TodayList>;

export function createStatusDataCache(): StatusDataCache {
  return new Map();
}

/**
 * A version of everything today's list shows, read in well under a millisecond: how many of
 * today's items there are and the sum of their row versions (PostgreSQL's xmin: every insert or
 * update writes the row anew with its transaction's id, so any change moves the sum, also after
 * xid wraparound, where a maximum would not), and the same sums for the location's services and
 * staff, whose names the entries carry. Same version, same list, on any number of processes.
 * A value of the status query.
 */
function listVersion(locationId: SQLWrapper, today: SQL | undefined): SQL<string> {
  return sql<string>`(select count(*)::text || ':' || coalesce(sum(queue_items.xmin::text::bigint), 0)::text
      from ${queueItems} where ${today})
    || ':' || coalesce((select sum(p.xmin::text::bigint) from products p where p.location_id = ${locationId}), 0)::text
    || ':' || coalesce((select sum(u.xmin::text::bigint) from users u join memberships m on m.user_id = u.id
         where m.location_id = ${locationId}), 0)::text`;
}

/** Today's items of a location, between the zone's midnights (values or placeholders). */
function todayItems(
  locationId: number | SQLWrapper,
  dayStart: Date | SQLWrapper,
  dayEnd: Date | SQLWrapper,
): SQL | undefined {
  return and(
    eq(queueItems.locationId, locationId),
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
}

let builtStatusStatement: PreparedStatement | undefined;

/**
 * The status and the list's version in one statement, built once and planned once per database
 * session: every tablet asks for it every few seconds (docs/architecture.md, issue 17 point 7).
 */
function statusStatement(): PreparedStatement {
  if (builtStatusStatement) return builtStatusStatement;
  const locationId = sql.placeholder('locationId');
  const today = todayItems(locationId, sql.placeholder('dayStart'), sql.placeholder('dayEnd'));
  const query = new QueryBuilder()
    .select({
      settings: waitlistSettings.settings,
      has_hours:
        sql<boolean>`exists (select 1 from ${locationHours} where ${locationHours.locationId} = ${locations.id})`.as(
          'has_hours',
        ),
      balance: balanceSql(locations.companyId, 'messages', sql.placeholder('now')).as('balance'),
      public_messages_capped: publicMessageCapReachedSql(locations.companyId, sql.placeholder('capSince')).as(
        'public_messages_capped',
      ),
      list_version: listVersion(locationId, today).as('list_version'),
    })
    .from(locations)
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, locations.id))
    .where(eq(locations.id, locationId))
    .limit(1);
  builtStatusStatement = preparedStatement('waitlist_status_data', query);
  return builtStatusStatement;
}

let builtListStatement: PreparedStatement | undefined;

/**
 * Today's entries in the list's order, each as [id, row version, item or null]: the item's JSON is
 * left out (null) for the rows `known` (a JSON object of id → row version, the list as last read)
 * already holds unchanged. A notes edit, once a second on a busy stand, then re-reads one item
 * instead of hundreds; every tablet of the location asks right after its hint.
 */
function listStatement(): PreparedStatement {
  if (builtListStatement) return builtListStatement;
  const locationId = sql.placeholder('locationId');
  const today = todayItems(locationId, sql.placeholder('dayStart'), sql.placeholder('dayEnd'));
  const rowVersion = sql`${queueItems}.xmin::text`;
  const unchanged = sql`(${sql.placeholder('known')}::jsonb ->> ${queueItems.id}::text) = ${rowVersion}`;
  const query = new QueryBuilder()
    .select({
      rows: sql<ListRow[] | string | null>`json_agg(json_build_array(${queueItems.id}, ${rowVersion},
        case when ${unchanged} then null else ${queueItemJson} end) order by ${LIST_ORDER})`.as('rows'),
    })
    .from(queueItems)
    .leftJoin(products, eq(products.id, queueItems.productId))
    .leftJoin(users, eq(users.id, queueItems.assignedUserId))
    .where(today);
  builtListStatement = preparedStatement('waitlist_today_list', query);
  return builtListStatement;
}

/** One entry of the list statement: id, row version, and the item unless it was known unchanged. */
type ListRow = [id: number, rowVersion: string, item: QueueItemJson | null];

/** Active entries first; each group by its time (booking time or arrival). */
const LIST_ORDER = sql`${inArray(queueItems.status, [...DONE_STATUSES])} asc, coalesce(${queueItems.bookingDate}, ${queueItems.createdAt}) asc, ${queueItems.id} asc`;

/** The part of a list version that is not today's rows: the names of services and staff. */
function namesPart(version: string): string {
  return version.split(':').slice(2).join(':');
}

/** The status statement's row, as the database names its columns. */
interface StatusRow {
  settings: typeof waitlistSettings.$inferSelect.settings | null;
  has_hours: boolean;
  balance: string | null;
  public_messages_capped: boolean;
  list_version: string;
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
 * Reception status plus today's waitlist entries and bookings of the location, read in one
 * transaction (one tenant scope for the request, and list and status from one snapshot): the
 * status and the list's version in one query (after the location's zone when the caller names
 * none), then the entries with their joins only when the version moved. An unchanged list costs
 * one query. Active entries first; each group by its time (booking time or arrival).
 */
function readStatusData(db: Db, input: StatusDataInput): Promise<StatusDataReadIn> {
  return db.transaction((tx) => readStatusDataIn(tx, input));
}

/** One read: the status, the list, and the day and zone they are of. */
interface StatusDataReadIn {
  status: StatusData['status'];
  list: TodayList;
  dayStart: Date;
  dayEnd: Date;
  iso: (instant: Date) => string;
}

async function readStatusDataIn(db: Tx, input: StatusDataInput): Promise<StatusDataReadIn> {
  const timeZone = input.timeZone ?? (await locationTimeZone(db, input.locationId));
  const date = zonedDate(input.now, timeZone);
  const dayStart = startOfZonedDay(date, timeZone);
  const dayEnd = startOfZonedDay(nextDate(date), timeZone);

  const [location] = await runPrepared<StatusRow>(db, statusStatement(), {
    locationId: input.locationId,
    now: input.now.toISOString(),
    capSince: publicCapWindowStart(input.now).toISOString(),
    dayStart: dayStart.toISOString(),
    dayEnd: dayEnd.toISOString(),
  });
  if (!location) throw new NotFoundError();

  const iso = createZonedIsoFormatter(timeZone);
  // The list is read again only when its rows changed (the version says so), and then only the
  // entries whose rows changed, unless the day, zone or origin, or a service's or employee's
  // name, did (then every entry).
  const variant = `${timeZone}|${date}|${input.origin}`;
  const version = location.list_version;
  let list = input.cache.get(input.locationId);
  if (list?.variant !== variant || list.version !== version) {
    const reusable =
      list?.variant === variant && namesPart(list.version) === namesPart(version) ? list : undefined;
    const known = reusable ? Object.fromEntries(reusable.rowVersions) : {};
    const [read] = await runPrepared<{ rows: ListRow[] | string | null }>(db, listStatement(), {
      locationId: input.locationId,
      dayStart: dayStart.toISOString(),
      dayEnd: dayEnd.toISOString(),
      known: JSON.stringify(known),
    });
    const rows: ListRow[] = typeof read?.rows === 'string' ? JSON.parse(read.rows) : (read?.rows ?? []);
    const before = new Map(reusable?.entries.map((entry) => [entry.id, entry]));
    const rowVersions = new Map<number, string>();
    const entries = rows.map(([id, rowVersion, item]) => {
      rowVersions.set(id, rowVersion);
      const entry = item
        ? toQueueItem(parseQueueItemJson(item), { iso, origin: input.origin })
        : before.get(id);
      if (!entry) throw new Error(`status-data: entry ${id} was known but is not in the list`);
      return entry;
    });
    list = { variant, timeZone, origin: input.origin, version, entries, rowVersions };
    input.cache.set(input.locationId, list);
  }

  return {
    list,
    dayStart,
    dayEnd,
    iso,
    status: {
      enabled: location.settings?.enabled ?? false,
      setup_complete: location.settings !== null && location.has_hours,
      has_balance: location.balance !== null && Number(location.balance) > 0,
      public_messages_capped: location.public_messages_capped,
      timezone: timeZone,
      date,
      server_time: iso(input.now),
    },
  };
}

/** GET /v1/waitlist/hostess/status-data as data (the reception call answers its status). */
export async function statusData(db: Db, input: StatusDataInput): Promise<StatusData> {
  const { status, list } = await readStatusData(db, input);
  return { status, entries: list.entries };
}

/**
 * GET /v1/waitlist/hostess/status-data as an answer to hold (status-data-answers.ts): the list's
 * part, serialized and compressed once per version, the status as read, the day it is of and the
 * zone's formatter for the server time of each answer given from it.
 */
export async function readStatusDataAnswer(db: Db, input: StatusDataInput): Promise<StatusDataAnswer> {
  const { status, list, dayStart, dayEnd, iso } = await readStatusData(db, input);
  return { prefix: answerPrefix(list), status, dayStart, dayEnd, iso };
}

function answerPrefix(list: TodayList): CompressedPrefix {
  list.answerPrefix ??= new CompressedPrefix(`{"data":{"entries":${JSON.stringify(list.entries)},"status":`);
  return list.answerPrefix;
}
