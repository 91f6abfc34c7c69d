import { and, count, inArray, sql } from 'drizzle-orm';
import type { SearchQuery } from '../../../src/domain/contract/search';
import {
  ORDER_DELIVERY_STATUSES,
  ORDER_DELIVERY_TYPES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  type Order,
} from '../../../src/domain/contract/shop';
import { createZonedIsoFormatter, startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { sales } from '../../db/schema';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { ofLocation, type Tenant } from '../../http/tenancy';
import type { OrderView } from './order-details';
import { selectOrdersJson, toOrder } from './order-view';

/** What POST /v1/pos/sale/search may filter and sort by (02 §7: number contains, id desc). */
export const ORDER_SEARCH: SearchResource = {
  fields: {
    id: { column: sales.id, type: 'number', integer: true },
    number: { column: sales.number, type: 'string' },
    status: { column: sales.status, type: 'enum', values: ORDER_STATUSES },
    delivery_status: { column: sales.deliveryStatus, type: 'enum', values: ORDER_DELIVERY_STATUSES },
    delivery_type: { column: sales.deliveryType, type: 'enum', values: ORDER_DELIVERY_TYPES },
    payment_status: { column: sales.paymentStatus, type: 'enum', values: ORDER_PAYMENT_STATUSES },
    contact_name: { column: sales.contactName, type: 'string' },
    contact_phone: { column: sales.contactPhone, type: 'string' },
    placed_at: { column: sales.placedAt, type: 'date' },
    reference_date: { column: sales.referenceDate, type: 'string' },
    total: { column: sales.total, type: 'number' },
  },
  textFields: [sales.number, sales.contactName, sales.contactPhone],
  defaultSort: [{ field: 'id', direction: 'desc' }],
  tieBreaker: sales.id,
};

/**
 * A page of the location's orders matching the search and the total count: the page's ids first,
 * then those orders with their items as one JSON value, in the search's order.
 */
export async function searchOrders(
  db: Db,
  query: SearchQuery,
  input: { tenant: Tenant } & OrderView,
): Promise<{ items: Order[]; page: { totalItems: number; limit: number; offset: number } }> {
  const search = translateSearch(query, ORDER_SEARCH, {
    startOfDay: (date) => startOfZonedDay(date, input.timeZone),
  });
  const where = and(ofLocation(sales.locationId, input.tenant), search.where);
  const [page, [total]] = await Promise.all([
    db
      .select({ id: sales.id })
      .from(sales)
      .where(where)
      .orderBy(...search.orderBy)
      .limit(search.limit)
      .offset(search.offset),
    db.select({ value: count() }).from(sales).where(where),
  ]);
  const ids = page.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await selectOrdersJson(db, inArray(sales.id, ids), sql.join(search.orderBy, sql`, `));
  const iso = createZonedIsoFormatter(input.timeZone);
  return {
    items: rows.map((row) => toOrder(row, { iso, origin: input.origin })),
    page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset },
  };
}
