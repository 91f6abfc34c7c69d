import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyPrograms } from '../../server/db/schema';
import { DEMO_LOCATIONS } from '../../server/db/seed/demo-business';
import { demoCardToken } from '../../server/db/seed/demo-loyalty';
import { claimAuthCode } from '../../server/modules/loyalty/card-codes';
import { PUBLIC_CARD_PER_MINUTE } from '../../server/modules/public-loyalty/public-loyalty-routes';
import { dataOf } from '../../src/domain/contract/common';
import {
  CARD_CHECK_SECS,
  PublicLoyaltyCardSchema,
  PublicLoyaltyProgramsSchema,
} from '../../src/domain/contract/loyalty';
import { cardOf, insertCustomer, insertProgram } from './helpers/loyalty-fixtures';
import { insertReward, insertTransaction } from './helpers/loyalty-rows';
import { demoLocations } from './helpers/queue-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clock = new Date('2026-03-02T18:00:00.000Z');
type Card = Awaited<ReturnType<typeof cardOf>>;
let wallet: Card;
let stamps: Card;
let newcomer: Card;
let canceledProgram: number;
let canceledCard: Card;
const minutesAgo = (minutes: number) => new Date(clock.getTime() - minutes * 60_000);
const advance = (secs: number) => {
  clock = new Date(clock.getTime() + secs * 1000);
};

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  const db = t.database.db;
  const { main, branch } = await demoLocations(db);
  const companyId = main.companyId;
  const maria = await insertCustomer(db, companyId, 'María Fernanda González');
  const cashback = await insertProgram(db, companyId, { name: 'Monedero Taquería', percentage: 5 });
  wallet = await cardOf(db, cashback, maria.id, companyId);
  // Six movements (the page lists the last five): 100 earning 5 each, the newest at the branch,
  // one canceled, one paying 5 from the wallet; the balance left is 5 × 5 − 5 = 20.
  for (const [minutes, values] of [
    [60, {}],
    [50, {}],
    [40, { status: 'canceled' as const }],
    [30, {}],
    [20, { withdrawAmount: 5, lotRemaining: 0 }],
    [10, { locationId: branch.id }],
  ] as const) {
    await insertTransaction(db, wallet, {
      locationId: main.id,
      saleAmount: 100,
      earnedAmount: 5,
      createdAt: minutesAgo(minutes),
      ...values,
    });
  }
  const stampcard = await insertProgram(db, companyId, {
    type: 'stampcard',
    name: 'Tarjeta de tacos',
    requiredQuantity: 2,
    styleIcon: '🌮',
  });
  stamps = await cardOf(db, stampcard, maria.id, companyId);
  await insertTransaction(db, stamps, {
    locationId: main.id,
    saleAmount: 90,
    stamp: true,
    createdAt: minutesAgo(30),
  });
  const completing = await insertTransaction(db, stamps, {
    locationId: main.id,
    saleAmount: 90,
    stamp: true,
    completedCard: true,
    createdAt: minutesAgo(20),
  });
  await insertReward(db, stamps, completing);
  await insertTransaction(db, stamps, {
    locationId: main.id,
    saleAmount: 95,
    stamp: true,
    createdAt: minutesAgo(5),
  });
  const pedro = await insertCustomer(db, companyId, 'Pedro');
  newcomer = await cardOf(db, cashback, pedro.id, companyId);
  canceledProgram = await insertProgram(db, companyId, { name: 'Monedero viejo' });
  canceledCard = await cardOf(db, canceledProgram, maria.id, companyId);
  await insertTransaction(db, canceledCard, {
    locationId: main.id,
    saleAmount: 200,
    earnedAmount: 10,
    createdAt: minutesAgo(90),
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (token: string) => t.app.inject({ url: `/v1/public/loyalty/card/${token}` });

async function cardPage(token: string) {
  const response = await get(token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return v.parse(dataOf(PublicLoyaltyCardSchema), response.json()).data;
}

describe('GET /v1/public/loyalty/card/{token}', () => {
  it("shows the business last visited, the customer's short name, the wallet balance and the last five movements", async () => {
    const card = await cardPage(wallet.token);
    expect(card.business).toEqual({ name: 'Taquería Demo Coyoacán', image_url: null });
    expect(card.customer).toEqual({ name: 'María G.' });
    expect(card.program).toMatchObject({
      name: 'Monedero Taquería',
      type: 'cashback',
      status: 'active',
      percentage: 5,
    });
    expect(card.progress.user_balance).toBe(20);
    expect(card.code).toMatch(/^\d{6}$/);
    expect(Date.parse(card.code_expires_at ?? '') - clock.getTime()).toBe(300_000);
    expect(card.refresh_in_secs).toBe(CARD_CHECK_SECS);
    expect(card.code_changes_in_secs).toBe(60);
    expect(card.recent.map((movement) => [movement.status, movement.earned, movement.used])).toEqual([
      ['active', 5, 0],
      ['active', 5, 5],
      ['active', 5, 0],
      ['canceled', 5, 0],
      ['active', 5, 0],
    ]);
    expect(card.recent[0]?.created_at).toBe('2026-03-02T11:50:00.000-06:00');
  });

  it('keeps the code within the minute and issues a new one once less than 240 s are left', async () => {
    const first = await cardPage(wallet.token);
    advance(59);
    const again = await cardPage(wallet.token);
    expect(again.code).toBe(first.code);
    expect(again.code_expires_at).toBe(first.code_expires_at);
    expect(again.code_changes_in_secs).toBe(1);
    advance(2);
    const fresh = await cardPage(wallet.token);
    expect(fresh.code).toMatch(/^\d{6}$/);
    expect(fresh.code).not.toBe(first.code);
    expect(Date.parse(fresh.code_expires_at ?? '') - clock.getTime()).toBe(300_000);
  });

  it('hands a new code at the next ask once the shown one is used at the counter', async () => {
    const shown = await cardPage(wallet.token);
    await t.database.db.transaction((tx) =>
      claimAuthCode(tx, { companyId: wallet.companyId, code: shown.code ?? '', contactId: null, now: clock }),
    );
    advance(CARD_CHECK_SECS);
    const next = await cardPage(wallet.token);
    expect(next.code).toMatch(/^\d{6}$/);
    expect(next.code).not.toBe(shown.code);
    expect(next.code_changes_in_secs).toBe(60);
  });

  it('shows the stamps of the current card, the open reward and a stamp on each movement', async () => {
    const card = await cardPage(stamps.token);
    expect(card.program).toMatchObject({ name: 'Tarjeta de tacos', type: 'stampcard', style_icon: '🌮' });
    expect(card.progress).toMatchObject({ current_quantity: 1, required_quantity: 2 });
    expect(card.progress.rewards).toHaveLength(1);
    expect(card.recent.map((movement) => movement.stamp)).toEqual([true, true, true]);
  });

  it("shows the company's first location on a card without movements", async () => {
    const card = await cardPage(newcomer.token);
    expect(card.business.name).toBe('Taquería Demo');
    expect(card.customer.name).toBe('Pedro');
    expect(card.progress.user_balance).toBe(0);
    expect(card.recent).toEqual([]);
  });

  it('gives no code and an empty progress once the program is canceled', async () => {
    await t.database.db
      .update(loyaltyPrograms)
      .set({ status: 'canceled' })
      .where(eq(loyaltyPrograms.id, canceledProgram));
    const card = await cardPage(canceledCard.token);
    expect(card.program.status).toBe('canceled');
    expect(card.code).toBeNull();
    expect(card.code_expires_at).toBeNull();
    expect(card.progress.user_balance).toBe(0);
  });

  it("opens the demo customers' cards by their fixed links", async () => {
    const card = await cardPage(demoCardToken('cashback', '+525523456701'));
    expect(card.customer.name).toBe('María G.');
    expect(card.program.name).toBe('Monedero Taquería');
    expect(card.code).toMatch(/^\d{6}$/);
  });

  it("answers 404 'Tarjeta no encontrada.' for an unknown token", async () => {
    const response = await get('a'.repeat(24));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Tarjeta no encontrada.');
    const malformed = await get('no-es-un-token');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ token: ['Tarjeta no encontrada.'] });
  });

  it('limits the reads of one client to 30 a minute', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < PUBLIC_CARD_PER_MINUTE + 1; call += 1) {
      statuses.push((await get(newcomer.token)).statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('GET /v1/public/loyalty/program/{username}', () => {
  const programsOf = async (username: string) => {
    const response = await t.app.inject({ url: `/v1/public/loyalty/program/${username}` });
    expect(response.statusCode, response.body).toBe(200);
    return v.parse(dataOf(PublicLoyaltyProgramsSchema), response.json()).data;
  };

  it("lists the company's active programs with their rules on every branch's link, naming no customer", async () => {
    const { main, branch } = DEMO_LOCATIONS;
    await t.database.db
      .update(loyaltyPrograms)
      .set({ status: 'canceled' })
      .where(eq(loyaltyPrograms.id, canceledProgram));
    const page = await programsOf(main.username);
    expect(page.business.name).toBe(main.name);
    const names = page.programs.map((program) => program.name);
    expect(names).toEqual(expect.arrayContaining(['Monedero Taquería', 'Tarjeta de tacos']));
    expect(names).not.toContain('Monedero viejo');
    expect(page.programs).toContainEqual(
      expect.objectContaining({
        name: 'Tarjeta de tacos',
        type: 'stampcard',
        required_quantity: 2,
        style_icon: '🌮',
      }),
    );
    expect(page.programs).toContainEqual(
      expect.objectContaining({ name: 'Monedero Taquería', type: 'cashback', percentage: 5 }),
    );
    expect(JSON.stringify(page)).not.toContain('María');
    expect((await programsOf(branch.username)).programs.map((program) => program.name)).toEqual(names);
  });

  it("answers 404 'Negocio no encontrado.' for an unknown link", async () => {
    const response = await t.app.inject({ url: '/v1/public/loyalty/program/no-existe-este-negocio' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Negocio no encontrado.');
  });
});
