import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../server/db/schema';
import { AGENDA_PASSWORD, type AgendaBusiness, createAgendaBusiness } from './helpers/agenda-fixture';
import { bearer, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let biz: AgendaBusiness;
let hostToken: string;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  biz = await createAgendaBusiness(db, 'emp');
  await createAgendaBusiness(db, 'otra-emp');
  const [inactive] = await db
    .insert(users)
    .values({ name: 'Carmen emp', workTitle: 'Manicurista', isAssignable: true, status: 'inactive' })
    .returning({ id: users.id });
  await db
    .insert(memberships)
    .values({ companyId: biz.companyId, userId: inactive?.id ?? 0, locationId: biz.locationId, roles: [] });
  hostToken = await loginAs(t.app, biz.logins.host, AGENDA_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

function search(payload: object, token = hostToken) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/business/employee/search',
    headers: bearer(token),
    payload,
  });
}

const names = (response: Awaited<ReturnType<typeof search>>) =>
  response.json().data.map((employee: { name: string }) => employee.name);

describe('POST /v1/business/employee/search', () => {
  it("lists only the location's assignable users, by name, with their work title and status", async () => {
    const response = await search({});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: biz.employees[1], name: 'Adrián emp', work_title: 'Barbero', status: 'active' },
        { id: biz.employees[0], name: 'Beatriz emp', work_title: 'Estilista', status: 'active' },
        { id: expect.any(Number), name: 'Carmen emp', work_title: 'Manicurista', status: 'inactive' },
      ],
      pagination: { total_items: 3, limit: 20, offset: 0, count: 3 },
    });
  });

  it('filters active ones (01 §7.6) and by name', async () => {
    expect(names(await search({ filters: { status: 'active' }, limit: 100, sort: ['name'] }))).toEqual([
      'Adrián emp',
      'Beatriz emp',
    ]);
    expect(names(await search({ filters: { name: { $contains: 'BEA' } } }))).toEqual(['Beatriz emp']);
    expect(names(await search({ sort: ['-name'] }))).toEqual(['Carmen emp', 'Beatriz emp', 'Adrián emp']);
  });

  it('pages, at most 100 a page', async () => {
    const second = await search({ limit: 1, offset: 1 });
    expect(names(second)).toEqual(['Beatriz emp']);
    expect(second.json().pagination).toEqual({ total_items: 3, limit: 1, offset: 1, count: 1 });
    expect((await search({ limit: 500 })).json().pagination.limit).toBe(100);
  });

  it('answers 422 for bad filters and 403 without a waitlist hosting role', async () => {
    const bad = await search({ filters: { password_hash: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'filters.password_hash': ['No se puede filtrar por este campo.'] });
    expect((await search({ filters: { status: 'jubilado' } })).statusCode).toBe(422);
    expect((await search({ limit: 'todos' })).statusCode).toBe(422);
    const reader = await loginAs(t.app, biz.logins.reader, AGENDA_PASSWORD);
    expect((await search({}, reader)).statusCode).toBe(403);
  });
});
