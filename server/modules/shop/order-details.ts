import { and, eq, sql } from 'drizzle-orm';
import type { Order, OrderDetails } from '../../../src/domain/contract/shop';
import { createZonedIsoFormatter } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { sales } from '../../db/schema';
import { foundInTenant, ofLocation, type Tenant } from '../../http/tenancy';
import { selectOrdersJson, toOrder, toOrderDetails } from './order-view';

export interface OrderView {
  timeZone: string;
  origin: string;
}

const byId = (id: number, tenant: Tenant) => and(eq(sales.id, id), ofLocation(sales.locationId, tenant));

/** One order of the tenant's location with its payments; another location's or company's id is a 404. */
export async function orderDetailsById(
  db: Db,
  id: number,
  tenant: Tenant,
  view: OrderView,
): Promise<OrderDetails> {
  const [row] = await selectOrdersJson(db, byId(id, tenant), sql`${sales.id}`, {
    payments: true,
  });
  return toOrderDetails(foundInTenant(row), {
    iso: createZonedIsoFormatter(view.timeZone),
    origin: view.origin,
  });
}

/** One order of the tenant's location as the inbox shows it (404 outside the tenant). */
export async function orderById(db: Db, id: number, tenant: Tenant, view: OrderView): Promise<Order> {
  const [row] = await selectOrdersJson(db, byId(id, tenant), sql`${sales.id}`);
  return toOrder(foundInTenant(row), { iso: createZonedIsoFormatter(view.timeZone), origin: view.origin });
}
