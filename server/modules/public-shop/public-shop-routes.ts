import { dataOf } from '../../../src/domain/contract/common';
import {
  PublicOrderBodySchema,
  PublicOrderCodeParamsSchema,
  PublicOrderResultSchema,
  PublicOrderSchema,
  PublicShopSchema,
} from '../../../src/domain/contract/public-shop';
import { PublicUsernameParamsSchema } from '../../../src/domain/contract/public-waitlist';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { publicOrigin } from '../../http/public-urls';
import { perMinuteLimit } from '../../http/rate-limit';
import { placePublicOrder } from './place-order';
import { publicOrder } from './public-order';
import { shopLocation } from './shop-location';
import { publicShopPage } from './shop-page';

const TAGS = ['public'];
/** Orders per minute and client IP, like the public waitlist registration. */
export const PUBLIC_ORDER_PER_MINUTE = 10;

/**
 * The customers' order pages, no login: a location's menu and order form (/pedir/{username}) and a
 * customer's own order (/pedido/{code}).
 */
export async function publicShopRoutes(app: App): Promise<void> {
  const { db, config, jobs, now } = app.deps;

  app.get(
    '/v1/public/shop/:username',
    {
      config: { public: true },
      schema: {
        summary: 'Pedidos en línea: el menú y lo que el negocio recibe',
        tags: TAGS,
        params: PublicUsernameParamsSchema,
        response: { 200: dataOf(PublicShopSchema) },
      },
    },
    async (request) => dataBody(await publicShopPage(db, await shopLocation(db, request.params.username))),
  );

  app.post(
    '/v1/public/shop/:username/order',
    {
      config: { public: true, publicIdempotency: true, ...perMinuteLimit(PUBLIC_ORDER_PER_MINUTE) },
      schema: {
        summary: 'Pedidos en línea: hacer un pedido',
        tags: TAGS,
        params: PublicUsernameParamsSchema,
        body: PublicOrderBodySchema,
        response: { 200: dataOf(PublicOrderResultSchema) },
      },
    },
    async (request) => {
      const location = await shopLocation(db, request.params.username);
      return dataBody(
        await placePublicOrder(
          { db, jobs, now: now(), log: request.log },
          { location, body: request.body, origin: publicOrigin(config) },
        ),
      );
    },
  );

  app.get(
    '/v1/public/order/:code',
    {
      config: { public: true },
      schema: {
        summary: 'El pedido de un cliente',
        tags: TAGS,
        params: PublicOrderCodeParamsSchema,
        response: { 200: dataOf(PublicOrderSchema) },
      },
    },
    async (request) =>
      dataBody(await publicOrder(db, request.params.code, { now: now(), origin: publicOrigin(config) })),
  );
}
