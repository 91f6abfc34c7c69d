import { and, count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource, TranslatedSearch } from '../../http/search/types';

/**
 * The where, order and page of a catalog search within the location (no date fields: the
 * translator never needs the location's days), and the total it counts.
 */
export async function catalogPage(
  db: Db,
  table: PgTable,
  query: SearchQuery,
  resource: SearchResource,
  ofLocation: SQL,
): Promise<{
  search: TranslatedSearch;
  where: SQL | undefined;
  page: { totalItems: number; limit: number; offset: number };
}> {
  const search = translateSearch(query, resource, { startOfDay: (date) => startOfZonedDay(date, 'UTC') });
  const where = and(ofLocation, search.where);
  const [total] = await db.select({ value: count() }).from(table).where(where);
  return {
    search,
    where,
    page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset },
  };
}

/** The search's order and page applied to a select (`db.select()…where(where).$dynamic()`). */
export function pageOf<T extends PgSelect>(select: T, search: TranslatedSearch) {
  return select
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
}
