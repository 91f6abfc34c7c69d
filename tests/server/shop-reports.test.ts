import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../src/domain/contract/common';
import { REPORT_MESSAGES, ReportSchema } from '../../src/domain/contract/report';
import { ShopSummarySchema } from '../../src/domain/contract/shop';
import { demoLocations } from './helpers/queue-fixtures';
import { insertOrder, insertOtherCompany } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
const DAY_1 = '2026-01-15';
const DAY_2 = '2026-01-16';
const PERIOD = { date_from: DAY_1, date_to: DAY_2 };
const at = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);
const MARIA = { contactName: 'María González', contactPhone: '+525523450001' };
const JUAN = { contactName: 'Juan López', contactPhone: '+525523450002' };

beforeAll(async () => {
  t = await startTestApp();
  owner = await loginAs(t.app, DEMO.owner);
  const { main, branch } = await demoLocations(t.database.db);
  const db = t.database.db;
  const order = (values: Parameters<typeof insertOrder>[1]) => insertOrder(db, values);
  // Day 1: two sales of María (101 pickup, 131 delivery with 30 shipping), one canceled of Juan.
  await order({ locationId: main.id, ...MARIA, placedAt: at(DAY_1, '12:00'), status: 'completed' });
  await order({
    locationId: main.id,
    ...MARIA,
    placedAt: at(DAY_1, '19:30'),
    status: 'confirmed',
    deliveryType: 'delivery',
    shipping: 30,
  });
  await order({ locationId: main.id, ...JUAN, placedAt: at(DAY_1, '13:00'), status: 'canceled' });
  // Day 2: Juan 50 pickup; Pedro (no phone) 80 + 25 shipping delivery.
  await order({
    locationId: main.id,
    ...JUAN,
    placedAt: at(DAY_2, '09:00'),
    lines: [{ name: 'Orden de gringas', quantity: 1, priceUnit: 50 }],
  });
  await order({
    locationId: main.id,
    contactName: 'Pedro Sin Teléfono',
    contactPhone: null,
    placedAt: at(DAY_2, '20:15'),
    deliveryType: 'delivery',
    shipping: 25,
    lines: [{ name: 'Torta de milanesa', quantity: 2, priceUnit: 40 }],
  });
  // Out of scope: another day, another location, another company.
  await order({ locationId: main.id, ...MARIA, placedAt: at('2026-01-17', '10:00') });
  await order({ locationId: branch.id, ...MARIA, placedAt: at(DAY_1, '10:00') });
  const other = await insertOtherCompany(db);
  await order({ locationId: other.locationId, ...MARIA, placedAt: at(DAY_1, '10:00') });
});
afterAll(async () => {
  await t?.close();
});

function report(path: string, payload: Record<string, unknown>, token = owner) {
  return t.app.inject({ method: 'POST', url: `/v1/pos/reporting/${path}`, headers: bearer(token), payload });
}

async function reportOf(path: string, payload: Record<string, unknown>) {
  const response = await report(path, payload);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(ReportSchema, response.json());
}

const footer = (parsed: v.InferOutput<typeof ReportSchema>) =>
  Object.fromEntries(parsed.headers.map((header) => [header.key, header.aggregate?.value ?? null]));

describe('POST /v1/pos/reporting/summary', () => {
  it("sums the period's orders; canceled orders are no sales", async () => {
    const response = await report('summary', { filters: PERIOD });
    expect(response.statusCode).toBe(200);
    const { values } = v.parse(dataOf(ShopSummarySchema), response.json()).data;
    expect(values.map((value) => [value.title, value.type, value.value])).toEqual([
      ['Pedidos', 'number', 4],
      ['Ventas', 'money', 387],
      ['Ticket promedio', 'money', 96.75],
      ['Cancelados', 'number', 1],
      ['A domicilio', 'number', 2],
      ['Para recoger', 'number', 2],
      ['Envíos', 'money', 55],
    ]);
  });

  it('answers zeros for a period without orders', async () => {
    const response = await report('summary', { filters: { date_from: '2020-01-01', date_to: '2020-01-31' } });
    expect(response.json().data.values.map((value: { value: number }) => value.value)).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('refuses a backwards period with 422 on filters.date_to and is only for stats roles', async () => {
    const backwards = await report('summary', { filters: { date_from: DAY_2, date_to: DAY_1 } });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ 'filters.date_to': [REPORT_MESSAGES.dateToBeforeFrom] });
    const kitchen = await loginAs(t.app, DEMO.kitchen);
    for (const path of ['summary', 'sales-by-date', 'sales-by-contact']) {
      expect((await report(path, { filters: PERIOD }, kitchen)).statusCode, path).toBe(403);
    }
  });
});

