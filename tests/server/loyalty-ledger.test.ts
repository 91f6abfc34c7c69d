import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loyaltyPrograms } from '../../server/db/schema';
import { currentCardCode } from '../../server/modules/loyalty/card-codes';
import { cardProgress } from '../../server/modules/loyalty/card-progress';
import { CARD_CODE_LIFETIME_SECS, LOYALTY_MESSAGES } from '../../src/domain/contract/loyalty';
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

describe('card codes', () => {
  it('reuses the newest unused code while it has 4 minutes left, then issues a new 6-digit one', async () => {
    const programId = await program();
    const ana = await customer();
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const at = (seconds: number) =>
      currentCardCode(db(), {
        companyId: main.companyId,
        cardId: card.id,
        now: new Date(clock.getTime() + seconds * 1000),
      });
    const first = await at(0);
    expect(first.code).toMatch(/^\d{6}$/);
    expect(first.expiresAt).toEqual(new Date(clock.getTime() + CARD_CODE_LIFETIME_SECS * 1000));
    expect(await at(60)).toEqual(first);
    const second = await at(61);
    expect(second.code).not.toBe(first.code);
    expect(second.expiresAt).toEqual(new Date(clock.getTime() + (61 + CARD_CODE_LIFETIME_SECS) * 1000));
  });
});

describe('stamp card ledger', () => {
  it('completes the card at the required quantity with a reward, then starts a new card at 0', async () => {
    const programId = await program({ type: 'stampcard', requiredQuantity: 3, redeemDays: 15 });
    const ana = await customer();
    expect((await sale(programId, ana.phone, 50, 'stampcard')).progress.current_quantity).toBe(1);
    expect((await sale(programId, ana.phone, 50, 'stampcard')).progress.current_quantity).toBe(2);
    const third = await sale(programId, ana.phone, 50, 'stampcard');
    expect(third.reward_granted).toBe(true);
    expect(third.transaction.stampcard).toEqual({
      current_quantity: 3,
      required_quantity: 3,
      completed: true,
      redeemed_reward: false,
    });
    expect(third.progress.current_quantity).toBe(0);
    expect(third.progress.rewards).toEqual([
      { id: expect.any(Number), expires_at: new Date(clock.getTime() + 15 * DAY).toISOString() },
    ]);
    const fourth = await sale(programId, ana.phone, 50, 'stampcard');
    expect(fourth.reward_granted).toBe(false);
    expect(fourth.progress.current_quantity).toBe(1);
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const { stamps, rewards } = await ledgerOf(db(), card.id);
    expect(stamps.map((stamp) => stamp.rewardId)).toEqual([
      rewards[0]?.id,
      rewards[0]?.id,
      rewards[0]?.id,
      null,
    ]);
  });

  it('redeems the soonest-expiring reward, and refuses to redeem without one', async () => {
    const programId = await program({ type: 'stampcard', requiredQuantity: 2 });
    const ana = await customer();
    const redeem = () =>
      calls.complete({
        program_id: programId,
        contact_phone: ana.phone,
        type: 'stampcard',
        sale_amount: 30,
        redeem_reward: true,
      });
    expect(refusal(await redeem(), 'redeem_reward').errors).toEqual([LOYALTY_MESSAGES.noReward]);
    await sale(programId, ana.phone, 30, 'stampcard');
    await sale(programId, ana.phone, 30, 'stampcard');
    const response = await redeem();
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    expect(answer.transaction.stampcard.redeemed_reward).toBe(true);
    expect(answer.progress.rewards).toEqual([]);
    expect(answer.progress.current_quantity).toBe(1);
  });

  it('does not count expired stamps on the current card', async () => {
    const programId = await program({ type: 'stampcard', requiredQuantity: 3, validityDays: 30 });
    const ana = await customer();
    await sale(programId, ana.phone, 30, 'stampcard');
    clock = new Date(clock.getTime() + 31 * DAY);
    expect((await sale(programId, ana.phone, 30, 'stampcard')).progress.current_quantity).toBe(1);
  });
});

