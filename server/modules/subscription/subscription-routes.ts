import { dataOf } from '../../../src/domain/contract/common';
import { SubscriptionInfoSchema } from '../../../src/domain/contract/subscription';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { subscriptionInfo } from './subscription-info';

/** GET /v1/subscription/subscription/info: any signed-in user of the location (the shell shows it). */
export async function subscriptionRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;
  app.get(
    '/v1/subscription/subscription/info',
    {
      schema: {
        summary: 'Plan, suscripción y créditos de la empresa',
        tags: ['subscription'],
        response: { 200: dataOf(SubscriptionInfoSchema) },
      },
    },
    async (request) => dataBody(await subscriptionInfo(db, request.tenant.companyId, now())),
  );
}
