import type { Pagination } from '../../src/domain/contract/common';

/** Success body of a single resource: `{data}` (DESIGN §3). */
export function dataBody<T>(data: T): { data: T } {
  return { data };
}

/** Success body of a page of a list: `{data, pagination}` (DESIGN §3). */
export function listBody<T>(
  items: T[],
  page: { totalItems: number; limit: number; offset: number },
): { data: T[]; pagination: Pagination } {
  return {
    data: items,
    pagination: { total_items: page.totalItems, limit: page.limit, offset: page.offset, count: items.length },
  };
}
