// Issue 23: auto-recharge. The spend that takes the balance to the threshold queues one recharge
// (in its transaction); the job charges it off-session through Stripe's official client against a
// local HTTP server standing in for Stripe's API, once, and grants the pack once.
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { creditRecharges, locations, plans, rechargePacks, subscriptions } from '../../server/db/schema';
import { queueCustomerMessage } from '../../server/modules/messaging/queue-customer-message';
import { creditTotals } from '../../server/modules/subscription/credits/credit-balance';
import {
  DECLINED_FAILURE,
  NO_PROVIDER_FAILURE,
  runAutoRecharges,
} from '../../server/modules/subscription/payments/auto-recharge-job';
import { type ProviderServer, startProviderServer } from './helpers/provider-server';
import { leaveBalance as leaveCompanyBalance } from './helpers/queue-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let stripeApi: ProviderServer;
let t: TestApp;
let companyId: number;
let locationId: number;
/** The 500-credit pack: its threshold is 50 credits. */
let pack: { id: number; quantity: number; price: number };

beforeAll(async () => {
  stripeApi = await startProviderServer();
  const stripe: Config['stripe'] = {
    secretKey: 'sk_test_mostrador',
    webhookSecret: 'whsec_pruebas_de_mostrador',
    prices: {},
    apiUrl: stripeApi.url,
  };
  t = await startTestApp({ config: { stripe, publicUrl: 'https://mostrador.test' }, startJobs: false });
  const [location] = await t.database.db.select().from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  locationId = location?.id ?? 0;
  const [found] = await t.database.db.select().from(rechargePacks).where(eq(rechargePacks.quantity, 500));
  pack = { id: found?.id ?? 0, quantity: found?.quantity ?? 0, price: found?.price ?? 0 };
  const [pro] = await t.database.db.select().from(plans).where(eq(plans.name, 'Pro'));
  await t.database.db
    .update(subscriptions)
    .set({ status: 'canceled' })
    .where(eq(subscriptions.companyId, companyId));
  await t.database.db.insert(subscriptions).values({
    companyId,
    planId: pro?.id ?? 0,
    status: 'active',
    recurrence: 'monthly',
    validTo: new Date(Date.now() + 30 * 86_400_000),
    stripeCustomerId: 'cus_prueba',
    autoRechargePackId: pack.id,
    autoRechargeThreshold: 50,
  });
});
afterAll(async () => {
  await t?.close();
  await stripeApi.close();
});
beforeEach(async () => {
  stripeApi.requests.length = 0;
  await t.database.db.delete(creditRecharges);
});

async function balance(): Promise<number> {
  const totals = await creditTotals(t.database.db, companyId, 'messages', new Date());
  return totals.total - totals.used;
}

const leaveBalance = (keep: number) => leaveCompanyBalance(t.database.db, companyId, keep);

/** One SMS of one segment: one credit. */
function sendOne() {
  return t.database.db.transaction((tx) =>
    queueCustomerMessage(tx, {
      companyId,
      locationId,
      channel: 'sms',
      to: '+525512345678',
      body: 'Tu mesa está lista',
      now: new Date(),
    }),
  );
}

const recharges = () => t.database.db.select().from(creditRecharges);

function runJob(payments = t.app.deps.payments) {
  return runAutoRecharges({ ...t.app.deps, payments, log: { warn: () => undefined } });
}

const savedCard = {
  status: 200,
  body: {
    object: 'list',
    url: '/v1/customers/cus_prueba/payment_methods',
    has_more: false,
    data: [{ id: 'pm_guardada', object: 'payment_method', type: 'card' }],
  },
};

