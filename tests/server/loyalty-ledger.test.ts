import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOYALTY_MESSAGES } from '../../src/domain/contract/loyalty';
import {
  CASHIER,
  cardOf,
  codeFor,
  DAY,
  insertCustomer,
  insertProgram,
  ledgerOf,
  loyaltyCalls,
  refusal,
} from './helpers/loyalty-fixtures';
import { type DemoLocation, demoLocations } from './helpers/queue-fixtures';
import { loginAs, startTestApp, type TestApp } from './helpers/test-app';

let clock = new Date();
let t: TestApp;
let main: DemoLocation;
let calls: ReturnType<typeof loyaltyCalls>;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  ({ main } = await demoLocations(t.database.db));
  calls = loyaltyCalls(t.app, await loginAs(t.app, CASHIER));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = new Date('2026-03-10T18:00:00Z');
});

const db = () => t.database.db;
const program = (values: Parameters<typeof insertProgram>[2] = {}) =>
  insertProgram(db(), main.companyId, values);
const customer = (name?: string) => insertCustomer(db(), main.companyId, name);
const code = (programId: number, contactId: number) =>
  codeFor(db(), { companyId: main.companyId, programId, contactId, now: clock });

/** A sale by phone (no wallet). */
const sale = (programId: number, phone: string, amount: number, type = 'cashback') =>
  calls.completed({ program_id: programId, contact_phone: phone, type, sale_amount: amount });

describe('cashback ledger', () => {
  it('earns the percentage of the sale as a lot valid for the program validity', async () => {
    const programId = await program({ percentage: 5, validityDays: 30 });
    const ana = await customer();
    const answer = await sale(programId, ana.phone, 100);
    expect(answer.transaction.cashback).toEqual({ amount: 5, used: 0, percentage: 5 });
    expect(answer.progress.user_balance).toBe(5);
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const { lots } = await ledgerOf(db(), card.id);
    expect(lots).toHaveLength(1);
    expect(lots[0]).toMatchObject({
      amount: 5,
      remaining: 5,
      expiresAt: new Date(clock.getTime() + 30 * DAY),
    });
  });

  it('caps what one sale earns at max_earn_amount and rounds half up to the cent', async () => {
    const programId = await program({ percentage: 10, maxEarnAmount: 20 });
    const ana = await customer();
    expect((await sale(programId, ana.phone, 500)).transaction.cashback?.amount).toBe(20);
    expect((await sale(programId, ana.phone, 0.05)).transaction.cashback?.amount).toBe(0.01);
  });

  it('pays with the wallet from the lots that expire first and earns only on the money paid', async () => {
    const programId = await program({ percentage: 10, validityDays: 60 });
    const ana = await customer();
    await sale(programId, ana.phone, 100); // lot A: 10, expires day 60
    clock = new Date(clock.getTime() + 10 * DAY);
    await sale(programId, ana.phone, 50); // lot B: 5, expires day 70
    const answer = await calls.completed({
      program_id: programId,
      contact_id: ana.id,
      auth_code: await code(programId, ana.id),
      type: 'cashback',
      sale_amount: 40,
      withdraw_amount: 12,
    });
    expect(answer.transaction.cashback).toEqual({ amount: 2.8, used: 12, percentage: 10 });
    expect(answer.progress.user_balance).toBe(5.8);
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const { lots, spends } = await ledgerOf(db(), card.id);
    expect(lots.map((lot) => lot.remaining)).toEqual([0, 3, 2.8]);
    expect(spends.map((spend) => [spend.lotId, spend.amount])).toEqual([
      [lots[0]?.id, 10],
      [lots[1]?.id, 2],
    ]);
  });

  it('leaves expired lots out of the balance and out of what the wallet can pay', async () => {
    const programId = await program({ percentage: 10, validityDays: 30 });
    const ana = await customer();
    await sale(programId, ana.phone, 100);
    clock = new Date(clock.getTime() + 31 * DAY);
    const prepared = await calls.prepared({
      program_id: programId,
      input_method: 'phone',
      input_value: ana.phone,
    });
    expect(prepared.progress.user_balance).toBe(0);
    const response = await calls.complete({
      program_id: programId,
      contact_id: ana.id,
      auth_code: await code(programId, ana.id),
      type: 'cashback',
      sale_amount: 50,
      withdraw_amount: 5,
    });
    expect(refusal(response, 'withdraw_amount').errors).toEqual([LOYALTY_MESSAGES.withdrawOverBalance]);
  });
});
