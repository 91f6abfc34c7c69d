import { and, eq } from 'drizzle-orm';
import type { ContactTag, ContactTagBody } from '../../../src/domain/contract/contacts';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { CONTACT_MESSAGES as M } from '../../../src/domain/rules/contact-fields';
import type { Db, Tx } from '../../db/client';
import { tags } from '../../db/schema';
import { isUniqueViolation } from '../../http/error-handler';
import type { SearchResource } from '../../http/search/types';
import { ofCompany, type Tenant } from '../../http/tenancy';
import { catalogPage, pageOf } from '../product/catalog-page';
import { contactRefusal, tagNotFound } from './contact-errors';

/** What POST /v1/contact/tag/search may filter and sort by (01 §7.4: sort name asc). */
export const TAG_SEARCH: SearchResource = {
  fields: {
    id: { column: tags.id, type: 'number', integer: true },
    name: { column: tags.name, type: 'string' },
  },
  textFields: [tags.name],
  defaultSort: [{ field: 'name', direction: 'asc' }],
  tieBreaker: tags.id,
};

const columns = { id: tags.id, name: tags.name };

const ofTenant = (id: number, tenant: Tenant) => and(eq(tags.id, id), ofCompany(tags.companyId, tenant));

/** The company's groups (shared by its locations) matching the search. */
export async function searchTags(db: Db, query: SearchQuery, tenant: Tenant) {
  const { search, where, page } = await catalogPage(
    db,
    tags,
    query,
    TAG_SEARCH,
    ofCompany(tags.companyId, tenant),
  );
  const items: ContactTag[] = await pageOf(db.select(columns).from(tags).where(where).$dynamic(), search);
  return { items, page };
}

export async function getTag(db: Db, id: number, tenant: Tenant): Promise<ContactTag> {
  const [row] = await db.select(columns).from(tags).where(ofTenant(id, tenant));
  if (!row) throw tagNotFound();
  return row;
}

/**
 * A name another group of the company has is a 422 on `name` (the unique index decides); the
 * write is its own transaction so that the refused statement aborts nothing else.
 */
async function uniqueName<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw contactRefusal({ name: [M.tagNameTaken] });
    throw error;
  }
}

export async function createTag(db: Db, body: ContactTagBody, tenant: Tenant): Promise<ContactTag> {
  const [row] = await uniqueName(db, (tx) =>
    tx.insert(tags).values({ companyId: tenant.companyId, name: body.name }).returning(columns),
  );
  if (!row) throw new Error('tag not inserted');
  return row;
}

export async function patchTag(
  db: Db,
  id: number,
  body: ContactTagBody,
  tenant: Tenant,
): Promise<ContactTag> {
  await getTag(db, id, tenant);
  const [row] = await uniqueName(db, (tx) =>
    tx.update(tags).set({ name: body.name }).where(ofTenant(id, tenant)).returning(columns),
  );
  if (!row) throw tagNotFound();
  return row;
}
