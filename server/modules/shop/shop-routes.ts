import type { FastifyRequest } from 'fastify';
import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import {
  OrderChangeResultSchema,
  OrderDetailsSchema,
  OrderSchema,
  OrderStatusBodySchema,
  PosConfigurationPatchSchema,
  PosConfigurationSchema,
  ShopStatusBodySchema,
  ShopStatusDataSchema,
  ShopStatusSchema,
} from '../../../src/domain/contract/shop';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { IDEMPOTENCY_HEADERS } from '../../http/idempotency/idempotency-headers';
import { publicOrigin } from '../../http/public-urls';
import { kickAutomationEvents } from '../automation/publish-event';
import { sendMessageNow } from '../messaging/deliver-message';
import { locationTimeZone } from '../waitlist/location-time-zone';
import { orderById, orderDetailsById } from './order-details';
import { searchOrders } from './order-search';
import { changeOrderStatus } from './order-status-change';
import { patchPosConfiguration, posConfiguration } from './pos-configuration';
import { shopReportingRoutes } from './reporting/shop-reporting-routes';
import { setShopStatus } from './shop-reception';
import { shopStatusData } from './shop-status-data';

const TAGS = ['shop'];

/**
 * The kitchen's calls (02 §7 Shop orders): status-data, reception and wait times, order status
 * changes and details, sale search, reports and the shop configuration.
 */
export async function shopRoutes(app: App): Promise<void> {
  const { db, config, now, jobs } = app.deps;

  /** How the tenant's location shows an order: its zone and the origin of the public pages. */
  const viewOf = async (request: FastifyRequest) => ({
    timeZone: await locationTimeZone(db, request.tenant.locationId),
    origin: publicOrigin(config),
  });

  await shopReportingRoutes(app);

  const details = async (request: FastifyRequest<{ Params: { id: number } }>) =>
    dataBody(await orderDetailsById(db, request.params.id, request.tenant, await viewOf(request)));

  app.get(
    '/v1/pos/staff/order/status-data',
    {
      config: { access: 'shop-orders' },
      schema: {
        summary: 'Estado de la tienda y pedidos activos',
        tags: TAGS,
        response: { 200: dataOf(ShopStatusDataSchema) },
      },
    },
    async (request) =>
      dataBody(
        await shopStatusData(db, {
          locationId: request.tenant.locationId,
          now: now(),
          origin: publicOrigin(config),
        }),
      ),
  );

  app.post(
    '/v1/pos/staff/order/status',
    {
      config: { access: 'shop-orders-write' },
      schema: {
        summary: 'Modos de recepción y tiempos de espera (acepta Idempotency-Key)',
        tags: TAGS,
        headers: IDEMPOTENCY_HEADERS,
        body: ShopStatusBodySchema,
        response: { 200: dataOf(ShopStatusSchema) },
      },
    },
    async (request) => dataBody(await setShopStatus(db, request.body, request.tenant, now())),
  );

  app.post(
    '/v1/pos/staff/order/:id/status',
    {
      config: { access: 'shop-orders-write' },
      schema: {
        summary: 'Cambiar el estatus de un pedido (acepta Idempotency-Key)',
        tags: TAGS,
        params: IdParamSchema,
        headers: IDEMPOTENCY_HEADERS,
        body: OrderStatusBodySchema,
        response: { 200: dataOf(OrderChangeResultSchema) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      const view = await viewOf(request);
      const message = await changeOrderStatus(db, {
        id: request.params.id,
        action: request.body.status,
        tenant,
        now: now(),
        origin: view.origin,
      });
      if (message.messageId !== null) await sendMessageNow(jobs, message.messageId, request.log);
      if (request.body.status === 'delivered')
        await kickAutomationEvents(jobs, tenant.companyId, request.log);
      const order = await orderById(db, request.params.id, tenant, view);
      return dataBody({ order, message: message.outcome, message_id: message.messageId });
    },
  );

  app.get(
    '/v1/pos/staff/order/:id/details',
    {
      config: { access: 'shop-orders' },
      schema: {
        summary: 'Un pedido con sus pagos',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(OrderDetailsSchema) },
      },
    },
    details,
  );

  app.get(
    '/v1/pos/sale/:id',
    {
      config: { access: 'shop-orders' },
      schema: {
        summary: 'Una venta (pedido) con sus pagos',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(OrderDetailsSchema) },
      },
    },
    details,
  );

  app.post(
    '/v1/pos/sale/search',
    {
      config: { access: 'shop-orders' },
      schema: {
        summary: 'Buscar pedidos (número contiene; id desc, 20 por página)',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(OrderSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchOrders(db, request.body, {
        tenant: request.tenant,
        ...(await viewOf(request)),
      });
      return listBody(items, page);
    },
  );

  app.get(
    '/v1/pos/configuration',
    {
      config: { access: 'shop-orders' },
      schema: {
        summary: 'Configuración de la tienda',
        tags: TAGS,
        response: { 200: dataOf(PosConfigurationSchema) },
      },
    },
    async (request) => dataBody(await posConfiguration(db, request.tenant.locationId, now())),
  );

  app.patch(
    '/v1/pos/configuration',
    {
      config: { access: 'shop-settings' },
      schema: {
        summary: 'Cambiar la configuración de la tienda (acepta Idempotency-Key)',
        tags: TAGS,
        headers: IDEMPOTENCY_HEADERS,
        body: PosConfigurationPatchSchema,
        response: { 200: dataOf(PosConfigurationSchema) },
      },
    },
    async (request) => dataBody(await patchPosConfiguration(db, request.body, request.tenant, now())),
  );
}
