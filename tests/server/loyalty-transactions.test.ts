import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contacts, loyaltyTransactions } from '../../server/db/schema';
import { CODE_GUESS_MESSAGE, CODE_MISSES_PER_MINUTE } from '../../server/modules/loyalty/code-guess-limit';
import { completeLoyaltyTransaction } from '../../server/modules/loyalty/complete-transaction';
import { LOYALTY_MESSAGES } from '../../src/domain/contract/loyalty';
import { openEventStream, type StreamEvent } from './helpers/event-stream';
import {
  CASHIER,
  cardOf,
  codeFor,
  DAY,
  insertCustomer,
  insertProgram,
  ledgerOf,
  loyaltyCalls,
  messageRow,
  refusal,
  transactionRow,
} from './helpers/loyalty-fixtures';
import { type DemoLocation, demoLocations, leaveBalance } from './helpers/queue-fixtures';
import { insertOtherCompany } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const MINUTE = 60_000;
let clock = new Date();
let t: TestApp;
let main: DemoLocation;
let branch: DemoLocation;
let cashier: ReturnType<typeof loyaltyCalls>;
let reader: ReturnType<typeof loyaltyCalls>;
let cashierToken: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  ({ main, branch } = await demoLocations(t.database.db));
  cashierToken = await loginAs(t.app, CASHIER);
  cashier = loyaltyCalls(t.app, cashierToken);
  reader = loyaltyCalls(t.app, await loginAs(t.app, DEMO.reader));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  // The real time: message credits are granted per calendar month and leaveBalance reads them now.
  clock = new Date();
});

const db = () => t.database.db;
const program = (values: Parameters<typeof insertProgram>[2] = {}) =>
  insertProgram(db(), main.companyId, values);
const customer = (name?: string) => insertCustomer(db(), main.companyId, name);
const code = (programId: number, contactId: number, now = clock) =>
  codeFor(db(), { companyId: main.companyId, programId, contactId, now });
const transactionCount = async () =>
  (await db().select({ value: count() }).from(loyaltyTransactions))[0]?.value;

/** A customer with a $20.00 balance in a 10% program. */
async function customerWithBalance() {
  const programId = await program({ percentage: 10 });
  const ana = await customer();
  await cashier.completed({
    program_id: programId,
    contact_phone: ana.phone,
    type: 'cashback',
    sale_amount: 200,
  });
  return { programId, ana };
}

describe('prepare', () => {
  it('names the customer of a card code (of any program) and their progress in this one', async () => {
    const { programId, ana } = await customerWithBalance();
    const otherProgram = await program({ type: 'stampcard' });
    const scanned = await code(otherProgram, ana.id);
    const prepared = await cashier.prepared({
      program_id: programId,
      input_method: 'code',
      input_value: scanned,
    });
    expect(prepared.recipient).toEqual({ id: ana.id, name: 'Ana López', phone: ana.phone });
    expect(prepared.progress.user_balance).toBe(20);
    expect(prepared.auth_code).toBe(scanned);
    expect(prepared.program.id).toBe(programId);
  });

  it('gives a recipient without id for a phone not among the customers', async () => {
    const programId = await program();
    const prepared = await cashier.prepared({
      program_id: programId,
      input_method: 'phone',
      input_value: '55 1234 0000',
    });
    expect(prepared.recipient).toEqual({ id: null, name: '', phone: '+525512340000' });
    expect(prepared.progress).toEqual({
      user_balance: 0,
      current_quantity: 0,
      required_quantity: null,
      rewards: [],
    });
  });

  it('refuses a bad phone, a malformed code and an unknown one on input_value', async () => {
    const programId = await program();
    const phone = await cashier.prepare({
      program_id: programId,
      input_method: 'phone',
      input_value: '12345',
    });
    expect(refusal(phone, 'input_value').errors).toEqual([LOYALTY_MESSAGES.phoneInvalid]);
    const format = await cashier.prepare({
      program_id: programId,
      input_method: 'code',
      input_value: '12345',
    });
    expect(refusal(format, 'input_value').errors).toEqual([LOYALTY_MESSAGES.codeFormat]);
    const unknown = await cashier.prepare({
      program_id: programId,
      input_method: 'code',
      input_value: '000000',
    });
    expect(refusal(unknown, 'input_value').errors).toEqual([LOYALTY_MESSAGES.codeInvalid]);
  });
});

