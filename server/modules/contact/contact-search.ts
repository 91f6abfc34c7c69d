import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Contact } from '../../../src/domain/contract/contacts';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db, Tx } from '../../db/client';
import { CONTACT_STATUSES, contacts, contactTags, tags } from '../../db/schema';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { ofCompany, type Tenant } from '../../http/tenancy';

/** What POST /v1/contact/contact/search may filter and sort by (01 §7.4: name or phone contains, status). */
export const CONTACT_SEARCH: SearchResource = {
  fields: {
    id: { column: contacts.id, type: 'number', integer: true },
    name: { column: contacts.name, type: 'string' },
    phone: { column: contacts.phone, type: 'string' },
    email: { column: contacts.email, type: 'string' },
    status: { column: contacts.status, type: 'enum', values: CONTACT_STATUSES },
    is_subscribed: { column: contacts.isSubscribed, type: 'boolean' },
  },
  textFields: [contacts.name, contacts.phone, contacts.email],
  defaultSort: [{ field: 'name', direction: 'asc' }],
  tieBreaker: contacts.id,
};

/** A contact's columns as the API names them (its tags come from withTags). */
export const CONTACT_COLUMNS = {
  id: contacts.id,
  name: contacts.name,
  phone: contacts.phone,
  email: contacts.email,
  email_extra: contacts.emailExtra,
  status: contacts.status,
  is_subscribed: contacts.isSubscribed,
};

/** The tags of each contact of the page. */
async function tagsOf(db: Db | Tx, contactIds: number[]): Promise<Map<number, Contact['tags']>> {
  const byContact = new Map<number, Contact['tags']>();
  if (contactIds.length === 0) return byContact;
  const rows = await db
    .select({ contactId: contactTags.contactId, id: tags.id, name: tags.name })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(inArray(contactTags.contactId, contactIds))
    .orderBy(asc(tags.name), asc(tags.id));
  for (const { contactId, id, name } of rows) {
    byContact.set(contactId, [...(byContact.get(contactId) ?? []), { id, name }]);
  }
  return byContact;
}

/** The contacts with their tags. */
export async function withTags(db: Db | Tx, rows: Omit<Contact, 'tags'>[]): Promise<Contact[]> {
  const tagMap = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, tags: tagMap.get(row.id) ?? [] }));
}

/** A page of the company's contacts (customers are shared by its locations) matching the search. */
export async function searchContacts(db: Db, query: SearchQuery, tenant: Tenant) {
  // No date fields: the translator never needs the location's days.
  const search = translateSearch(query, CONTACT_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, 'UTC'),
  });
  const where = and(ofCompany(contacts.companyId, tenant), search.where);
  const rows = await db
    .select(CONTACT_COLUMNS)
    .from(contacts)
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db.select({ value: count() }).from(contacts).where(where);
  const items = await withTags(db, rows);
  return { items, page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset } };
}
