import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productUsers } from '../../server/db/schema';
import { AGENDA_PASSWORD, type AgendaBusiness, createAgendaBusiness } from './helpers/agenda-fixture';
import { bearer, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let biz: AgendaBusiness;
let hostToken: string;
let haircutId: number;

/** The service filters the register dialog sends (01 §7.6). */
const BOOKABLE = {
  $and: [
    { status: 'active' },
    { waitlistStatus: 'active' },
    { durationMins: { $gt: 0 } },
    { type: 'service' },
  ],
};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  biz = await createAgendaBusiness(db, 'prod');
  const other = await createAgendaBusiness(db, 'otra-prod');
  const service = {
    companyId: biz.companyId,
    locationId: biz.locationId,
    type: 'service' as const,
    durationMins: 30,
  };
  const rows = await db
    .insert(products)
    .values([
      { ...service, name: 'Corte', price: 150.5, sku: 'CRT-01', color: '#2f9e44' },
      { ...service, name: 'Barba', price: 90 },
      { ...service, name: 'Tinte', status: 'inactive' },
      { ...service, name: 'Consulta privada', waitlistStatus: 'inactive' },
      { ...service, name: 'Asesoría', durationMins: null },
      { companyId: biz.companyId, locationId: biz.locationId, type: 'physical', name: 'Shampoo', price: 120 },
      {
        ...service,
        companyId: other.companyId,
        locationId: other.locationId,
        name: 'Corte de otra ubicación',
      },
    ])
    .returning({ id: products.id, name: products.name });
  haircutId = rows[0]?.id ?? 0;
  await db
    .insert(productUsers)
    .values(biz.employees.map((userId) => ({ companyId: biz.companyId, productId: haircutId, userId })));
  hostToken = await loginAs(t.app, biz.logins.host, AGENDA_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

function search(payload: object, token = hostToken) {
  return t.app.inject({ method: 'POST', url: '/v1/product/product/search', headers: bearer(token), payload });
}

const names = (response: Awaited<ReturnType<typeof search>>) =>
  response.json().data.map((product: { name: string }) => product.name);

describe('POST /v1/product/product/search', () => {
  it('the register dialog’s filters give the active, visible services with a duration, by name', async () => {
    const response = await search({ filters: BOOKABLE, limit: 100 });
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response)).toEqual(['Barba', 'Corte']);
    expect(response.json().data[1]).toEqual({
      id: haircutId,
      name: 'Corte',
      price: 150.5,
      duration_mins: 30,
      status: 'active',
      waitlistStatus: 'active',
      type: 'service',
      color: '#2f9e44',
      user_ids: [...biz.employees].sort((a, b) => a - b),
      sku: 'CRT-01',
      category_id: null,
      thumb_url: null,
      stock_enabled: false,
      stock_quantity: null,
    });
    expect(response.json().data[0].user_ids).toEqual([]);
  });

  it("lists only the location's products; filters type, name or sku, and pages", async () => {
    expect(names(await search({}))).toEqual([
      'Asesoría',
      'Barba',
      'Consulta privada',
      'Corte',
      'Shampoo',
      'Tinte',
    ]);
    expect(names(await search({ filters: { type: 'physical' } }))).toEqual(['Shampoo']);
    const nameOrSku = (text: string) => ({
      $or: [{ name: { $contains: text } }, { sku: { $contains: text } }],
    });
    expect(names(await search({ filters: nameOrSku('crt') }))).toEqual(['Corte']);
    expect(names(await search({ filters: nameOrSku('ti') }))).toEqual(['Tinte']);
    const page = await search({ limit: 2, offset: 2 });
    expect(names(page)).toEqual(['Consulta privada', 'Corte']);
    expect(page.json().pagination).toEqual({ total_items: 6, limit: 2, offset: 2, count: 2 });
  });

  it('answers 422 for bad filters and 403 without a waitlist hosting role', async () => {
    for (const filters of [
      { durationMins: { $gt: 'cero' } },
      { waitlistStatus: 'visible' },
      { location_id: 1 },
      { name: { $gt: 3 } },
    ]) {
      const response = await search({ filters });
      expect(response.statusCode, JSON.stringify(filters)).toBe(422);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const reader = await loginAs(t.app, biz.logins.reader, AGENDA_PASSWORD);
    expect((await search({}, reader)).statusCode).toBe(403);
  });
});