describe('guessing card codes', () => {
  it('answers 429 once a cashier tried too many unknown codes in a minute, until the minute passes', async () => {
    // A minute of its own: the other tests' unknown codes are out of the window.
    clock = new Date(Date.now() + 10 * MINUTE);
    const programId = await program();
    const ana = await customer();
    const real = await code(programId, ana.id);
    const tryCode = (calls: typeof cashier, value: string) =>
      calls.prepare({ program_id: programId, input_method: 'code', input_value: value });
    const unknownCodes = Array.from({ length: CODE_MISSES_PER_MINUTE.user }, (_, i) =>
      String(100_000 + i * 7919).padStart(6, '0'),
    ).filter((value) => value !== real);
    for (const value of unknownCodes) {
      expect(refusal(await tryCode(cashier, value), 'input_value').errors).toEqual([
        LOYALTY_MESSAGES.codeInvalid,
      ]);
    }
    if (unknownCodes.length < CODE_MISSES_PER_MINUTE.user) await tryCode(cashier, '999999');

    const blocked = await tryCode(cashier, real);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: CODE_GUESS_MESSAGE, code: 'RATE_LIMITED' });
    // A phone still works, and so does another cashier of the location.
    await cashier.prepared({ program_id: programId, input_method: 'phone', input_value: ana.phone });
    const owner = loyaltyCalls(t.app, await loginAs(t.app, DEMO.owner));
    expect((await tryCode(owner, real)).statusCode).toBe(200);

    clock = new Date(clock.getTime() + MINUTE + 1000);
    expect((await tryCode(cashier, await code(programId, ana.id))).statusCode).toBe(200);
  });
});

describe('guessing card codes through complete', () => {
  it('unknown codes tried on prepare and on complete add up to the same 429', async () => {
    clock = new Date(Date.now() + 20 * MINUTE);
    const programId = await program();
    const ana = await customer();
    const real = await code(programId, ana.id);
    const unknown = (i: number) => {
      const value = String(200_000 + i * 6007).padStart(6, '0');
      return value === real ? '999998' : value;
    };
    const sale = (authCode: string) => ({
      program_id: programId,
      auth_code: authCode,
      type: 'cashback',
      sale_amount: 10,
    });
    const half = CODE_MISSES_PER_MINUTE.user / 2;
    for (let i = 0; i < half; i += 1) {
      const prepared = await cashier.prepare({
        program_id: programId,
        input_method: 'code',
        input_value: unknown(i),
      });
      expect(refusal(prepared, 'input_value').errors).toEqual([LOYALTY_MESSAGES.codeInvalid]);
      const completed = await cashier.complete(sale(unknown(half + i)));
      expect(refusal(completed, 'auth_code').errors).toEqual([LOYALTY_MESSAGES.codeInvalid]);
    }

    const blocked = await cashier.complete(sale(real));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: CODE_GUESS_MESSAGE, code: 'RATE_LIMITED' });
    expect(
      (await cashier.prepare({ program_id: programId, input_method: 'code', input_value: real })).statusCode,
    ).toBe(429);
    // A sale by phone is not a guess.
    await cashier.completed({ program_id: programId, contact_id: ana.id, type: 'cashback', sale_amount: 10 });

    clock = new Date(clock.getTime() + MINUTE + 1000);
    await cashier.completed(sale(await code(programId, ana.id)));
  });
});

