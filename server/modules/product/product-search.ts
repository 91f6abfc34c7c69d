import { and, count, sql } from 'drizzle-orm';
import type { ProductListItem } from '../../../src/domain/contract/catalog-product';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { PRODUCT_STATUSES, PRODUCT_TYPES, products, productUsers } from '../../db/schema';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { ofLocation, type Tenant } from '../../http/tenancy';

/**
 * What POST /v1/product/product/search may filter and sort by, under the names the client sends
 * (01 §7.6: status active, waitlistStatus, durationMins $gt 0, type service; 02 §7: name or sku,
 * type physical for the shop's list, category).
 */
export const PRODUCT_SEARCH: SearchResource = {
  fields: {
    id: { column: products.id, type: 'number', integer: true },
    name: { column: products.name, type: 'string' },
    sku: { column: products.sku, type: 'string' },
    price: { column: products.price, type: 'number' },
    durationMins: { column: products.durationMins, type: 'number', integer: true },
    status: { column: products.status, type: 'enum', values: PRODUCT_STATUSES },
    waitlistStatus: { column: products.waitlistStatus, type: 'enum', values: PRODUCT_STATUSES },
    type: { column: products.type, type: 'enum', values: PRODUCT_TYPES },
    category_id: { column: products.categoryId, type: 'number', integer: true },
    menu_status: { column: products.menuStatus, type: 'enum', values: PRODUCT_STATUSES },
  },
  textFields: [products.name, products.sku],
  defaultSort: [{ field: 'name', direction: 'asc' }],
  tieBreaker: products.id,
};

/** The employees who perform the product, by id. */
const userIds = sql<number[]>`coalesce((
  select array_agg(${productUsers.userId} order by ${productUsers.userId})
  from ${productUsers} where ${productUsers.productId} = ${products.id}
), '{}')`;

/** A page of the location's products (services and physical) matching the search. */
export async function searchProducts(db: Db, query: SearchQuery, tenant: Tenant) {
  // No date fields: the translator never needs the location's days.
  const search = translateSearch(query, PRODUCT_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, 'UTC'),
  });
  const where = and(ofLocation(products.locationId, tenant), search.where);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      duration_mins: products.durationMins,
      status: products.status,
      waitlistStatus: products.waitlistStatus,
      type: products.type,
      color: products.color,
      user_ids: userIds,
      sku: products.sku,
      category_id: products.categoryId,
      thumb_url: products.thumbUrl,
      stock_enabled: products.stockEnabled,
      stock_quantity: products.stockQuantity,
    })
    .from(products)
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db.select({ value: count() }).from(products).where(where);
  const items: ProductListItem[] = rows.map((row) => ({
    ...row,
    price: Number(row.price),
    user_ids: row.user_ids.map(Number),
  }));
  return { items, page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset } };
}
