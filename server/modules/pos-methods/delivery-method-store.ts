import { and, eq } from 'drizzle-orm';
import {
  type DeliveryMethod,
  type DeliveryMethodCreate,
  type DeliveryMethodPatch,
  deliveryCostErrors,
  DELIVERY_METHOD_MESSAGES as M,
} from '../../../src/domain/contract/delivery-method';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { DELIVERY_COST_TYPES, METHOD_STATUSES } from '../../../src/domain/contract/shop';
import type { Db } from '../../db/client';
import { deliveryMethods } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { SearchResource } from '../../http/search/types';
import { ofLocation, type Tenant } from '../../http/tenancy';
import { catalogRefusal } from '../product/catalog-errors';
import { catalogPage, pageOf } from '../product/catalog-page';
import { sentValues } from '../product/sent-values';

/** What POST /v1/pos/delivery-method/search may filter and sort by (by name). */
export const DELIVERY_METHOD_SEARCH: SearchResource = {
  fields: {
    id: { column: deliveryMethods.id, type: 'number', integer: true },
    name: { column: deliveryMethods.name, type: 'string' },
    status: { column: deliveryMethods.status, type: 'enum', values: METHOD_STATUSES },
    delivery_cost_type: {
      column: deliveryMethods.deliveryCostType,
      type: 'enum',
      values: DELIVERY_COST_TYPES,
    },
  },
  textFields: [deliveryMethods.name],
  defaultSort: [{ field: 'name', direction: 'asc' }],
  tieBreaker: deliveryMethods.id,
};

const columns = {
  id: deliveryMethods.id,
  name: deliveryMethods.name,
  type: deliveryMethods.type,
  status: deliveryMethods.status,
  flat_fee_amount: deliveryMethods.flatFeeAmount,
  free_from_amount: deliveryMethods.freeFromAmount,
  min_purchase_amount: deliveryMethods.minPurchaseAmount,
  delivery_cost_type: deliveryMethods.deliveryCostType,
  delivery_cost_config: deliveryMethods.deliveryCostConfig,
  delivery_loc_lat: deliveryMethods.deliveryLocLat,
  delivery_loc_lng: deliveryMethods.deliveryLocLng,
};

const notFound = () => new NotFoundError(M.notFound);

const ofTenant = (id: number, tenant: Tenant) =>
  and(eq(deliveryMethods.id, id), ofLocation(deliveryMethods.locationId, tenant));

/** A method charged by distance keeps at least one zone (on the saved whole: create or edit). */
function refuseWithoutZones(method: Pick<DeliveryMethod, 'delivery_cost_type' | 'delivery_cost_config'>) {
  const errors = deliveryCostErrors(method);
  if (Object.keys(errors).length > 0) throw catalogRefusal(errors);
}

/** The body's fields as columns (a PATCH leaves out what was not sent). */
function columnValues(body: Omit<DeliveryMethodPatch, 'type' | 'status'>) {
  return {
    name: body.name,
    flatFeeAmount: body.flat_fee_amount,
    freeFromAmount: body.free_from_amount,
    minPurchaseAmount: body.min_purchase_amount,
    deliveryCostType: body.delivery_cost_type,
    deliveryCostConfig: body.delivery_cost_config,
    deliveryLocLat: body.delivery_loc_lat,
    deliveryLocLng: body.delivery_loc_lng,
  };
}

export async function searchDeliveryMethods(db: Db, query: SearchQuery, tenant: Tenant) {
  const { search, where, page } = await catalogPage(
    db,
    deliveryMethods,
    query,
    DELIVERY_METHOD_SEARCH,
    ofLocation(deliveryMethods.locationId, tenant),
  );
  const items: DeliveryMethod[] = await pageOf(
    db.select(columns).from(deliveryMethods).where(where).$dynamic(),
    search,
  );
  return { items, page };
}

/** The location's delivery method (another location's or a missing one: 404). */
export async function getDeliveryMethod(db: Db, id: number, tenant: Tenant): Promise<DeliveryMethod> {
  const [row] = await db.select(columns).from(deliveryMethods).where(ofTenant(id, tenant));
  if (!row) throw notFound();
  return row;
}

export async function createDeliveryMethod(
  db: Db,
  body: DeliveryMethodCreate,
  tenant: Tenant,
): Promise<DeliveryMethod> {
  refuseWithoutZones(body);
  const [row] = await db
    .insert(deliveryMethods)
    .values({
      ...columnValues(body),
      companyId: tenant.companyId,
      locationId: tenant.locationId,
      name: body.name,
      type: body.type,
    })
    .returning(columns);
  if (!row) throw new Error('delivery method not inserted');
  return row;
}

export async function patchDeliveryMethod(
  db: Db,
  id: number,
  body: DeliveryMethodPatch,
  tenant: Tenant,
): Promise<DeliveryMethod> {
  const stored = await getDeliveryMethod(db, id, tenant);
  if (body.type !== undefined && body.type !== stored.type) throw catalogRefusal({ type: [M.typeLocked] });
  refuseWithoutZones({
    delivery_cost_type: body.delivery_cost_type ?? stored.delivery_cost_type,
    delivery_cost_config: body.delivery_cost_config ?? stored.delivery_cost_config,
  });
  const values = sentValues({ ...columnValues(body), status: body.status });
  if (Object.keys(values).length === 0) return stored;
  const [row] = await db.update(deliveryMethods).set(values).where(ofTenant(id, tenant)).returning(columns);
  if (!row) throw notFound();
  return row;
}