describe('card codes', () => {
  it('a code expired more than 10 minutes ago, a used one and another company’s are refused', async () => {
    const { programId, ana } = await customerWithBalance();
    const body = (authCode: string) => ({
      program_id: programId,
      contact_id: ana.id,
      auth_code: authCode,
      type: 'cashback',
      sale_amount: 10,
    });
    const shown = await code(programId, ana.id, new Date(clock.getTime() - 16 * MINUTE));
    const stale = await cashier.complete(body(shown));
    expect(refusal(stale, 'auth_code').errors).toEqual([LOYALTY_MESSAGES.codeInvalid]);
    const prepareStale = await cashier.prepare({
      program_id: programId,
      input_method: 'code',
      input_value: shown,
    });
    expect(refusal(prepareStale, 'input_value').errors).toEqual([LOYALTY_MESSAGES.codeInvalid]);

    const late = await code(programId, ana.id, new Date(clock.getTime() - 12 * MINUTE));
    await cashier.completed(body(late));
    const reused = await cashier.complete(body(late));
    expect(refusal(reused, 'auth_code').errors).toEqual([LOYALTY_MESSAGES.codeInvalid]);

    const other = await insertOtherCompany(db());
    const otherProgram = await insertProgram(db(), other.companyId);
    const stranger = await insertCustomer(db(), other.companyId, 'Otra Persona');
    const foreign = await codeFor(db(), {
      companyId: other.companyId,
      programId: otherProgram,
      contactId: stranger.id,
      now: clock,
    });
    const prepareForeign = await cashier.prepare({
      program_id: programId,
      input_method: 'code',
      input_value: foreign,
    });
    expect(refusal(prepareForeign, 'input_value').errors).toEqual([LOYALTY_MESSAGES.codeInvalid]);
    const completeForeign = await cashier.complete({ ...body(foreign), contact_id: null });
    expect(refusal(completeForeign, 'auth_code').errors).toEqual([LOYALTY_MESSAGES.codeInvalid]);
  });

  it('the wallet pays only with the card code', async () => {
    const { programId, ana } = await customerWithBalance();
    const response = await cashier.complete({
      program_id: programId,
      contact_phone: ana.phone,
      type: 'cashback',
      sale_amount: 10,
      withdraw_amount: 5,
    });
    expect(refusal(response, 'withdraw_amount').errors).toEqual([LOYALTY_MESSAGES.withdrawNeedsCode]);
  });

  it('two concurrent completes with the same code: exactly one succeeds and the wallet is spent once', async () => {
    const { programId, ana } = await customerWithBalance();
    const body = {
      program_id: programId,
      contact_id: ana.id,
      auth_code: await code(programId, ana.id),
      type: 'cashback',
      sale_amount: 15,
      withdraw_amount: 15,
    };
    const responses = await Promise.all([
      cashier.complete(body, 'dispositivo-1'),
      cashier.complete(body, 'dispositivo-2'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const { spends } = await ledgerOf(db(), card.id);
    expect(spends.map((spend) => spend.amount)).toEqual([15]);
    const prepared = await cashier.prepared({
      program_id: programId,
      input_method: 'phone',
      input_value: ana.phone,
    });
    expect(prepared.progress.user_balance).toBe(5);
  });
});

describe('complete', () => {
  it('is idempotent: the same Idempotency-Key twice gives one transaction and the same answer', async () => {
    const programId = await program();
    const ana = await customer();
    const body = { program_id: programId, contact_phone: ana.phone, type: 'cashback', sale_amount: 80 };
    const before = await transactionCount();
    const first = await cashier.complete(body, 'venta-idempotente-1');
    const second = await cashier.complete(body, 'venta-idempotente-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await transactionCount()).toBe((before ?? 0) + 1);
  });

  it("two first sales of one new customer's phone at once make one customer", async () => {
    const programId = await program();
    const body = {
      program_id: programId,
      contact_phone: '5587654321',
      contact_name: 'Rita Doble',
      type: 'cashback',
      sale_amount: 50,
    };
    const responses = await Promise.all([
      cashier.complete(body, 'primera-venta-1'),
      cashier.complete(body, 'primera-venta-2'),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const created = await db()
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.companyId, main.companyId), eq(contacts.phone, '+525587654321')));
    expect(created).toHaveLength(1);
    expect(new Set(responses.map((response) => response.json().data.transaction.contact.id))).toEqual(
      new Set([created[0]?.id]),
    );
  });

  it('creates a new customer by phone with contact_name and messages them by WhatsApp with the card link', async () => {
    const programId = await program({ percentage: 5 });
    const body = { program_id: programId, contact_phone: '5598765432', type: 'cashback', sale_amount: 100 };
    const nameless = await cashier.complete(body);
    expect(refusal(nameless, 'contact_name').errors).toEqual([LOYALTY_MESSAGES.contactNameRequired]);
    const answer = await cashier.completed({ ...body, contact_name: 'Carla Méndez Ruiz' });
    expect(answer.transaction.contact).toEqual({
      id: expect.any(Number),
      name: 'Carla Méndez Ruiz',
      phone: '+525598765432',
    });
    const [created] = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, main.companyId), eq(contacts.phone, '+525598765432')));
    expect(created?.name).toBe('Carla Méndez Ruiz');
    expect(answer.message).toBe('queued');
    expect(answer.card_url).toMatch(/\/tarjeta\/[A-Za-z0-9_-]{16,40}$/);
    const row = await transactionRow(db(), answer.transaction.id);
    const message = await messageRow(db(), row.messageId ?? 0);
    expect(message.channel).toBe('whatsapp');
    expect(message.recipient).toBe('+525598765432');
    expect(message.body).toBe(
      `Hola Carla, ganaste $5.00 en tu monedero de Taquería Demo. Saldo: $5.00. Consulta tu tarjeta: ${answer.card_url}`,
    );
  });

  it('sends the reward wording when a stamp card completes', async () => {
    const programId = await program({ type: 'stampcard', requiredQuantity: 2, conditions: 'Un café gratis' });
    const ana = await customer();
    const first = await cashier.completed({
      program_id: programId,
      contact_phone: ana.phone,
      type: 'stampcard',
      sale_amount: 40,
    });
    const firstMessage = await messageRow(
      db(),
      (await transactionRow(db(), first.transaction.id)).messageId ?? 0,
    );
    expect(firstMessage.body).toBe(
      `Hola Ana, sumaste un sello en Tarjeta de café: 1 de 2. Tu tarjeta: ${first.card_url}`,
    );
    const second = await cashier.completed({
      program_id: programId,
      contact_phone: ana.phone,
      type: 'stampcard',
      sale_amount: 40,
    });
    const message = await messageRow(
      db(),
      (await transactionRow(db(), second.transaction.id)).messageId ?? 0,
    );
    const rewardDate = new Intl.DateTimeFormat('es-MX', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Mexico_City',
    }).format(new Date(clock.getTime() + 30 * DAY));
    expect(rewardDate).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(message.body).toBe(
      `¡Felicidades Ana! Completaste tu tarjeta Tarjeta de café de Taquería Demo. Tu premio (Un café gratis) es válido hasta el ${rewardDate}. Tu tarjeta: ${second.card_url}`,
    );
  });

  it('completes with message no_balance when the company has no credits left', async () => {
    const programId = await program();
    const ana = await customer();
    await leaveBalance(db(), main.companyId, 0);
    const answer = await cashier.completed({
      program_id: programId,
      contact_phone: ana.phone,
      type: 'cashback',
      sale_amount: 50,
    });
    expect(answer.message).toBe('no_balance');
    expect(answer.transaction.status).toBe('active');
    expect((await transactionRow(db(), answer.transaction.id)).messageId).toBeNull();
    await leaveBalance(db(), main.companyId, 100);
  });

  it('completes with message none for a customer without a phone WhatsApp can take', async () => {
    const programId = await program();
    for (const phone of [null, '12345']) {
      const [contact] = await db()
        .insert(contacts)
        .values({ companyId: main.companyId, name: 'Sin Celular', phone })
        .returning({ id: contacts.id });
      const answer = await cashier.completed({
        program_id: programId,
        contact_id: contact?.id,
        type: 'cashback',
        sale_amount: 20,
      });
      expect(answer.message).toBe('none');
      expect((await transactionRow(db(), answer.transaction.id)).messageId).toBeNull();
    }
  });

  it('refuses bad amounts with the Spanish message and writes nothing', async () => {
    const { programId, ana } = await customerWithBalance();
    const before = await transactionCount();
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const ledger = await ledgerOf(db(), card.id);
    const base = { program_id: programId, contact_id: ana.id, type: 'cashback' };
    const cases: [object, string, string][] = [
      [{ sale_amount: 0 }, 'sale_amount', LOYALTY_MESSAGES.saleAmountPositive],
      [{ sale_amount: -5 }, 'sale_amount', LOYALTY_MESSAGES.saleAmountPositive],
      [{ sale_amount: 10_000_000.01 }, 'sale_amount', LOYALTY_MESSAGES.saleAmountMax],
      [{ sale_amount: 1.234 }, 'sale_amount', LOYALTY_MESSAGES.amountDecimals],
      [{ sale_amount: 'diez' }, 'sale_amount', LOYALTY_MESSAGES.amountNumber],
    ];
    for (const [values, field, message] of cases) {
      expect(refusal(await cashier.complete({ ...base, ...values }), field).errors).toContain(message);
    }
    const withCode = async (values: object) =>
      cashier.complete({ ...base, auth_code: await code(programId, ana.id), ...values });
    expect(
      refusal(await withCode({ sale_amount: 100, withdraw_amount: 25 }), 'withdraw_amount').errors,
    ).toEqual([LOYALTY_MESSAGES.withdrawOverBalance]);
    expect(
      refusal(await withCode({ sale_amount: 10, withdraw_amount: 15 }), 'withdraw_amount').errors,
    ).toEqual([LOYALTY_MESSAGES.withdrawOverSale]);
    const mismatch = await cashier.complete({ ...base, type: 'stampcard', sale_amount: 10 });
    expect(refusal(mismatch, 'type').errors).toEqual([LOYALTY_MESSAGES.typeMismatch]);
    expect(await transactionCount()).toBe(before);
    expect(await ledgerOf(db(), card.id)).toEqual(ledger);
  });
});

