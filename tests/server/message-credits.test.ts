import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { companies, contacts, creditEntries, locations, messages } from '../../server/db/schema';
import type { JobContext } from '../../server/jobs/jobs';
import { deliverMessageInScope } from '../../server/modules/messaging/deliver-message';
import { REDACTED_PLATFORM_BODY } from '../../server/modules/messaging/platform-body';
import { queuePlatformMessage } from '../../server/modules/messaging/platform-message';
import { queueCustomerMessage } from '../../server/modules/messaging/queue-customer-message';
import { creditTotals } from '../../server/modules/subscription/credits/credit-balance';
import { NoBalanceError } from '../../server/modules/subscription/credits/spend-credits';
import { type ProviderServer, startProviderServer } from './helpers/provider-server';
import { startTestApp, type TestApp } from './helpers/test-app';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
let provider: ProviderServer;
let t: TestApp;
let companyId: number;
let locationId: number;
let contactId: number;

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  provider = await startProviderServer();
  const messaging: Config['messaging'] = {
    provider: 'twilio',
    accountSid: SID,
    authToken: 'secreto',
    smsFrom: '+15005550006',
    whatsappFrom: undefined,
    apiUrl: provider.url,
  };
  t = await startTestApp({ config: { messaging, publicUrl: 'https://mostrador.test' }, startJobs: false });
  const [location] = await t.database.db.select().from(locations).limit(1);
  companyId = location?.companyId ?? 0;
  locationId = location?.id ?? 0;
  const [contact] = await t.database.db
    .select()
    .from(contacts)
    .where(eq(contacts.companyId, companyId))
    .limit(1);
  contactId = contact?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
  await provider.close();
});

async function balance(): Promise<number> {
  const totals = await creditTotals(t.database.db, companyId, 'messages', new Date());
  return totals.total - totals.used;
}

/** Brings the balance to exactly `keep`: a spend on the month's plan grant, or a purchased pack. */
async function leaveBalance(keep: number): Promise<void> {
  const [grant] = await t.database.db
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(and(eq(creditEntries.companyId, companyId), eq(creditEntries.kind, 'plan')));
  const difference = (await balance()) - keep;
  if (difference > 0) {
    await t.database.db
      .insert(creditEntries)
      .values({ companyId, type: 'messages', kind: 'spend', amount: -difference, grantId: grant?.id ?? 0 });
  } else if (difference < 0) {
    const now = new Date();
    await t.database.db.insert(creditEntries).values({
      companyId,
      type: 'messages',
      kind: 'purchase',
      amount: -difference,
      validFrom: now,
      expiresAt: new Date(now.getTime() + 365 * 86_400_000),
    });
  }
  expect(await balance()).toBe(keep);
}

function queueOne(body = 'Tu mesa está lista') {
  return t.database.db.transaction((tx) =>
    queueCustomerMessage(tx, {
      companyId,
      locationId,
      channel: 'sms',
      to: '+525512345678',
      body,
      contactId,
      now: new Date(),
    }),
  );
}

const attempt = (retryCount: number, retryLimit = 6): JobContext => ({
  id: `job-${retryCount}`,
  retryCount,
  isLastAttempt: retryCount >= retryLimit,
});

async function messageRow(id: number) {
  const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
  return row;
}

describe('the credit ledger', () => {
  it('50 simultaneous sends with 10 credits left send exactly 10 and refuse 40, never below zero', async () => {
    await leaveBalance(10);
    expect(await balance()).toBe(10);
    const before = (await t.database.db.select().from(messages)).length;

    const results = await Promise.allSettled(Array.from({ length: 50 }, () => queueOne()));

    const stored = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(stored).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(NoBalanceError);
    expect(await balance()).toBe(0);
    expect((await t.database.db.select().from(messages)).length).toBe(before + 10);
    const spends = await t.database.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.companyId, companyId), eq(creditEntries.kind, 'spend')));
    expect(spends.every((spend) => spend.amount < 0)).toBe(true);
  });

  it('charges an SMS by its segments (an accent outside GSM-7 makes it UCS-2)', async () => {
    await leaveBalance(10);
    const plain = await queueOne('Reservacion confirmada. '.repeat(10));
    expect((await messageRow(plain))?.segments).toBe(2);
    expect(await balance()).toBe(8);
    const accented = await queueOne('Reservación confirmada. '.repeat(10));
    expect((await messageRow(accented))?.segments).toBe(4);
    expect(await balance()).toBe(4);
  });
});

