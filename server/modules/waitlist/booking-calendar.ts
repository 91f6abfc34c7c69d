import { and, count, eq, sql } from 'drizzle-orm';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { QUEUE_ITEM_STATUSES, type QueueItem } from '../../../src/domain/contract/waitlist';
import { createZonedIsoFormatter, startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { queueItems } from '../../db/schema';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { ofLocation, type Tenant } from '../../http/tenancy';
import { selectQueueItems, toQueueItem } from './queue-item-view';

/** When a booking ends: its start plus its duration. */
const bookingDateEnd = sql`(${queueItems.bookingDate} + coalesce(${queueItems.durationMins}, 0) * interval '1 minute')`;

/**
 * The calendar's "number" search: the booking's id as text, its name or its phone, joined by a
 * separator nobody types so that a search never matches across two of them.
 */
const bookingNumber = sql`(${queueItems.id}::text || chr(31) || ${queueItems.name} || chr(31) || coalesce(${queueItems.phone}, ''))`;

/** What POST /v1/waitlist/booking/calendar may filter and sort by (02 §7). */
export const BOOKING_CALENDAR_SEARCH: SearchResource = {
  fields: {
    id: { column: queueItems.id, type: 'number', integer: true },
    booking_date: { column: queueItems.bookingDate, type: 'date' },
    booking_date_end: { column: bookingDateEnd, type: 'date' },
    assigned_user_id: { column: queueItems.assignedUserId, type: 'number', integer: true },
    product_id: { column: queueItems.productId, type: 'number', integer: true },
    status: { column: queueItems.status, type: 'enum', values: QUEUE_ITEM_STATUSES },
    number: { column: bookingNumber, type: 'string', sortable: false },
    name: { column: queueItems.name, type: 'string' },
    phone: { column: queueItems.phone, type: 'string' },
  },
  textFields: [queueItems.name, queueItems.phone],
  defaultSort: [{ field: 'id', direction: 'desc' }],
  tieBreaker: queueItems.id,
};

interface CalendarInput {
  tenant: Tenant;
  timeZone: string;
  origin: string;
}

/** A page of the location's bookings (never waitlist entries) matching the calendar's filters. */
export async function bookingCalendar(db: Db, query: SearchQuery, input: CalendarInput) {
  const search = translateSearch(query, BOOKING_CALENDAR_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, input.timeZone),
  });
  const where = and(
    ofLocation(queueItems.locationId, input.tenant),
    eq(queueItems.type, 'booking'),
    search.where,
  );
  const rows = await selectQueueItems(db)
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db.select({ value: count() }).from(queueItems).where(where);
  const iso = createZonedIsoFormatter(input.timeZone);
  const items: QueueItem[] = rows.map((row) => toQueueItem(row, { iso, origin: input.origin }));
  return { items, page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset } };
}
