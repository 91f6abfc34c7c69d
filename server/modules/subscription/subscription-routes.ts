import type { FastifyRequest } from 'fastify';
import { dataOf } from '../../../src/domain/contract/common';
import {
  CheckoutRequestSchema,
  CheckoutSessionSchema,
  PlansAvailableSchema,
  RechargeOptionsSchema,
  SetAutoRechargeSchema,
  SubscriptionInfoSchema,
} from '../../../src/domain/contract/subscription';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { setAutoRecharge } from './auto-recharge-setting';
import {
  BILLING_PORTAL_PATH,
  billingPortalAddress,
  createCheckout,
  openBillingPortal,
} from './payments/checkout';
import { availablePlans, PLAN_FEATURES, planOf } from './plan-catalogue';
import { CREDIT_PRICING, listPacks, packOf } from './recharge-options';
import { subscriptionInfo } from './subscription-info';

const TAGS = ['subscription'];

/** The plan, credits and payments of the company (02 §7 "Subscription"). */
export async function subscriptionRoutes(app: App): Promise<void> {
  const { db, now, config } = app.deps;
  const paymentProvider = () => (app.deps.payments ? ('stripe' as const) : null);

  /** The info with the billing portal's address (ours: the portal session is made on opening). */
  async function infoOf(request: FastifyRequest) {
    const { companyId } = request.tenant;
    const portal = await billingPortalAddress(db, app.deps.payments, companyId);
    return subscriptionInfo(db, companyId, now(), portal);
  }

  // Any signed-in user of the location: the shell's balance bar shows it.
  app.get(
    '/v1/subscription/subscription/info',
    {
      schema: {
        summary: 'Plan, suscripción, créditos y portal de facturación de la empresa',
        tags: TAGS,
        response: { 200: dataOf(SubscriptionInfoSchema) },
      },
    },
    async (request) => dataBody(await infoOf(request)),
  );

  app.get(
    '/v1/subscription/plan/available',
    {
      config: { access: 'subscription' },
      schema: {
        summary: 'Planes a la venta y lo que incluye cada tipo de plan (*texto* en negritas)',
        tags: TAGS,
        response: { 200: dataOf(PlansAvailableSchema) },
      },
    },
    async () =>
      dataBody({
        plans: (await availablePlans(db)).map(planOf),
        features: PLAN_FEATURES,
        payment_provider: paymentProvider(),
        pricing_url: config.pricingUrl ?? null,
      }),
  );

  app.get(
    '/v1/subscription/recharge/options',
    {
      config: { access: 'subscription' },
      schema: {
        summary: 'Paquetes de créditos (vigencia de 12 meses) y lo que cuesta cada envío',
        tags: TAGS,
        response: { 200: dataOf(RechargeOptionsSchema) },
      },
    },
    async () =>
      dataBody({
        packs: (await listPacks(db)).map(packOf),
        pricing: CREDIT_PRICING,
        payment_provider: paymentProvider(),
      }),
  );

  app.patch(
    '/v1/subscription/subscription/set-auto-recharge',
    {
      config: { access: 'subscription-write' },
      schema: {
        summary: 'Elegir el paquete de la recarga automática (null la apaga)',
        tags: TAGS,
        body: SetAutoRechargeSchema,
        response: { 200: dataOf(SubscriptionInfoSchema) },
      },
    },
    async (request) => {
      await setAutoRecharge(db, request.tenant.companyId, request.body.pack_id);
      return dataBody(await infoOf(request));
    },
  );

  // A link the manager follows (a new tab): it opens a new Stripe portal session each time.
  app.get(
    BILLING_PORTAL_PATH,
    {
      config: { access: 'subscription-write' },
      schema: {
        summary: 'Abrir el portal de facturación de Stripe (redirige a una sesión nueva)',
        tags: TAGS,
      },
    },
    async (request, reply) =>
      reply.redirect(await openBillingPortal(db, app.deps.payments, request.tenant.companyId), 303),
  );

  app.post(
    '/v1/subscription/checkout',
    {
      config: { access: 'subscription-write' },
      schema: {
        summary: 'Pagar un plan (mensual o anual) o un paquete de créditos: la dirección de Stripe Checkout',
        tags: TAGS,
        body: CheckoutRequestSchema,
        response: { 200: dataOf(CheckoutSessionSchema) },
      },
    },
    async (request) =>
      dataBody({ url: await createCheckout(db, app.deps.payments, request.tenant.companyId, request.body) }),
  );
}
