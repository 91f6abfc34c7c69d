// Stripe, for real through its official client: Checkout and the customer portal against a local
// HTTP server standing in for Stripe's API, and webhooks signed with the test signing secret.
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { creditEntries, locations, plans, rechargePacks, subscriptions } from '../../server/db/schema';
import { creditTotals } from '../../server/modules/subscription/credits/credit-balance';
import { type ProviderServer, startProviderServer } from './helpers/provider-server';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const WEBHOOK_SECRET = 'whsec_pruebas_de_mostrador';
const signer = new Stripe('sk_test_firmas');
let stripeApi: ProviderServer;
let t: TestApp;
let owner: string;
let companyId: number;
let pack500: number;
let proPlan: number;

beforeAll(async () => {
  stripeApi = await startProviderServer();
  const stripe: Config['stripe'] = {
    secretKey: 'sk_test_mostrador',
    webhookSecret: WEBHOOK_SECRET,
    prices: {
      'pack-500': 'price_pack500',
      'pro-monthly': 'price_pro_mensual',
      'pro-yearly': 'price_pro_anual',
    },
    apiUrl: stripeApi.url,
  };
  t = await startTestApp({ config: { stripe, publicUrl: 'https://mostrador.test' }, startJobs: false });
  owner = await loginAs(t.app, DEMO.owner);
  const [location] = await t.database.db.select().from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  const [pack] = await t.database.db.select().from(rechargePacks).where(eq(rechargePacks.quantity, 500));
  pack500 = pack?.id ?? 0;
  const [plan] = await t.database.db.select().from(plans).where(eq(plans.name, 'Pro'));
  proPlan = plan?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
  await stripeApi.close();
});
beforeEach(() => {
  stripeApi.requests.length = 0;
});

async function balance(): Promise<number> {
  const totals = await creditTotals(t.database.db, companyId, 'messages', new Date());
  return totals.total - totals.used;
}

