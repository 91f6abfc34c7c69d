import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOYALTY_REPORT_TYPES } from '../../src/domain/contract/loyalty';
import { REPORT_MESSAGES, ReportSchema } from '../../src/domain/contract/report';
import { cardOf, insertCustomer, insertProgram } from './helpers/loyalty-fixtures';
import { insertReward, insertTransaction } from './helpers/loyalty-rows';
import { demoLocations } from './helpers/queue-fixtures';
import { insertOtherCompany } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
let mariaPhone: string;
let juanPhone: string;
const DAY_1 = '2026-02-10';
const DAY_2 = '2026-02-11';
const PERIOD = { date_from: `${DAY_1}T00:00`, date_to: `${DAY_2}T23:59` };
/** An instant at a Mexico City local time (UTC−6, no daylight saving). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);

beforeAll(async () => {
  // The report reads balances "now"; the clock stays at the test's real time, lots expire in 2099 or 2020.
  t = await startTestApp();
  owner = await loginAs(t.app, DEMO.owner);
  const db = t.database.db;
  const { main, branch } = await demoLocations(db);
  const companyId = main.companyId;
  const maria = await insertCustomer(db, companyId, 'María González');
  const juan = await insertCustomer(db, companyId, 'Juan López');
  mariaPhone = maria.phone;
  juanPhone = juan.phone;

  const cashback = await insertProgram(db, companyId);
  const mariaWallet = await cardOf(db, cashback, maria.id, companyId);
  const juanWallet = await cardOf(db, cashback, juan.id, companyId);
  const sale = (card: Awaited<ReturnType<typeof cardOf>>, values: Parameters<typeof insertTransaction>[2]) =>
    insertTransaction(db, card, values);
  // Day 1: María 200 (earned 10, later spent), Juan 100 (earned 5), Juan 300 canceled.
  await sale(mariaWallet, {
    locationId: main.id,
    saleAmount: 200,
    earnedAmount: 10,
    lotRemaining: 0,
    createdAt: at(DAY_1, '10:00'),
  });
  await sale(juanWallet, {
    locationId: main.id,
    saleAmount: 100,
    earnedAmount: 5,
    createdAt: at(DAY_1, '18:00'),
  });
  await sale(juanWallet, {
    locationId: main.id,
    saleAmount: 300,
    earnedAmount: 15,
    status: 'canceled',
    canceledAt: at(DAY_1, '19:05'),
    createdAt: at(DAY_1, '19:00'),
  });
  // Day 2: María 150 paying 10 from the wallet (earned 7), and 50 at 23:30 local (05:30 UTC of the next day).
  await sale(mariaWallet, {
    locationId: main.id,
    saleAmount: 150,
    withdrawAmount: 10,
    earnedAmount: 7,
    createdAt: at(DAY_2, '09:00'),
  });
  await sale(mariaWallet, {
    locationId: main.id,
    saleAmount: 50,
    earnedAmount: 2.5,
    createdAt: at(DAY_2, '23:30'),
  });
  // Out of the period, the location, the company: never in the rows (Juan's old lot has expired).
  await sale(juanWallet, {
    locationId: main.id,
    saleAmount: 40,
    earnedAmount: 2,
    lotExpiresAt: new Date('2020-01-01T00:00:00Z'),
    createdAt: at('2026-02-09', '23:59'),
  });
  await sale(mariaWallet, {
    locationId: main.id,
    saleAmount: 60,
    earnedAmount: 3,
    createdAt: at('2026-02-12', '00:00'),
  });
  await sale(mariaWallet, {
    locationId: branch.id,
    saleAmount: 1000,
    earnedAmount: 50,
    createdAt: at(DAY_1, '12:00'),
  });
  const other = await insertOtherCompany(db);
  const otherContact = await insertCustomer(db, other.companyId, 'María González');
  const otherProgram = await insertProgram(db, other.companyId);
  const otherCard = await cardOf(db, otherProgram, otherContact.id, other.companyId);
  await sale(otherCard, {
    locationId: other.locationId,
    saleAmount: 999,
    earnedAmount: 49.95,
    createdAt: at(DAY_1, '12:00'),
  });

  const stampcard = await insertProgram(db, companyId, { type: 'stampcard', requiredQuantity: 2 });
  const mariaStamps = await cardOf(db, stampcard, maria.id, companyId);
  const juanStamps = await cardOf(db, stampcard, juan.id, companyId);
  // Day 1: María's two stamps complete her card; day 2 she redeems its reward (with a third stamp).
  await sale(mariaStamps, {
    locationId: main.id,
    saleAmount: 90,
    stamp: true,
    createdAt: at(DAY_1, '11:00'),
  });
  const completing = await sale(mariaStamps, {
    locationId: main.id,
    saleAmount: 100,
    stamp: true,
    completedCard: true,
    createdAt: at(DAY_1, '12:00'),
  });
  const redeeming = await sale(mariaStamps, {
    locationId: main.id,
    saleAmount: 80,
    stamp: true,
    createdAt: at(DAY_2, '13:00'),
  });
  await insertReward(db, mariaStamps, completing, redeeming);
  await sale(juanStamps, {
    locationId: main.id,
    saleAmount: 120,
    status: 'canceled',
    canceledAt: at(DAY_2, '14:10'),
    createdAt: at(DAY_2, '14:00'),
  });
  await sale(juanStamps, { locationId: main.id, saleAmount: 60, stamp: true, createdAt: at(DAY_2, '15:00') });
  await sale(otherCard, {
    locationId: other.locationId,
    saleAmount: 70,
    stamp: false,
    createdAt: at(DAY_1, '12:00'),
  });
});
afterAll(async () => {
  await t?.close();
});

function report(path: string, payload: Record<string, unknown>, token = owner) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/loyalty/reporting/${path}`,
    headers: bearer(token),
    payload,
  });
}

async function reportOf(path: string, payload: Record<string, unknown>) {
  const response = await report(path, payload);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(ReportSchema, response.json());
}

const titles = (parsed: v.InferOutput<typeof ReportSchema>) =>
  parsed.headers.map((header) => [header.key, header.title, header.type]);
const footer = (parsed: v.InferOutput<typeof ReportSchema>) =>
  Object.fromEntries(parsed.headers.map((header) => [header.key, header.aggregate?.value ?? null]));

describe('POST /v1/loyalty/reporting/cashback-by-date', () => {
  it("gives one row per local day of the location's cashback sales; canceled ones are only counted", async () => {
    const parsed = await reportOf('cashback-by-date', { filters: PERIOD });
    expect(titles(parsed)).toEqual([
      ['date', 'Fecha', 'date'],
      ['transactions', 'Transacciones', 'number'],
      ['sales', 'Ventas', 'money'],
      ['earned', 'Cashback otorgado', 'money'],
      ['used', 'Monedero usado', 'money'],
      ['canceled', 'Canceladas', 'number'],
    ]);
    expect(parsed.data).toEqual([
      { date: DAY_1, transactions: 2, sales: 300, earned: 15, used: 0, canceled: 1 },
      { date: DAY_2, transactions: 2, sales: 200, earned: 9.5, used: 10, canceled: 0 },
    ]);
    expect(footer(parsed)).toEqual({
      date: 2,
      transactions: 4,
      sales: 500,
      earned: 24.5,
      used: 10,
      canceled: 1,
    });
    expect(parsed.headers.map((header) => header.aggregate?.type)).toEqual([
      'count',
      'sum',
      'sum',
      'sum',
      'sum',
      'sum',
    ]);
  });

  it('filters by local date and time, the minute of date_to included', async () => {
    const afternoon = await reportOf('cashback-by-date', {
      filters: { date_from: `${DAY_1}T12:00`, date_to: `${DAY_2}T23:29` },
    });
    expect(afternoon.data).toEqual([
      { date: DAY_1, transactions: 1, sales: 100, earned: 5, used: 0, canceled: 1 },
      { date: DAY_2, transactions: 1, sales: 150, earned: 7, used: 10, canceled: 0 },
    ]);
    const lastMinute = await reportOf('cashback-by-date', {
      filters: { date_from: `${DAY_2}T23:30`, date_to: `${DAY_2}T23:30` },
    });
    expect(lastMinute.data).toEqual([
      { date: DAY_2, transactions: 1, sales: 50, earned: 2.5, used: 0, canceled: 0 },
    ]);
  });

  it('pages the days and keeps the footers of the whole period', async () => {
    const parsed = await reportOf('cashback-by-date', { filters: PERIOD, limit: 1, offset: 1 });
    expect(parsed.data.map((row) => row.date)).toEqual([DAY_2]);
    expect(parsed.pagination).toEqual({ total_items: 2, limit: 1, offset: 1, count: 1 });
    expect(footer(parsed).sales).toBe(500);
  });

  it('answers an empty table with zero footers for a period without transactions', async () => {
    const parsed = await reportOf('cashback-by-date', {
      filters: { date_from: '2020-01-01T00:00', date_to: '2020-01-31T23:59' },
    });
    expect(parsed.data).toEqual([]);
    expect(parsed.pagination.total_items).toBe(0);
    expect(footer(parsed)).toEqual({ date: 0, transactions: 0, sales: 0, earned: 0, used: 0, canceled: 0 });
  });
});

describe('POST /v1/loyalty/reporting/cashback-by-user', () => {
  it('gives one row per customer, highest sales first, with the wallet balance now', async () => {
    const parsed = await reportOf('cashback-by-user', { filters: PERIOD });
    expect(titles(parsed)).toEqual([
      ['name', 'Cliente', 'string'],
      ['phone', 'Teléfono', 'string'],
      ['transactions', 'Transacciones', 'number'],
      ['sales', 'Ventas', 'money'],
      ['earned', 'Cashback otorgado', 'money'],
      ['used', 'Monedero usado', 'money'],
      ['balance', 'Saldo actual', 'money'],
    ]);
    // María's balance: 7 + 2.5 + 3 (the sale after the period still counts now) + 50 earned at the branch.
    expect(parsed.data).toEqual([
      {
        name: 'María González',
        phone: mariaPhone,
        transactions: 3,
        sales: 400,
        earned: 19.5,
        used: 10,
        balance: 62.5,
      },
      {
        name: 'Juan López',
        phone: juanPhone,
        transactions: 1,
        sales: 100,
        earned: 5,
        used: 0,
        balance: 5,
      },
    ]);
    expect(footer(parsed)).toEqual({
      name: 2,
      phone: null,
      transactions: 4,
      sales: 500,
      earned: 24.5,
      used: 10,
      balance: 67.5,
    });
  });

  it('pages the customers and keeps the footers of every customer', async () => {
    const parsed = await reportOf('cashback-by-user', { filters: PERIOD, limit: 1, offset: 1 });
    expect(parsed.data.map((row) => row.name)).toEqual(['Juan López']);
    expect(parsed.pagination).toEqual({ total_items: 2, limit: 1, offset: 1, count: 1 });
    expect(footer(parsed)).toMatchObject({ name: 2, sales: 500, balance: 67.5 });
  });
});

describe('POST /v1/loyalty/reporting/stampcard-by-date', () => {
  it('counts stamps, completed cards and redeemed rewards per day', async () => {
    const parsed = await reportOf('stampcard-by-date', { filters: PERIOD });
    expect(titles(parsed)).toEqual([
      ['date', 'Fecha', 'date'],
      ['transactions', 'Transacciones', 'number'],
      ['sales', 'Ventas', 'money'],
      ['stamps', 'Sellos', 'number'],
      ['completed', 'Tarjetas completadas', 'number'],
      ['redeemed', 'Premios canjeados', 'number'],
    ]);
    expect(parsed.data).toEqual([
      { date: DAY_1, transactions: 2, sales: 190, stamps: 2, completed: 1, redeemed: 0 },
      { date: DAY_2, transactions: 2, sales: 140, stamps: 2, completed: 0, redeemed: 1 },
    ]);
    expect(footer(parsed)).toEqual({
      date: 2,
      transactions: 4,
      sales: 330,
      stamps: 4,
      completed: 1,
      redeemed: 1,
    });
  });
});

describe('POST /v1/loyalty/reporting/stampcard-by-user', () => {
  it('gives one row per customer, highest sales first, without canceled transactions', async () => {
    const parsed = await reportOf('stampcard-by-user', { filters: PERIOD });
    expect(titles(parsed)).toEqual([
      ['name', 'Cliente', 'string'],
      ['phone', 'Teléfono', 'string'],
      ['transactions', 'Transacciones', 'number'],
      ['sales', 'Ventas', 'money'],
      ['stamps', 'Sellos', 'number'],
      ['completed', 'Tarjetas completadas', 'number'],
    ]);
    expect(parsed.data).toEqual([
      {
        name: 'María González',
        phone: mariaPhone,
        transactions: 3,
        sales: 270,
        stamps: 3,
        completed: 1,
      },
      { name: 'Juan López', phone: juanPhone, transactions: 1, sales: 60, stamps: 1, completed: 0 },
    ]);
    expect(footer(parsed)).toEqual({
      name: 2,
      phone: null,
      transactions: 4,
      sales: 330,
      stamps: 4,
      completed: 1,
    });
  });
});

describe('every loyalty report', () => {
  it('refuses a backwards period with 422 on filters.date_to and a malformed date-time', async () => {
    for (const type of LOYALTY_REPORT_TYPES) {
      const backwards = await report(type, {
        filters: { date_from: `${DAY_2}T10:00`, date_to: `${DAY_2}T09:59` },
      });
      expect(backwards.statusCode, type).toBe(422);
      expect(backwards.json().errors).toEqual({ 'filters.date_to': [REPORT_MESSAGES.dateToBeforeFrom] });
    }
    const malformed = await report('cashback-by-date', {
      filters: { date_from: DAY_1, date_to: PERIOD.date_to },
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['filters.date_from']);
  });

  it('is only for stats roles (the loyalty reader and the kitchen get 403)', async () => {
    for (const email of [DEMO.kitchen, DEMO.reader]) {
      const token = await loginAs(t.app, email);
      for (const type of LOYALTY_REPORT_TYPES) {
        expect((await report(type, { filters: PERIOD }, token)).statusCode, `${email} ${type}`).toBe(403);
      }
    }
  });

  it("shows only the current location's transactions (the branch's own report has its sale)", async () => {
    const token = await loginAs(t.app, DEMO.owner);
    const { branch } = await demoLocations(t.database.db);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/set-location',
      headers: bearer(token),
      payload: { location_id: branch.id },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const response = await report('cashback-by-user', { filters: PERIOD }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ name: 'María González', transactions: 1, sales: 1000, earned: 50 }),
    ]);
  });
});
