import { and, count, eq } from 'drizzle-orm';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '../../../src/domain/contract/messaging-enums';
import type { SearchQuery } from '../../../src/domain/contract/search';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { foundInTenant, ofLocation, type Tenant } from '../../http/tenancy';
import { toMessage } from './message-view';

/** What POST /v1/messaging/message/search may filter and sort by (01 §7.5). */
export const MESSAGE_SEARCH: SearchResource = {
  fields: {
    id: { column: messages.id, type: 'number', integer: true },
    queueId: { column: messages.queueItemId, type: 'number', integer: true },
    recipient_contact_id: { column: messages.contactId, type: 'number', integer: true },
    campaign_id: { column: messages.campaignId, type: 'number', integer: true },
    channel: { column: messages.channel, type: 'enum', values: MESSAGE_CHANNELS },
    status: { column: messages.status, type: 'enum', values: MESSAGE_STATUSES },
    phone: { column: messages.recipient, type: 'string' },
    created_at: { column: messages.createdAt, type: 'date' },
    sent_at: { column: messages.sentAt, type: 'date' },
  },
  textFields: [messages.recipient, messages.body],
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
  tieBreaker: messages.id,
};

/** A page of the location's messages and the total (the message list, the chats, a campaign's). */
export async function searchMessages(
  db: Db,
  query: SearchQuery,
  tenant: Tenant,
  timeZoneStartOfDay: (date: string) => Date,
) {
  const search = translateSearch(query, MESSAGE_SEARCH, { startOfDay: timeZoneStartOfDay });
  const where = and(ofLocation(messages.locationId, tenant), search.where);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db.select({ value: count() }).from(messages).where(where);
  return {
    items: rows.map(toMessage),
    page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset },
  };
}

export async function messageById(db: Db, id: number, tenant: Tenant) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), ofLocation(messages.locationId, tenant)))
    .limit(1);
  return toMessage(foundInTenant(row));
}