describe('POST /v1/pos/reporting/sales-by-date', () => {
  it('gives one row per order day with footers over the whole period', async () => {
    const parsed = await reportOf('sales-by-date', { filters: PERIOD });
    expect(parsed.headers.map((header) => [header.key, header.title, header.type])).toEqual([
      ['date', 'Fecha', 'date'],
      ['orders', 'Pedidos', 'number'],
      ['canceled', 'Cancelados', 'number'],
      ['subtotal', 'Subtotal', 'money'],
      ['shipping', 'Envíos', 'money'],
      ['total', 'Total', 'money'],
      ['average_ticket', 'Ticket promedio', 'money'],
    ]);
    expect(parsed.data).toEqual([
      { date: DAY_1, orders: 2, canceled: 1, subtotal: 202, shipping: 30, total: 232, average_ticket: 116 },
      { date: DAY_2, orders: 2, canceled: 0, subtotal: 130, shipping: 25, total: 155, average_ticket: 77.5 },
    ]);
    expect(footer(parsed)).toEqual({
      date: 2,
      orders: 4,
      canceled: 1,
      subtotal: 332,
      shipping: 55,
      total: 387,
      average_ticket: 96.75,
    });
  });

  it('pages the days and keeps the footers of the whole period', async () => {
    const parsed = await reportOf('sales-by-date', { filters: PERIOD, limit: 1, offset: 1 });
    expect(parsed.data.map((row) => row.date)).toEqual([DAY_2]);
    expect(parsed.pagination).toEqual({ total_items: 2, limit: 1, offset: 1, count: 1 });
    expect(footer(parsed).total).toBe(387);
  });
});

describe('POST /v1/pos/reporting/sales-by-contact', () => {
  it('gives one row per customer, highest total first, without canceled orders', async () => {
    const parsed = await reportOf('sales-by-contact', { filters: PERIOD });
    expect(parsed.headers.map((header) => header.title)).toEqual([
      'Cliente',
      'Teléfono',
      'Pedidos',
      'Total',
      'Ticket promedio',
      'Último pedido',
    ]);
    expect(parsed.data).toEqual([
      {
        name: 'María González',
        phone: '+525523450001',
        orders: 2,
        total: 232,
        average_ticket: 116,
        last_order: '2026-01-15T19:30:00.000-06:00',
      },
      {
        name: 'Pedro Sin Teléfono',
        phone: null,
        orders: 1,
        total: 105,
        average_ticket: 105,
        last_order: '2026-01-16T20:15:00.000-06:00',
      },
      {
        name: 'Juan López',
        phone: '+525523450002',
        orders: 1,
        total: 50,
        average_ticket: 50,
        last_order: '2026-01-16T09:00:00.000-06:00',
      },
    ]);
    expect(footer(parsed)).toEqual({
      name: 3,
      phone: null,
      orders: 4,
      total: 387,
      average_ticket: 96.75,
      last_order: null,
    });
    expect(parsed.pagination).toEqual({ total_items: 3, limit: 100, offset: 0, count: 3 });
  });

  it('pages the customers', async () => {
    const parsed = await reportOf('sales-by-contact', { filters: PERIOD, limit: 2, offset: 2 });
    expect(parsed.data.map((row) => row.name)).toEqual(['Juan López']);
    expect(parsed.pagination.total_items).toBe(3);
  });
});
