import { and, count } from 'drizzle-orm';
import type { SearchQuery } from '../../../src/domain/contract/search';
import {
  QUEUE_ITEM_STATUSES,
  QUEUE_ITEM_TYPES,
  type QueueItem,
  QueueItemSchema,
} from '../../../src/domain/contract/waitlist';
import { createZonedIsoFormatter, startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { queueItems } from '../../db/schema';
import { projectFields } from '../../http/search/project-fields';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { ofLocation, type Tenant } from '../../http/tenancy';
import { selectQueueItems, toQueueItem } from './queue-item-view';

/** What POST /v1/waitlist/queue/search may filter and sort by (02 §7). */
export const QUEUE_SEARCH: SearchResource = {
  fields: {
    id: { column: queueItems.id, type: 'number', integer: true },
    name: { column: queueItems.name, type: 'string' },
    phone: { column: queueItems.phone, type: 'string' },
    status: { column: queueItems.status, type: 'enum', values: QUEUE_ITEM_STATUSES },
    type: { column: queueItems.type, type: 'enum', values: QUEUE_ITEM_TYPES },
    created_at: { column: queueItems.createdAt, type: 'date' },
    booking_date: { column: queueItems.bookingDate, type: 'date' },
  },
  textFields: [queueItems.name, queueItems.phone],
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
  tieBreaker: queueItems.id,
};

const QUEUE_ITEM_FIELDS = Object.keys(QueueItemSchema.entries);

interface QueueSearchInput {
  tenant: Tenant;
  timeZone: string;
  origin: string;
}

/** A page of the location's queue items matching the search, and the total count. */
export async function searchQueueItems(db: Db, query: SearchQuery, input: QueueSearchInput) {
  const search = translateSearch(query, QUEUE_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, input.timeZone),
  });
  const where = and(ofLocation(queueItems.locationId, input.tenant), search.where);
  const rows = await selectQueueItems(db)
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db.select({ value: count() }).from(queueItems).where(where);
  const iso = createZonedIsoFormatter(input.timeZone);
  const items: QueueItem[] = rows.map((row) => toQueueItem(row, { iso, origin: input.origin }));
  return {
    items: projectFields(items, query.fields, QUEUE_ITEM_FIELDS),
    page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset },
  };
}