function postEvent(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/public/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

let eventCount = 0;
function event(type: string, object: object) {
  eventCount += 1;
  return { id: `evt_prueba_${eventCount}`, object: 'event', type, data: { object } };
}

const packCompleted = () =>
  event('checkout.session.completed', {
    id: 'cs_test_pack',
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    customer: 'cus_prueba',
    subscription: null,
    metadata: { company_id: String(companyId), kind: 'pack', pack_id: String(pack500) },
  });

describe('Checkout', () => {
  it('a credit pack: a payment session with the pack’s price, the card kept for auto-recharge, back to Suscripción', async () => {
    stripeApi.answer({
      status: 200,
      body: {
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/c/pay/cs_test_1',
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/subscription/checkout',
      headers: bearer(owner),
      payload: { kind: 'pack', pack_id: pack500 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    const [request] = stripeApi.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe('Bearer sk_test_mostrador');
    const form = new URLSearchParams(request?.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price]')).toBe('price_pack500');
    expect(form.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(form.get('metadata[company_id]')).toBe(String(companyId));
    expect(form.get('metadata[pack_id]')).toBe(String(pack500));
    expect(form.get('success_url')).toBe('https://mostrador.test/settings/subscription?pago=listo');
  });

  it('a plan: a subscription session with the plan’s price for the recurrence', async () => {
    stripeApi.answer({
      status: 200,
      body: {
        id: 'cs_test_2',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/c/pay/cs_test_2',
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/subscription/checkout',
      headers: bearer(owner),
      payload: { kind: 'plan', plan_id: proPlan, recurrence: 'yearly' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const form = new URLSearchParams(stripeApi.requests[0]?.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBe('price_pro_anual');
    expect(form.get('subscription_data[metadata][recurrence]')).toBe('yearly');
  });

  it('a product without a configured price: 422, Stripe is not called', async () => {
    const [basic] = await t.database.db.select().from(plans).where(eq(plans.name, 'Básico'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/subscription/checkout',
      headers: bearer(owner),
      payload: { kind: 'plan', plan_id: basic?.id, recurrence: 'monthly' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.plan_id).toEqual([
      'Este producto no tiene precio en el proveedor de pagos.',
    ]);
    expect(stripeApi.requests).toHaveLength(0);
  });

  it('plans and packs say the provider is Stripe', async () => {
    const plansAnswer = await t.app.inject({
      method: 'GET',
      url: '/v1/subscription/plan/available',
      headers: bearer(owner),
    });
    expect(plansAnswer.json().data.payment_provider).toBe('stripe');
  });
});

describe('the Stripe webhook', () => {
  it('a paid pack, validly signed: its 500 credits are added, valid 12 months', async () => {
    const before = await balance();
    const response = await postEvent(packCompleted());
    expect(response.statusCode, response.body).toBe(200);
    expect(await balance()).toBe(before + 500);
    const [grant] = await t.database.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.companyId, companyId), eq(creditEntries.kind, 'purchase')));
    const months = ((grant?.expiresAt?.getTime() ?? 0) - (grant?.validFrom?.getTime() ?? 0)) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
  });

  it('a replayed event is acknowledged and applied once', async () => {
    const paid = packCompleted();
    const before = await balance();
    expect((await postEvent(paid)).statusCode).toBe(200);
    const replay = await postEvent(paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ data: { duplicate: true } });
    expect(await balance()).toBe(before + 500);
  });

  it('a forged signature or none: refused, nothing changes', async () => {
    const before = await balance();
    const forged = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(packCompleted()),
      secret: 'whsec_otro_secreto',
    });
    const refused = await postEvent(packCompleted(), forged);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('INVALID_SIGNATURE');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/public/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(packCompleted()),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await balance()).toBe(before);
  });

  it('a plan bought, renewed, failing and cancelled', async () => {
    const bought = event('checkout.session.completed', {
      id: 'cs_test_plan',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      customer: 'cus_prueba',
      subscription: 'sub_prueba',
      metadata: {
        company_id: String(companyId),
        kind: 'plan',
        plan_id: String(proPlan),
        recurrence: 'monthly',
      },
    });
    expect((await postEvent(bought)).statusCode).toBe(200);
    const portalSessions = () =>
      stripeApi.requests.filter((request) => request.path === '/v1/billing_portal/sessions');
    const info = (
      await t.app.inject({ method: 'GET', url: '/v1/subscription/subscription/info', headers: bearer(owner) })
    ).json().data;
    expect(info.plan.name).toBe('Pro');
    expect(info.subscription).toMatchObject({ status: 'active', recurrence: 'monthly' });
    // Our address, not a Stripe session: that one acts as the customer and expires within minutes.
    expect(info.billing_portal_url).toBe(
      'https://mostrador.test/v1/subscription/subscription/billing-portal',
    );
    expect(portalSessions()).toHaveLength(0);
    expect(info.credits[0].total).toBeGreaterThanOrEqual(1000);

    const host = await loginAs(t.app, DEMO.host);
    const refused = await t.app.inject({
      url: '/v1/subscription/subscription/billing-portal',
      headers: bearer(host),
    });
    expect(refused.statusCode).toBe(403);
    expect(portalSessions()).toHaveLength(0);
    stripeApi.answer({
      status: 200,
      body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session_1' },
    });
    const opened = await t.app.inject({
      url: '/v1/subscription/subscription/billing-portal',
      headers: bearer(owner),
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('https://billing.stripe.test/p/session_1');
    expect(portalSessions()).toHaveLength(1);
    expect(new URLSearchParams(portalSessions()[0]?.body).get('customer')).toBe('cus_prueba');
    expect(new URLSearchParams(portalSessions()[0]?.body).get('return_url')).toBe(
      'https://mostrador.test/settings/subscription',
    );

    const periodEnd = Date.UTC(2027, 0, 15) / 1000;
    const invoice = (type: string) =>
      event(type, {
        id: `in_${type}`,
        object: 'invoice',
        parent: { subscription_details: { subscription: 'sub_prueba' } },
        lines: { data: [{ period: { start: periodEnd - 2_592_000, end: periodEnd } }] },
      });
    await postEvent(invoice('invoice.payment_failed'));
    const [failed] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_prueba'));
    expect(failed?.paymentFailedAt).not.toBeNull();

    await postEvent(invoice('invoice.paid'));
    const [renewed] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_prueba'));
    expect(renewed?.validTo?.toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(renewed?.paymentFailedAt).toBeNull();

    await postEvent(event('customer.subscription.deleted', { id: 'sub_prueba', object: 'subscription' }));
    const after = (
      await t.app.inject({ method: 'GET', url: '/v1/subscription/subscription/info', headers: bearer(owner) })
    ).json().data;
    expect(after.plan.name).toBe('Gratis');
  });
});