describe('program rules', () => {
  it('refuses a sale under the minimum purchase, for both types', async () => {
    for (const type of ['cashback', 'stampcard'] as const) {
      const programId = await program({ type, minPurchase: 100 });
      const ana = await customer();
      const response = await calls.complete({
        program_id: programId,
        contact_phone: ana.phone,
        type,
        sale_amount: 99.99,
      });
      expect(refusal(response, 'sale_amount').errors).toEqual([LOYALTY_MESSAGES.saleAmountMin]);
      await sale(programId, ana.phone, 100, type);
    }
  });

  it('allows max_transacts_day active transactions a day in the location zone', async () => {
    const programId = await program({ maxTransactsDay: 2 });
    const ana = await customer();
    clock = new Date('2026-03-10T06:30:00Z'); // 00:30 in Mexico City
    const first = await sale(programId, ana.phone, 10);
    await sale(programId, ana.phone, 10);
    const refused = await calls.complete({
      program_id: programId,
      contact_phone: ana.phone,
      type: 'cashback',
      sale_amount: 10,
    });
    expect(refusal(refused, 'contact_id').errors).toEqual([LOYALTY_MESSAGES.maxPerDay(2)]);
    expect((await calls.cancel(first.transaction.id)).statusCode).toBe(200);
    await sale(programId, ana.phone, 10);
    clock = new Date('2026-03-11T05:59:00Z'); // 23:59 the same local day
    expect(
      refusal(
        await calls.complete({
          program_id: programId,
          contact_phone: ana.phone,
          type: 'cashback',
          sale_amount: 10,
        }),
        'contact_id',
      ).message,
    ).toBe(LOYALTY_MESSAGES.maxPerDay(2));
    clock = new Date('2026-03-11T06:00:00Z'); // the next local day
    await sale(programId, ana.phone, 10);
  });

  it('a limited program serves customers with a card and refuses new ones', async () => {
    const programId = await program();
    const ana = await customer();
    const bruno = await customer('Bruno Díaz');
    await sale(programId, ana.phone, 10);
    await db().update(loyaltyPrograms).set({ status: 'limited' }).where(eq(loyaltyPrograms.id, programId));
    await sale(programId, ana.phone, 10);
    const refused = await calls.complete({
      program_id: programId,
      contact_phone: bruno.phone,
      type: 'cashback',
      sale_amount: 10,
    });
    expect(refusal(refused, 'program_id').errors).toEqual([LOYALTY_MESSAGES.programLimited]);
    const prepare = await calls.prepare({
      program_id: programId,
      input_method: 'phone',
      input_value: bruno.phone,
    });
    expect(refusal(prepare, 'program_id').errors).toEqual([LOYALTY_MESSAGES.programLimited]);
  });

  it('a canceled program takes no transactions and its progress reads as lost', async () => {
    const programId = await program();
    const ana = await customer();
    await sale(programId, ana.phone, 100);
    await db().update(loyaltyPrograms).set({ status: 'canceled' }).where(eq(loyaltyPrograms.id, programId));
    const prepare = await calls.prepare({
      program_id: programId,
      input_method: 'phone',
      input_value: ana.phone,
    });
    expect(refusal(prepare, 'program_id').errors).toEqual([LOYALTY_MESSAGES.programCanceled]);
    const complete = await calls.complete({
      program_id: programId,
      contact_phone: ana.phone,
      type: 'cashback',
      sale_amount: 10,
    });
    expect(refusal(complete, 'program_id').errors).toEqual([LOYALTY_MESSAGES.programCanceled]);
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const progress = await cardProgress(
      db(),
      card,
      { type: 'cashback', status: 'canceled', requiredQuantity: null },
      clock,
    );
    expect(progress.user_balance).toBe(0);
  });
});

