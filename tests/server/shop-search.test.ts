import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../src/domain/contract/common';
import { OrderSchema } from '../../src/domain/contract/shop';
import { type DemoLocation, demoLocations } from './helpers/queue-fixtures';
import { insertOrder, insertOtherCompany } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let kitchen: string;
let main: DemoLocation;
let branch: DemoLocation;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  kitchen = await loginAs(t.app, DEMO.kitchen);
  ({ main, branch } = await demoLocations(t.database.db));
  const db = t.database.db;
  for (const [number, status] of [
    ['S-77810', 'queued'],
    ['S-77811', 'completed'],
    ['S-77812', 'canceled'],
    ['S-90001', 'confirmed'],
  ] as const) {
    ids[number] = await insertOrder(db, { locationId: main.id, number, status });
  }
  ids.branch = await insertOrder(db, { locationId: branch.id, number: 'S-77813' });
  const other = await insertOtherCompany(db);
  ids.other = await insertOrder(db, { locationId: other.locationId, number: 'S-77814' });
});
afterAll(async () => {
  await t?.close();
});

async function search(payload: Record<string, unknown>, token = kitchen) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/pos/sale/search',
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(listOf(OrderSchema), response.json());
}

describe('POST /v1/pos/sale/search', () => {
  it("finds the location's orders whose number contains the text, newest id first", async () => {
    const found = await search({ filters: { number: { $contains: '7781' } }, sort: [{ id: 'desc' }] });
    expect(found.data.map((order) => order.number)).toEqual(['S-77812', 'S-77811', 'S-77810']);
    expect(found.pagination).toMatchObject({ total_items: 3, limit: 20, offset: 0, count: 3 });
    expect(found.data[2]?.items).toHaveLength(2);
  });

  it('filters by status and pages by 20 with the total', async () => {
    const done = await search({
      filters: { $and: [{ number: { $contains: 'S-' } }, { status: { $in: ['completed', 'canceled'] } }] },
    });
    expect(done.data.map((order) => order.number)).toEqual(['S-77812', 'S-77811']);

    const page = await search({ filters: { number: { $contains: 'S-' } }, limit: 2, offset: 2 });
    expect(page.data.map((order) => order.number)).toEqual(['S-77811', 'S-77810']);
    expect(page.pagination).toMatchObject({ total_items: 4, count: 2 });
  });

  it("never shows another location's or company's orders", async () => {
    const all = await search({ filters: { id: { $in: [ids.branch, ids.other] } } });
    expect(all.data).toEqual([]);
    expect(all.pagination.total_items).toBe(0);
  });

  it('answers 422 per field for an unknown filter field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/sale/search',
      headers: bearer(kitchen),
      payload: { filters: { public_code: { $eq: 'x' } } },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['filters.public_code']);
  });

  it('is refused to a waitlist hostess (403)', async () => {
    const host = await loginAs(t.app, DEMO.host);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/sale/search',
      headers: bearer(host),
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});
