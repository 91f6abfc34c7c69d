import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, plans, subscriptions } from '../../server/db/schema';
import { PAYMENT_PROVIDER_MISSING_MESSAGE } from '../../src/domain/contract/subscription';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let companyId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ startJobs: false });
  const [location] = await t.database.db.select().from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  for (const [role, email] of Object.entries({ owner: DEMO.owner, host: DEMO.host, reader: DEMO.reader })) {
    tokens[role] = await loginAs(t.app, email);
  }
});
afterAll(async () => {
  await t?.close();
});

function call(role: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tokens[role] ?? ''), payload });
}

async function subscribeTo(planName: string): Promise<void> {
  const [plan] = await t.database.db.select().from(plans).where(eq(plans.name, planName));
  await t.database.db.delete(subscriptions).where(eq(subscriptions.companyId, companyId));
  await t.database.db.insert(subscriptions).values({
    companyId,
    planId: plan?.id ?? 0,
    recurrence: 'monthly',
    validTo: new Date('2026-12-26T00:00:00Z'),
  });
}

describe('GET /v1/subscription/plan/available', () => {
  it('lists the four plans in order, the features of each plan type and no payment provider', async () => {
    const response = await call('owner', 'GET', '/v1/subscription/plan/available');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.plans.map((plan: { name: string }) => plan.name)).toEqual([
      'Gratis',
      'Básico',
      'Pro',
      'Empresarial',
    ]);
    expect(data.plans[2]).toMatchObject({
      type: 'paid',
      price_monthly: 599,
      price_yearly: 5990,
      credits_month: [{ type_plural: 'Mensajes', quantity: 1000 }],
      recommended: true,
    });
    expect(data.features.free.length).toBeGreaterThan(0);
    expect(data.features.paid).toContain('Todo lo del plan *Gratis*');
    expect(data.payment_provider).toBeNull();
    // No PRICING_URL: no 'Comparar planes' link to a page that may not exist.
    expect(data.pricing_url).toBeNull();
  });

  it("names the marketing site's pricing page when PRICING_URL is set", async () => {
    const other = await startTestApp({
      startJobs: false,
      config: { pricingUrl: 'https://mostrador.test/precios' },
    });
    try {
      const response = await other.app.inject({
        url: '/v1/subscription/plan/available',
        headers: bearer(await loginAs(other.app, DEMO.owner)),
      });
      expect(response.json().data.pricing_url).toBe('https://mostrador.test/precios');
    } finally {
      await other.close();
    }
  });
});

describe('GET /v1/subscription/recharge/options', () => {
  it('lists the packs with the price of one credit, and what each send costs', async () => {
    const response = await call('owner', 'GET', '/v1/subscription/recharge/options');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(
      data.packs.map((pack: { quantity: number; price: number; credit_price: number }) => [
        pack.quantity,
        pack.price,
        pack.credit_price,
      ]),
    ).toEqual([
      [100, 99, 0.99],
      [500, 399, 0.8],
      [1000, 699, 0.7],
      [3000, 1799, 0.6],
    ]);
    expect(data.pricing).toContainEqual({ title: 'Mensaje de WhatsApp', credit_cost: 1 });
    expect(data.payment_provider).toBeNull();
  });
});

describe('GET /v1/subscription/subscription/info', () => {
  it('the free plan without a subscription, its 50 credits and no billing portal', async () => {
    await t.database.db.delete(subscriptions).where(eq(subscriptions.companyId, companyId));
    const response = await call('host', 'GET', '/v1/subscription/subscription/info');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.plan.name).toBe('Gratis');
    expect(data.subscription).toBeNull();
    expect(data.billing_portal_url).toBeNull();
    expect(data.credits[0]).toMatchObject({ type_plural: 'Mensajes', total: 50 });
  });

  it('a canceled subscription leaves the company on the free plan', async () => {
    await subscribeTo('Pro');
    await t.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.companyId, companyId));
    const { data } = (await call('owner', 'GET', '/v1/subscription/subscription/info')).json();
    expect(data.plan.name).toBe('Gratis');
    expect(data.subscription).toBeNull();
  });
});

describe('PATCH /v1/subscription/subscription/set-auto-recharge', () => {
  const url = '/v1/subscription/subscription/set-auto-recharge';

  it('without a subscription: 422 under pack_id', async () => {
    await t.database.db.delete(subscriptions).where(eq(subscriptions.companyId, companyId));
    const response = await call('owner', 'PATCH', url, { pack_id: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pack_id: ['La recarga automática necesita una suscripción.'] });
  });

  it('with a subscription: sets the pack and the threshold the server chooses, and null turns it off', async () => {
    await subscribeTo('Pro');
    const packs = (await call('owner', 'GET', '/v1/subscription/recharge/options')).json().data.packs;
    const pack500 = packs.find((pack: { quantity: number }) => pack.quantity === 500);
    const response = await call('owner', 'PATCH', url, { pack_id: pack500.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.subscription).toMatchObject({
      auto_recharge_pack_id: pack500.id,
      auto_recharge_threshold: 50,
    });
    const off = await call('owner', 'PATCH', url, { pack_id: null });
    expect(off.json().data.subscription).toMatchObject({
      auto_recharge_pack_id: null,
      auto_recharge_threshold: null,
    });
  });

  it('an unknown pack or a bad body: Spanish 422 per field', async () => {
    await subscribeTo('Pro');
    const unknown = await call('owner', 'PATCH', url, { pack_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ pack_id: ['El paquete no existe.'] });
    const bad = await call('owner', 'PATCH', url, { pack_id: 'cinco' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.pack_id).toEqual(['Elige un paquete.']);
  });
});

describe('POST /v1/subscription/checkout without Stripe', () => {
  it('says the payment provider is not set up, never a link', async () => {
    const response = await call('owner', 'POST', '/v1/subscription/checkout', { kind: 'pack', pack_id: 1 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message: PAYMENT_PROVIDER_MISSING_MESSAGE,
      code: 'PAYMENTS_NOT_CONFIGURED',
    });
  });

  it('the Stripe webhook does not exist', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/public/webhooks/stripe', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('roles (02 §6: subscription manager or reader)', () => {
  it.each([
    ['GET', '/v1/subscription/plan/available', undefined],
    ['GET', '/v1/subscription/recharge/options', undefined],
    ['PATCH', '/v1/subscription/subscription/set-auto-recharge', { pack_id: null }],
    ['POST', '/v1/subscription/checkout', { kind: 'pack', pack_id: 1 }],
  ] as const)('%s %s: the host and the reader get 403', async (method, url, payload) => {
    for (const role of ['host', 'reader']) {
      const response = await call(role, method, url, payload);
      expect(response.statusCode, role).toBe(403);
    }
  });
});
