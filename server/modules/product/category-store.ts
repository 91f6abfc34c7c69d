import { and, eq } from 'drizzle-orm';
import type { Category, CategoryCreate, CategoryPatch } from '../../../src/domain/contract/catalog-category';
import { CATALOG_STATUSES } from '../../../src/domain/contract/catalog-fields';
import type { SearchQuery } from '../../../src/domain/contract/search';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import type { SearchResource } from '../../http/search/types';
import { ofLocation, type Tenant } from '../../http/tenancy';
import { categoryNotFound } from './catalog-errors';
import { catalogPage, pageOf } from './catalog-page';
import { sentValues } from './sent-values';

/** What POST /v1/product/category/search may filter and sort by (02 §7: sort_order, then name). */
export const CATEGORY_SEARCH: SearchResource = {
  fields: {
    id: { column: categories.id, type: 'number', integer: true },
    name: { column: categories.name, type: 'string' },
    status: { column: categories.status, type: 'enum', values: CATALOG_STATUSES },
    sort_order: { column: categories.sortOrder, type: 'number', integer: true },
  },
  textFields: [categories.name],
  defaultSort: [
    { field: 'sort_order', direction: 'asc' },
    { field: 'name', direction: 'asc' },
  ],
  tieBreaker: categories.id,
};

const columns = {
  id: categories.id,
  name: categories.name,
  status: categories.status,
  sort_order: categories.sortOrder,
};

export async function searchCategories(db: Db, query: SearchQuery, tenant: Tenant) {
  const { search, where, page } = await catalogPage(
    db,
    categories,
    query,
    CATEGORY_SEARCH,
    ofLocation(categories.locationId, tenant),
  );
  const items: Category[] = await pageOf(db.select(columns).from(categories).where(where).$dynamic(), search);
  return { items, page };
}

const ofTenant = (id: number, tenant: Tenant) =>
  and(eq(categories.id, id), ofLocation(categories.locationId, tenant));

/** The location's category (another location's or a missing one: 404). */
export async function getCategory(db: Db, id: number, tenant: Tenant): Promise<Category> {
  const [row] = await db.select(columns).from(categories).where(ofTenant(id, tenant));
  if (!row) throw categoryNotFound();
  return row;
}

export async function createCategory(db: Db, body: CategoryCreate, tenant: Tenant): Promise<Category> {
  const [row] = await db
    .insert(categories)
    .values({
      companyId: tenant.companyId,
      locationId: tenant.locationId,
      name: body.name,
      status: body.status,
      sortOrder: body.sort_order,
    })
    .returning(columns);
  if (!row) throw new Error('category not inserted');
  return row;
}

export async function patchCategory(
  db: Db,
  id: number,
  body: CategoryPatch,
  tenant: Tenant,
): Promise<Category> {
  const values = sentValues({ name: body.name, status: body.status, sortOrder: body.sort_order });
  if (Object.keys(values).length === 0) return getCategory(db, id, tenant);
  const [row] = await db.update(categories).set(values).where(ofTenant(id, tenant)).returning(columns);
  if (!row) throw categoryNotFound();
  return row;
}
