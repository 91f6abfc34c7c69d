import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPublicCode } from '../../server/db/public-code';
import { companies, locations, memberships, queueEvents, queueItems, users } from '../../server/db/schema';
import { hashPassword } from '../../server/security/password';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const OTHER = { email: 'gerente@otra.demo', password: 'Otra1234' };
const LONELY = { email: 'sin-negocio@otra.demo', password: 'Sola1234' };

let t: TestApp;
let otherItemId: number;
let branchItemId: number;
let demoItemId: number;
let hostToken: string;
let otherToken: string;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const [company] = await db.insert(companies).values({ name: 'Cafetería Otra S.A.' }).returning();
  const [location] = await db
    .insert(locations)
    .values({ companyId: company?.id ?? 0, name: 'Cafetería Otra', username: 'cafeteria-otra' })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: OTHER.email,
      name: 'Gerente Otra',
      passwordHash: await hashPassword(OTHER.password),
      phoneVerified: true,
    })
    .returning();
  await db.insert(memberships).values({
    companyId: company?.id ?? 0,
    userId: user?.id ?? 0,
    locationId: location?.id ?? 0,
    roles: ['waitlist-manager'],
  });
  await db.insert(users).values({
    email: LONELY.email,
    name: 'Usuaria Sin Negocio',
    passwordHash: await hashPassword(LONELY.password),
  });
  const [item] = await db
    .insert(queueItems)
    .values({
      companyId: company?.id ?? 0,
      locationId: location?.id ?? 0,
      type: 'waitlist',
      name: 'Cliente Otra',
      notes: 'original',
      publicCode: newPublicCode(),
    })
    .returning();
  otherItemId = item?.id ?? 0;

  const [branch] = await db.select().from(locations).where(eq(locations.username, 'taqueria-demo-coyoacan'));
  const [branchItem] = await db
    .select()
    .from(queueItems)
    .where(eq(queueItems.locationId, branch?.id ?? 0))
    .limit(1);
  branchItemId = branchItem?.id ?? 0;

  hostToken = await loginAs(t.app, DEMO.host);
  otherToken = await loginAs(t.app, OTHER.email, OTHER.password);
  const search = await t.app.inject({
    method: 'POST',
    url: '/v1/waitlist/queue/search',
    headers: bearer(hostToken),
    payload: { limit: 1 },
  });
  demoItemId = search.json().data[0].id;
});
afterAll(async () => {
  await t?.close();
});

const NOT_FOUND = { message: 'Recurso no encontrado.', code: 'NOT_FOUND' };
const getItem = (token: string, id: number) =>
  t.app.inject({ url: `/v1/waitlist/queue/${id}`, headers: bearer(token) });

describe('tenant isolation: another company’s ids answer 404', () => {
  it('each side reads its own items', async () => {
    expect((await getItem(hostToken, demoItemId)).statusCode).toBe(200);
    const own = await getItem(otherToken, otherItemId);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.name).toBe('Cliente Otra');
  });

  it('the demo host cannot read the other company’s item, and vice versa', async () => {
    const fromDemo = await getItem(hostToken, otherItemId);
    expect(fromDemo.statusCode).toBe(404);
    expect(fromDemo.json()).toEqual(NOT_FOUND);
    const fromOther = await getItem(otherToken, demoItemId);
    expect(fromOther.statusCode).toBe(404);
    expect(fromOther.json()).toEqual(NOT_FOUND);
  });

  it('another location of the same company is out of reach too', async () => {
    expect((await getItem(hostToken, branchItemId)).statusCode).toBe(404);
    expect((await getItem(await loginAs(t.app, DEMO.owner), branchItemId)).statusCode).toBe(404);
  });

  it('searches and today’s list only show the own location', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/v1/waitlist/queue/search',
      headers: bearer(otherToken),
      payload: { limit: 100 },
    });
    expect(other.json().data.map((item: { id: number }) => item.id)).toEqual([otherItemId]);
    expect(other.json().pagination.total_items).toBe(1);

    const demo = await t.app.inject({
      method: 'POST',
      url: '/v1/waitlist/queue/search',
      headers: bearer(hostToken),
      payload: { filters: { id: otherItemId } },
    });
    expect(demo.json().data).toEqual([]);

    const today = await t.app.inject({ url: '/v1/waitlist/hostess/status-data', headers: bearer(hostToken) });
    expect(today.json().data.entries.some((item: { id: number }) => item.id === otherItemId)).toBe(false);
  });

  it('writing to another company’s item is a 404 and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/v1/waitlist/queue/${otherItemId}/notes`,
      headers: bearer(hostToken),
      payload: { notes: 'intrusión' },
    });
    expect(response.statusCode).toBe(404);
    const [item] = await t.database.db.select().from(queueItems).where(eq(queueItems.id, otherItemId));
    expect(item?.notes).toBe('original');
    const events = await t.database.db
      .select()
      .from(queueEvents)
      .where(eq(queueEvents.queueItemId, otherItemId));
    expect(events).toEqual([]);
  });

  it('a user with no location has empty settings and cannot reach location data', async () => {
    const token = await loginAs(t.app, LONELY.email, LONELY.password);
    const settings = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(token) });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data).toMatchObject({ roles: [], location: null, links: [] });
    const allowed = await t.app.inject({ url: '/v1/user/account/allowed-locations', headers: bearer(token) });
    expect(allowed.json()).toEqual({ data: [] });
    for (const url of ['/v1/waitlist/hostess/status-data', '/v1/subscription/subscription/info']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        message: 'Selecciona una ubicación para continuar.',
        code: 'LOCATION_REQUIRED',
      });
    }
  });
});