describe('cancellation reverses the ledger exactly', () => {
  it('cashback: the earned lot goes and the wallet spends go back into their lots', async () => {
    const programId = await program({ percentage: 10 });
    const ana = await customer();
    await sale(programId, ana.phone, 100);
    await sale(programId, ana.phone, 50);
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const before = await ledgerOf(db(), card.id);
    const spending = await calls.completed({
      program_id: programId,
      contact_id: ana.id,
      auth_code: await code(programId, ana.id),
      type: 'cashback',
      sale_amount: 30,
      withdraw_amount: 12,
    });
    expect(spending.progress.user_balance).toBe(4.8);
    const canceled = await calls.cancel(spending.transaction.id);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toMatchObject({ status: 'canceled', canceled_at: clock.toISOString() });
    expect(await ledgerOf(db(), card.id)).toEqual(before);
    const prepared = await calls.prepared({
      program_id: programId,
      input_method: 'phone',
      input_value: ana.phone,
    });
    expect(prepared.progress.user_balance).toBe(15);
  });

  it('refuses to cancel an earning whose lot another active sale spent, and a canceled one', async () => {
    const programId = await program({ percentage: 10 });
    const ana = await customer();
    const earning = await sale(programId, ana.phone, 100);
    const spending = await calls.completed({
      program_id: programId,
      contact_id: ana.id,
      auth_code: await code(programId, ana.id),
      type: 'cashback',
      sale_amount: 5,
      withdraw_amount: 5,
    });
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const before = await ledgerOf(db(), card.id);
    expect(refusal(await calls.cancel(earning.transaction.id), 'id').message).toBe(
      LOYALTY_MESSAGES.cancelSpent,
    );
    expect(await ledgerOf(db(), card.id)).toEqual(before);
    expect((await calls.cancel(spending.transaction.id)).statusCode).toBe(200);
    expect(refusal(await calls.cancel(spending.transaction.id), 'id').message).toBe(
      LOYALTY_MESSAGES.alreadyCanceled,
    );
    expect((await calls.cancel(earning.transaction.id)).statusCode).toBe(200);
    expect(await ledgerOf(db(), card.id)).toEqual({ lots: [], spends: [], stamps: [], rewards: [] });
  });

  it('stamp card: the completing sale frees its stamps and drops its reward; refusals keep the ledger', async () => {
    const programId = await program({ type: 'stampcard', requiredQuantity: 2 });
    const ana = await customer();
    const first = await sale(programId, ana.phone, 30, 'stampcard');
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const afterFirst = await ledgerOf(db(), card.id);
    const completing = await sale(programId, ana.phone, 30, 'stampcard');
    expect(completing.reward_granted).toBe(true);
    expect(refusal(await calls.cancel(first.transaction.id), 'id').message).toBe(
      LOYALTY_MESSAGES.cancelStampInReward,
    );
    const redeeming = await calls.completed({
      program_id: programId,
      contact_phone: ana.phone,
      type: 'stampcard',
      sale_amount: 30,
      redeem_reward: true,
    });
    const beforeRefusal = await ledgerOf(db(), card.id);
    expect(refusal(await calls.cancel(completing.transaction.id), 'id').message).toBe(
      LOYALTY_MESSAGES.cancelRewardRedeemed,
    );
    expect(await ledgerOf(db(), card.id)).toEqual(beforeRefusal);
    expect((await calls.cancel(redeeming.transaction.id)).statusCode).toBe(200);
    expect((await calls.cancel(completing.transaction.id)).statusCode).toBe(200);
    expect(await ledgerOf(db(), card.id)).toEqual(afterFirst);
  });

  it('stamp card: refuses to cancel the completing sale once the new card holds stamps', async () => {
    const programId = await program({ type: 'stampcard', requiredQuantity: 2 });
    const ana = await customer();
    await sale(programId, ana.phone, 30, 'stampcard');
    const completing = await sale(programId, ana.phone, 30, 'stampcard');
    const next = await sale(programId, ana.phone, 30, 'stampcard');
    const card = await cardOf(db(), programId, ana.id, main.companyId);
    const before = await ledgerOf(db(), card.id);
    expect(refusal(await calls.cancel(completing.transaction.id), 'id').message).toBe(
      LOYALTY_MESSAGES.cancelCardContinued,
    );
    expect(await ledgerOf(db(), card.id)).toEqual(before);
    expect((await calls.cancel(next.transaction.id)).statusCode).toBe(200);
    expect((await calls.cancel(completing.transaction.id)).statusCode).toBe(200);
    const prepared = await calls.prepared({
      program_id: programId,
      input_method: 'phone',
      input_value: ana.phone,
    });
    expect(prepared.progress).toMatchObject({ current_quantity: 1, rewards: [] });
  });
});