describe('the delivery job', () => {
  it("hands the message to the provider and records 'sent' with its id", async () => {
    await leaveBalance(5);
    const id = await queueOne();
    provider.answer({ status: 201, body: { sid: 'SM-ok' } });
    await deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, attempt(0));
    expect(await messageRow(id)).toMatchObject({
      status: 'sent',
      provider: 'twilio',
      providerMessageId: 'SM-ok',
      attempts: 1,
      error: null,
    });
  });

  it('keeps a transiently failed message for the retry, which then sends it once', async () => {
    await leaveBalance(5);
    const id = await queueOne();
    provider.answer(
      { status: 503, body: { message: 'Service Unavailable' } },
      { status: 201, body: { sid: 'SM-retry' } },
    );
    await expect(
      deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, attempt(0)),
    ).rejects.toThrow(/503/);
    expect(await messageRow(id)).toMatchObject({
      status: 'scheduled',
      error: 'Twilio 503: Service Unavailable',
    });
    await deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, attempt(1));
    expect(await messageRow(id)).toMatchObject({
      status: 'sent',
      providerMessageId: 'SM-retry',
      attempts: 2,
      error: null,
    });
    // A duplicate job for the same message finds it sent and does nothing.
    const requests = provider.requests.length;
    await deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, attempt(0));
    expect(provider.requests.length).toBe(requests);
  });

  it('hands a message over once when two jobs for it run at the same time', async () => {
    await leaveBalance(5);
    const id = await queueOne();
    provider.answer({ status: 201, body: { sid: 'SM-once' } });
    const requests = provider.requests.length;
    await Promise.all([
      deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, attempt(0)),
      deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, attempt(0)),
    ]);
    expect(provider.requests.length).toBe(requests + 1);
    expect(await messageRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("ends a permanently refused message 'failed' with the reason and refunds its credits once", async () => {
    await leaveBalance(5);
    const id = await queueOne();
    expect(await balance()).toBe(4);
    provider.answer({ status: 400, body: { code: 21211, message: 'Invalid To number' } });
    await deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, attempt(0));
    expect(await messageRow(id)).toMatchObject({
      status: 'failed',
      error: 'Twilio 400 (21211): Invalid To number',
    });
    expect(await balance()).toBe(5);
    await deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, attempt(1));
    expect(await balance()).toBe(5);
  });

  it('fails a message whose last attempt still failed transiently, with a refund', async () => {
    await leaveBalance(5);
    const id = await queueOne();
    provider.answer({ status: 500, body: { message: 'Internal' } });
    await deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, attempt(6));
    expect(await messageRow(id)).toMatchObject({ status: 'failed', error: 'Twilio 500: Internal' });
    expect(await balance()).toBe(5);
  });
});

describe("the platform's own messages through a real provider", () => {
  const CODE_SMS = 'Tu código de verificación de Mostrador es 123456. Vence en 10 minutos.';

  it('keep no code in the database once sent or failed; the provider got the whole text', async () => {
    const sentId = await queuePlatformMessage(t.database.db, {
      channel: 'sms',
      to: '+525512345678',
      body: CODE_SMS,
      now: new Date(),
    });
    provider.answer({ status: 201, body: { sid: 'SM-code' } });
    await deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: sentId }, attempt(0));
    expect(new URLSearchParams(provider.requests.at(-1)?.body).get('Body')).toBe(CODE_SMS);
    expect(await messageRow(sentId)).toMatchObject({ status: 'sent', body: REDACTED_PLATFORM_BODY });

    const failedId = await queuePlatformMessage(t.database.db, {
      channel: 'sms',
      to: '+525512345678',
      body: CODE_SMS,
      now: new Date(),
    });
    provider.answer({ status: 400, body: { code: 21211, message: 'Invalid To number' } });
    await deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: failedId }, attempt(0));
    expect(await messageRow(failedId)).toMatchObject({ status: 'failed', body: REDACTED_PLATFORM_BODY });
  });

  it("leave a business's messages to its customers as they were", async () => {
    await leaveBalance(5);
    const id = await queueOne('Tu mesa está lista');
    provider.answer({ status: 201, body: { sid: 'SM-mesa' } });
    await deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, attempt(0));
    expect(await messageRow(id)).toMatchObject({ status: 'sent', body: 'Tu mesa está lista' });
  });
});

describe('queueing', () => {
  it('refuses an invalid phone and a body over the channel limit with Spanish messages', async () => {
    await leaveBalance(50);
    const queue = (to: string, body: string) =>
      t.database.db.transaction((tx) =>
        queueCustomerMessage(tx, { companyId, locationId, channel: 'sms', to, body, now: new Date() }),
      );
    await expect(queue('12345', 'Hola')).rejects.toMatchObject({
      statusCode: 422,
      errors: { to: ['El número de celular del cliente no es válido.'] },
    });
    await expect(queue('+525512345678', 'a'.repeat(1601))).rejects.toMatchObject({
      statusCode: 422,
      errors: { content: ['El mensaje no puede tener más de 1600 caracteres.'] },
    });
  });

  it('keeps companies apart: spending one company’s credits leaves another’s untouched', async () => {
    const [other] = await t.database.db.insert(companies).values({ name: 'Otra Fonda' }).returning();
    const otherTotals = await creditTotals(t.database.db, other?.id ?? 0, 'messages', new Date());
    expect(otherTotals).toEqual({ total: 0, used: 0 });
  });
});