describe('a spend that reaches the threshold', () => {
  it('queues one recharge of the chosen pack; spends above or already below it queue none', async () => {
    await leaveBalance(52);
    await sendOne();
    expect(await recharges()).toEqual([]);
    await sendOne();
    const [queued, ...more] = await recharges();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      companyId,
      packId: pack.id,
      quantity: 500,
      price: pack.price,
      status: 'pending',
    });
    await sendOne();
    expect(await recharges()).toHaveLength(1);
  });

  it('ten simultaneous spends across the threshold queue exactly one recharge', async () => {
    await leaveBalance(55);
    await Promise.all(Array.from({ length: 10 }, () => sendOne()));
    expect(await balance()).toBe(45);
    expect(await recharges()).toHaveLength(1);
  });
});

describe('the auto-recharge job', () => {
  it('charges the saved card once, grants the pack once; a second run changes nothing', async () => {
    await leaveBalance(51);
    await sendOne();
    const [queued] = await recharges();
    stripeApi.answer(savedCard, {
      status: 200,
      body: { id: 'pi_recarga', object: 'payment_intent', status: 'succeeded' },
    });

    expect(await runJob()).toBe(1);

    expect(await balance()).toBe(50 + 500);
    const charges = stripeApi.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    expect(charges[0]?.headers['idempotency-key']).toBe(`credit-recharge-${queued?.id}`);
    const form = new URLSearchParams(charges[0]?.body);
    expect(form.get('amount')).toBe(String(Math.round(pack.price * 100)));
    expect(form.get('currency')).toBe('mxn');
    expect(form.get('customer')).toBe('cus_prueba');
    expect(form.get('payment_method')).toBe('pm_guardada');
    expect(form.get('off_session')).toBe('true');
    expect(form.get('confirm')).toBe('true');
    const [charged] = await recharges();
    expect(charged).toMatchObject({ status: 'charged', paymentIntentId: 'pi_recarga' });

    stripeApi.requests.length = 0;
    expect(await runJob()).toBe(0);
    expect(stripeApi.requests).toEqual([]);
    expect(await balance()).toBe(550);
  });

  it('a charge still processing: the next run reads its PaymentIntent instead of charging again', async () => {
    await leaveBalance(51);
    await sendOne();
    stripeApi.answer(savedCard, {
      status: 200,
      body: { id: 'pi_lenta', object: 'payment_intent', status: 'processing' },
    });
    expect(await runJob()).toBe(0);
    expect(await recharges()).toMatchObject([{ status: 'pending', paymentIntentId: 'pi_lenta' }]);
    expect(await balance()).toBe(50);

    stripeApi.answer({
      status: 200,
      body: { id: 'pi_lenta', object: 'payment_intent', status: 'succeeded' },
    });
    expect(await runJob()).toBe(1);
    expect(stripeApi.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_lenta' });
    expect(
      stripeApi.requests.filter(
        (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
      ),
    ).toHaveLength(1);
    expect(await balance()).toBe(550);
  });

  it('a declined card: the recharge fails with the reason, no credits are added', async () => {
    await leaveBalance(51);
    await sendOne();
    stripeApi.answer(savedCard, {
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    });
    expect(await runJob()).toBe(0);
    const [failed] = await recharges();
    expect(failed).toMatchObject({ status: 'failed', failure: DECLINED_FAILURE });
    expect(await balance()).toBe(50);
    // The owner's 'Suscripción' says so.
    const info = await t.app.inject({
      url: '/v1/subscription/subscription/info',
      headers: bearer(await loginAs(t.app, DEMO.owner)),
    });
    expect(info.json().data.last_auto_recharge).toMatchObject({
      status: 'failed',
      failure: DECLINED_FAILURE,
    });
    expect(
      await t.database.db.select().from(creditRecharges).where(ne(creditRecharges.status, 'failed')),
    ).toEqual([]);
  });

  it('without a payment provider: the recharge fails saying so, Stripe is not called', async () => {
    await leaveBalance(51);
    await sendOne();
    expect(await runJob(null)).toBe(0);
    const [failed] = await recharges();
    expect(failed).toMatchObject({ status: 'failed', failure: NO_PROVIDER_FAILURE });
    expect(stripeApi.requests).toEqual([]);
  });
});