describe('live hints and the wallet message', () => {
  it('complete and cancel announce the loyalty change; paying with the wallet says how much was used', async () => {
    const { programId, ana } = await customerWithBalance();
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(origin, bearer(cashierToken));
    try {
      const answer = await cashier.completed({
        program_id: programId,
        contact_id: ana.id,
        auth_code: await code(programId, ana.id),
        type: 'cashback',
        sale_amount: 30,
        withdraw_amount: 10,
      });
      const id = answer.transaction.id;
      const isHint = (event: StreamEvent) => event.event === 'changed' && event.data.includes('loyalty');
      expect(JSON.parse((await stream.next(isHint)).data)).toEqual({ area: 'loyalty', id });
      const message = await messageRow(db(), (await transactionRow(db(), id)).messageId ?? 0);
      expect(message.body).toBe(
        `Hola Ana, pagaste $10.00 con tu monedero y ganaste $2.00 en tu monedero de Taquería Demo. Saldo: $12.00. Consulta tu tarjeta: ${answer.card_url}`,
      );
      const before = stream.events.length;
      expect((await cashier.cancel(id)).statusCode).toBe(200);
      await stream.next((event) => stream.events.indexOf(event) >= before && isHint(event));
    } finally {
      stream.close();
    }
  });
});

describe('search, detail and cancel', () => {
  it('lists the location’s transactions, id desc, 20 a page; the detail and cancel reach any location', async () => {
    const programId = await program();
    const ana = await customer();
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const answer = await cashier.completed({
        program_id: programId,
        contact_phone: ana.phone,
        type: 'cashback',
        sale_amount: 10 + index,
      });
      ids.push(answer.transaction.id);
    }
    const elsewhere = await completeLoyaltyTransaction(db(), {
      tenant: { companyId: main.companyId, locationId: branch.id, userId: null },
      body: {
        program_id: programId,
        contact_id: ana.id,
        contact_name: null,
        contact_phone: null,
        auth_code: null,
        type: 'cashback',
        sale_amount: 99,
        reference: 'Sucursal',
        withdraw_amount: 0,
        redeem_reward: false,
      },
      now: clock,
      origin: 'http://localhost',
    });
    const response = await reader.search({ search: ana.phone.slice(-8) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.map((item: { id: number }) => item.id)).toEqual([...ids].reverse());
    expect(body.pagination).toMatchObject({ total_items: 3, limit: 20, offset: 0, count: 3 });
    const id = elsewhere.answer.transaction.id;
    const detail = await reader.get(`/v1/loyalty/transaction/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ id, reference: 'Sucursal', user: null, sale_amount: 99 });
    expect((await cashier.cancel(id)).statusCode).toBe(200);
    expect((await cashier.get('/v1/loyalty/transaction/999999')).statusCode).toBe(404);
    expect((await cashier.cancel(999999)).statusCode).toBe(404);
  });

  it('a loyalty reader sees programs and transactions but cannot prepare, complete or cancel', async () => {
    const programId = await program();
    const ana = await customer();
    const sale = await cashier.completed({
      program_id: programId,
      contact_phone: ana.phone,
      type: 'cashback',
      sale_amount: 10,
    });
    expect((await reader.get('/v1/loyalty/program/available')).statusCode).toBe(200);
    expect((await reader.search()).statusCode).toBe(200);
    expect(
      (await reader.prepare({ program_id: programId, input_method: 'phone', input_value: ana.phone }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await reader.complete({
          program_id: programId,
          contact_phone: ana.phone,
          type: 'cashback',
          sale_amount: 10,
        })
      ).statusCode,
    ).toBe(403);
    expect((await reader.cancel(sale.transaction.id)).statusCode).toBe(403);
    expect((await transactionRow(db(), sale.transaction.id)).status).toBe('active');
  });

  it('another company’s program and transaction are 404', async () => {
    const other = await insertOtherCompany(db());
    const otherProgram = await insertProgram(db(), other.companyId);
    const stranger = await insertCustomer(db(), other.companyId, 'Otra Persona');
    const foreign = await completeLoyaltyTransaction(db(), {
      tenant: { companyId: other.companyId, locationId: other.locationId, userId: null },
      body: {
        program_id: otherProgram,
        contact_id: stranger.id,
        contact_name: null,
        contact_phone: null,
        auth_code: null,
        type: 'cashback',
        sale_amount: 10,
        reference: null,
        withdraw_amount: 0,
        redeem_reward: false,
      },
      now: clock,
      origin: 'http://localhost',
    });
    const ana = await customer();
    const complete = await cashier.complete({
      program_id: otherProgram,
      contact_phone: ana.phone,
      type: 'cashback',
      sale_amount: 10,
    });
    expect(complete.statusCode).toBe(404);
    expect(complete.json().message).toBe(LOYALTY_MESSAGES.programNotFound);
    expect(
      (await cashier.prepare({ program_id: otherProgram, input_method: 'phone', input_value: ana.phone }))
        .statusCode,
    ).toBe(404);
    const id = foreign.answer.transaction.id;
    const detail = await cashier.get(`/v1/loyalty/transaction/${id}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe(LOYALTY_MESSAGES.transactionNotFound);
    expect((await cashier.cancel(id)).statusCode).toBe(404);
    expect((await transactionRow(db(), id)).status).toBe('active');
    expect((await cashier.search({ search: stranger.phone })).json().pagination.total_items).toBe(0);
  });
});
