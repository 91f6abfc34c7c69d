import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../src/domain/contract/common';
import { LOYALTY_MESSAGES, LoyaltyProgramSchema } from '../../src/domain/contract/loyalty';
import { CASHIER, insertProgram, refusal } from './helpers/loyalty-fixtures';
import { type DemoLocation, demoLocations } from './helpers/queue-fixtures';
import { insertOtherCompany } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let clock = new Date('2026-05-01T15:00:00Z');
let t: TestApp;
let main: DemoLocation;
let owner: string;
let reader: string;
let cashier: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  ({ main } = await demoLocations(t.database.db));
  owner = await loginAs(t.app, DEMO.owner);
  reader = await loginAs(t.app, DEMO.reader);
  cashier = await loginAs(t.app, CASHIER);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token = owner, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function created(payload: object) {
  const response = await call('POST', '/v1/loyalty/program', owner, payload);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(LoyaltyProgramSchema), response.json()).data;
}

const ids = (response: { json: () => { data: { id: number }[] } }) =>
  response.json().data.map((item) => item.id);

describe('create', () => {
  it('fills in the defaults of 01 §9 and keeps only the configuration of its type', async () => {
    const cashback = await created({
      type: 'cashback',
      name: '  Monedero de la casa ',
      configuration: { percentage: 7.5, max_earn_amount: 50, required_quantity: 8 },
    });
    expect(cashback).toMatchObject({
      name: 'Monedero de la casa',
      status: 'active',
      validity_days: 365,
      redeem_days: null,
      max_transacts_day: 3,
      min_purchase: 0,
      style_name_singular: 'Sello',
      style_icon: '⭐',
      configuration: { percentage: 7.5, max_earn_amount: 50, required_quantity: null },
      created_at: clock.toISOString(),
    });
    const stamps = await created({
      type: 'stampcard',
      name: 'Tarjeta de tacos',
      configuration: { percentage: 10, max_earn_amount: 5, required_quantity: 8 },
    });
    expect(stamps).toMatchObject({
      redeem_days: 30,
      configuration: { percentage: null, max_earn_amount: null, required_quantity: 8 },
    });
  });

  it('answers the form errors in Spanish per field', async () => {
    const noType = await call('POST', '/v1/loyalty/program', owner, {
      type: null,
      name: 'X',
      configuration: {},
    });
    expect(refusal(noType, 'type').errors).toEqual([LOYALTY_MESSAGES.typeRequired]);
    const noPercentage = await call('POST', '/v1/loyalty/program', owner, {
      type: 'cashback',
      name: 'X',
      configuration: {},
    });
    expect(refusal(noPercentage, 'configuration.percentage').errors).toEqual([LOYALTY_MESSAGES.percentage]);
    const noName = await call('POST', '/v1/loyalty/program', owner, {
      type: 'stampcard',
      name: ' ',
      configuration: { required_quantity: 31 },
    });
    expect(refusal(noName, 'name').errors).toEqual([LOYALTY_MESSAGES.nameRequired]);
    expect(refusal(noName, 'configuration.required_quantity').errors).toEqual([
      LOYALTY_MESSAGES.requiredQuantity,
    ]);
  });
});

describe('lists', () => {
  it('available: active and limited by name; the list: all, newest first', async () => {
    const other = await insertOtherCompany(t.database.db);
    await insertProgram(t.database.db, other.companyId, { name: 'Aaa de otra empresa' });
    clock = new Date('2026-05-02T15:00:00Z');
    const zeta = await created({ type: 'cashback', name: 'Zeta', configuration: { percentage: 5 } });
    clock = new Date('2026-05-03T15:00:00Z');
    const alfa = await created({ type: 'cashback', name: 'Alfa', configuration: { percentage: 5 } });
    clock = new Date('2026-05-04T15:00:00Z');
    const gone = await created({ type: 'cashback', name: 'Beta', configuration: { percentage: 5 } });
    await call('PATCH', `/v1/loyalty/program/${zeta.id}`, owner, { status: 'limited' });
    await call('PATCH', `/v1/loyalty/program/${gone.id}`, owner, { status: 'canceled' });

    const available = await call('GET', '/v1/loyalty/program/available', cashier);
    expect(available.statusCode, available.body).toBe(200);
    const names = available.json().data.map((item: { name: string }) => item.name);
    expect(names).toContain('Alfa');
    expect(names).not.toContain('Beta');
    expect(names).not.toContain('Aaa de otra empresa');
    expect(names.indexOf('Alfa')).toBeLessThan(names.indexOf('Zeta'));

    const list = await call('GET', '/v1/loyalty/program', reader);
    expect(list.statusCode, list.body).toBe(200);
    expect(ids(list).slice(0, 3)).toEqual([gone.id, alfa.id, zeta.id]);
    expect(list.json().data[0].status).toBe('canceled');
  });
});

describe('edit', () => {
  it('changes fields and status; type and stamp quantity are fixed; canceled is final', async () => {
    const program = await created({
      type: 'stampcard',
      name: 'Sellos',
      configuration: { required_quantity: 6 },
    });
    const url = `/v1/loyalty/program/${program.id}`;
    const edited = await call('PATCH', url, owner, {
      name: 'Sellos de café',
      redeem_days: 45,
      type: 'stampcard',
      configuration: { required_quantity: 6 },
      status: 'limited',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Sellos de café', redeem_days: 45, status: 'limited' });
    expect(refusal(await call('PATCH', url, owner, { type: 'cashback' }), 'type').errors).toEqual([
      LOYALTY_MESSAGES.typeLocked,
    ]);
    const quantity = await call('PATCH', url, owner, { configuration: { required_quantity: 7 } });
    expect(refusal(quantity, 'configuration.required_quantity').errors).toEqual([
      LOYALTY_MESSAGES.quantityLocked,
    ]);
    expect((await call('PATCH', url, owner, { status: 'canceled' })).json().data.status).toBe('canceled');
    for (const status of ['active', 'limited']) {
      expect(refusal(await call('PATCH', url, owner, { status }), 'status').errors).toEqual([
        LOYALTY_MESSAGES.canceledFinal,
      ]);
    }
    const read = await call('GET', url, reader);
    expect(read.json().data).toMatchObject({ status: 'canceled', configuration: { required_quantity: 6 } });
  });

  it('another company’s program is 404 “Programa no encontrado.”', async () => {
    const other = await insertOtherCompany(t.database.db);
    const foreign = await insertProgram(t.database.db, other.companyId);
    for (const response of [
      await call('GET', `/v1/loyalty/program/${foreign}`),
      await call('PATCH', `/v1/loyalty/program/${foreign}`, owner, { name: 'Mío' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(LOYALTY_MESSAGES.programNotFound);
    }
  });
});

describe('roles', () => {
  it('only a loyalty manager (or the owner) writes programs; the cashier does not see the list', async () => {
    const program = await insertProgram(t.database.db, main.companyId);
    const body = { type: 'cashback', name: 'No', configuration: { percentage: 5 } };
    for (const token of [reader, cashier]) {
      expect((await call('POST', '/v1/loyalty/program', token, body)).statusCode).toBe(403);
      expect((await call('PATCH', `/v1/loyalty/program/${program}`, token, { name: 'No' })).statusCode).toBe(
        403,
      );
    }
    expect((await call('GET', '/v1/loyalty/program', cashier)).statusCode).toBe(403);
    expect((await call('GET', '/v1/loyalty/program', reader)).statusCode).toBe(200);
    expect((await call('GET', `/v1/loyalty/program/${program}`, reader)).json().data.name).toBe('Monedero');
  });
});
