import { count, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueItems, users } from '../../server/db/schema';
import { listOf } from '../../src/domain/contract/common';
import { QueueItemSchema } from '../../src/domain/contract/waitlist';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
let userCount: number;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAs(t.app, DEMO.host);
  userCount = (await t.database.db.select({ value: count() }).from(users))[0]?.value ?? 0;
});
afterAll(async () => {
  await t?.close();
});

function search(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/waitlist/queue/search',
    headers: bearer(token),
    payload: payload as object,
  });
}

const SQL_ATTACK = "'; DROP TABLE users;--";

describe('POST /v1/waitlist/queue/search: good filters', () => {
  it('lists the location entries in pages with {data, pagination}', async () => {
    const response = await search({ limit: 3, offset: 0, sort: ['-created_at'] });
    expect(response.statusCode).toBe(200);
    const body = v.parse(listOf(QueueItemSchema), response.json());
    expect(body.data).toHaveLength(3);
    expect(body.pagination).toMatchObject({ limit: 3, offset: 0, count: 3 });
    expect(body.pagination.total_items).toBeGreaterThanOrEqual(8);
    const created = body.data.map((item) => Date.parse(item.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const next = (await search({ limit: 3, offset: 3, sort: ['-created_at'] })).json();
    const ids = new Set(body.data.map((item) => item.id));
    expect(next.data.some((item: { id: number }) => ids.has(item.id))).toBe(false);
  });

  it('filters name or phone contains (spec 02 §7)', async () => {
    const response = await search({
      filters: { $or: [{ name: { $contains: 'gonzález' } }, { phone: { $contains: '456702' } }] },
      sort: [{ id: 'asc' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((item: { name: string }) => item.name)).toEqual([
      'María González',
      'José Hernández',
    ]);
  });

  it('combines status, type and dates', async () => {
    const response = await search({
      filters: {
        $and: [
          { type: 'booking' },
          { status: { $in: ['pending', 'notified'] } },
          { booking_date: { $gte: '2000-01-01' } },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().data as { type: string; status: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every((item) => item.type === 'booking' && ['pending', 'notified'].includes(item.status)),
    ).toBe(true);
  });

  it('matches % and _ literally', async () => {
    const response = await search({ filters: { name: { $contains: '%' } } });
    expect(response.json().data).toEqual([]);
    const underscore = await search({ search: '_' });
    expect(underscore.json().data).toEqual([]);
  });

  it('returns only the named fields', async () => {
    const response = await search({ limit: 1, fields: ['id', 'status_name'] });
    expect(Object.keys(response.json().data[0])).toEqual(['id', 'status_name']);
    const unknown = await search({ fields: ['id', 'password_hash'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'fields.1': ['El campo no existe.'] });
  });

  it('treats an SQL-looking value as plain text', async () => {
    for (const payload of [
      { filters: { name: { $contains: SQL_ATTACK } } },
      { filters: { name: SQL_ATTACK } },
      { search: SQL_ATTACK },
      { filters: { status: { $in: ['pending', SQL_ATTACK] } } },
    ]) {
      const response = await search(payload);
      expect([200, 422], JSON.stringify(payload)).toContain(response.statusCode);
      if (response.statusCode === 200) expect(response.json().data).toEqual([]);
    }
  });
});

describe('POST /v1/waitlist/queue/search: bad filters are 422, never 500', () => {
  const cases: [string, unknown, string][] = [
    ['unknown field', { filters: { password_hash: { $eq: 'x' } } }, 'filters.password_hash'],
    ['field name that looks like SQL', { filters: { [SQL_ATTACK]: 'x' } }, `filters.${SQL_ATTACK}`],
    ['bad operator', { filters: { name: { $like: '%a%' } } }, 'filters.name.$like'],
    ['bad top-level operator', { filters: { $not: [{ name: 'x' }] } }, 'filters.$not'],
    ['wrong type for a number', { filters: { id: { $gt: 'cinco' } } }, 'filters.id.$gt'],
    ['wrong type for a date', { filters: { created_at: { $gte: 'hoy' } } }, 'filters.created_at.$gte'],
    ['value outside an enum', { filters: { status: SQL_ATTACK } }, 'filters.status'],
    ['$contains on a number', { filters: { id: { $contains: '1' } } }, 'filters.id.$contains'],
    ['$or that is not a list', { filters: { $or: { name: 'x' } } }, 'filters.$or'],
    ['filters that are not an object', { filters: SQL_ATTACK }, 'filters'],
    ['unknown sort field', { sort: [`-${SQL_ATTACK}`] }, 'sort.0'],
    ['sort on a field not in the whitelist', { sort: [{ password_hash: 'asc' }] }, 'sort.0'],
    ['integer out of range', { filters: { id: 1e12 } }, 'filters.id'],
  ];

  it.each(cases)('%s', async (_name, payload, path) => {
    const response = await search(payload);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Los datos enviados no son válidos.');
    expect(Object.keys(body.errors)).toEqual([path]);
  });

  it('rejects nesting deeper than 5 and more than 50 conditions', async () => {
    const deep = { $or: [{ $or: [{ $or: [{ $or: [{ $or: [{ name: 'x' }] }] }] }] }] };
    expect((await search({ filters: deep })).statusCode).toBe(422);
    const many = { $or: Array.from({ length: 51 }, (_, i) => ({ id: i + 1 })) };
    expect((await search({ filters: many })).json().errors).toEqual({
      filters: ['Los filtros no pueden tener más de 50 condiciones.'],
    });
  });

  it('leaves the database intact', async () => {
    const [row] = await t.database.db.select({ value: count() }).from(users);
    expect(row?.value).toBe(userCount);
    const result = (await t.database.db.execute(
      sql`select to_regclass('public.users')::text as found`,
    )) as unknown as {
      rows: { found: string | null }[];
    };
    expect(result.rows[0]?.found).toBe('users');
    expect((await t.database.db.select({ value: count() }).from(queueItems))[0]?.value).toBeGreaterThan(0);
  });
});
