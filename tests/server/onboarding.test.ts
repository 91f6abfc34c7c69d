import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, locations, memberships, products, subscriptions } from '../../server/db/schema';
import { AccountSettingsSchema, AllowedLocationSchema, MESSAGES } from '../../src/domain/contract/access';
import { dataOf } from '../../src/domain/contract/common';
import { ONBOARDING_MESSAGES, OnboardLocationResultSchema } from '../../src/domain/contract/onboarding';
import { PREFERENCE_MESSAGES } from '../../src/domain/rules/onboarding-preferences';
import { addNewUser, NEW_USER_PASSWORD } from './helpers/new-user';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let cafeCategoryId: number;

beforeAll(async () => {
  t = await startTestApp();
  const response = await t.app.inject({
    url: '/v1/business/category',
    headers: bearer(await loginAs(t.app, DEMO.host)),
  });
  cafeCategoryId = response.json().data.find((row: { name: string }) => row.name === 'Cafetería').id;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, token: string, payload: unknown, host?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(host ? { host } : {}) },
    payload: payload as object,
  });
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

async function newOwner(email: string): Promise<string> {
  await addNewUser(t.database.db, email);
  return loginAs(t.app, email, NEW_USER_PASSWORD);
}

const cafe = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cafetería La Prueba',
  username: 'Cafetería La Prueba',
  description: 'Café de especialidad',
  phone: '55 1234 9876',
  category_id: cafeCategoryId,
  ...overrides,
});

const answers = (overrides: Record<string, unknown> = {}) => ({
  booking_enabled: true,
  queue_enabled: true,
  link_enabled: true,
  kiosk_enabled: false,
  group_size_max: 8,
  ...overrides,
});

const countOf = async (table: typeof companies | typeof locations) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('GET /v1/business/category', () => {
  it('lists the real business categories in their order', async () => {
    const response = await get('/v1/business/category', await loginAs(t.app, DEMO.host));
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((row: { name: string }) => row.name);
    expect(names.slice(0, 3)).toEqual(['Restaurante', 'Cafetería', 'Taquería']);
    expect(names).toEqual(expect.arrayContaining(['Barbería', 'Salón de belleza', 'Clínica médica']));
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/v1/business/category' })).statusCode).toBe(401);
  });
});

describe('POST /v1/business/onboard/location', () => {
  it('creates the company, the location and the owner, and makes it the current location', async () => {
    const token = await newOwner('cafe@prueba.mx');
    const response = await post('/v1/business/onboard/location', token, cafe());
    expect(response.statusCode, response.body).toBe(200);
    const { data } = v.parse(dataOf(OnboardLocationResultSchema), response.json());
    expect(data.username).toBe('cafeteria_la_prueba');
    expect(data.registration_url).toBe('http://localhost:8080/r/cafeteria_la_prueba/registro');

    const [location] = await t.database.db.select().from(locations).where(eq(locations.id, data.location_id));
    expect(location).toMatchObject({
      name: 'Cafetería La Prueba',
      phone: '+525512349876',
      category: 'Cafetería',
      timezone: 'America/Mexico_City',
      description: 'Café de especialidad',
    });
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, location?.companyId ?? 0));
    expect(company?.name).toBe('Cafetería La Prueba');
    const plan = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company?.id ?? 0));
    expect(plan).toHaveLength(1);

    const settings = v.parse(
      dataOf(AccountSettingsSchema),
      (await get('/v1/user/account/settings', token)).json(),
    );
    expect(settings.data.roles).toEqual(['super-admin']);
    expect(settings.data.location).toMatchObject({ id: data.location_id, username: 'cafeteria_la_prueba' });
    const allowed = v.parse(
      dataOf(v.array(AllowedLocationSchema)),
      (await get('/v1/user/account/allowed-locations', token)).json(),
    );
    expect(allowed.data.map((row) => [row.name, row.is_current])).toEqual([['Cafetería La Prueba', true]]);
  });

  it('answers 422 on username when the link is taken, even in a race', async () => {
    const first = await newOwner('uno@prueba.mx');
    const second = await newOwner('dos@prueba.mx');
    const companiesBefore = await countOf(companies);
    const [a, b] = await Promise.all([
      post('/v1/business/onboard/location', first, cafe({ username: 'la.carreta' })),
      post('/v1/business/onboard/location', second, cafe({ username: 'La.Carreta' })),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 422]);
    const loser = a.statusCode === 422 ? a : b;
    expect(loser.json().errors).toEqual({ username: [ONBOARDING_MESSAGES.usernameTaken] });
    expect(await countOf(companies)).toBe(companiesBefore + 1);

    const demo = await post('/v1/business/onboard/location', second, cafe({ username: 'taqueria-demo' }));
    // 'taqueria-demo' normalises to 'taqueriademo', free: the demo's own link is another string.
    expect(demo.statusCode).toBe(200);
    const again = await post(
      '/v1/business/onboard/location',
      await newOwner('tres@prueba.mx'),
      cafe({ username: 'taqueriademo' }),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.username).toEqual([ONBOARDING_MESSAGES.usernameTaken]);
  });

  it('leaves nothing behind when the category is unknown', async () => {
    const token = await newOwner('nada@prueba.mx');
    const before = [await countOf(companies), await countOf(locations)];
    const response = await post(
      '/v1/business/onboard/location',
      token,
      cafe({ username: 'sin_tipo', category_id: 99_999 }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ category_id: [ONBOARDING_MESSAGES.categoryRequired] });
    expect([await countOf(companies), await countOf(locations)]).toEqual(before);
    const settings = (await get('/v1/user/account/settings', token)).json();
    expect(settings.data.location).toBeNull();
  });

  it('answers bad input with Spanish per-field errors', async () => {
    const token = await newOwner('mal@prueba.mx');
    const response = await post('/v1/business/onboard/location', token, {
      name: '',
      username: '!!!',
      phone: '123',
      category_id: 'uno',
      timezone: 'Europe/Madrid',
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors.name).toEqual([ONBOARDING_MESSAGES.nameRequired]);
    expect(errors.username).toEqual([ONBOARDING_MESSAGES.usernameRequired]);
    expect(errors.phone).toEqual([MESSAGES.invalidPhone]);
    expect(errors.category_id).toEqual([ONBOARDING_MESSAGES.categoryRequired]);
    expect(Object.keys(errors)).toContain('timezone');
    const long = await post(
      '/v1/business/onboard/location',
      token,
      cafe({ name: 'x'.repeat(101), username: 'largo' }),
    );
    expect(long.json().errors.name).toEqual(['El nombre admite como máximo 100 caracteres.']);
  });

  it('adds a location to the company the user already owns', async () => {
    const token = await loginAs(t.app, DEMO.owner);
    const response = await post(
      '/v1/business/onboard/location',
      token,
      cafe({ name: 'Taquería Demo Polanco', username: 'demo_polanco' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [demoMain] = await t.database.db
      .select()
      .from(locations)
      .where(eq(locations.username, 'taqueria-demo'));
    const [added] = await t.database.db
      .select()
      .from(locations)
      .where(eq(locations.username, 'demo_polanco'));
    expect(added?.companyId).toBe(demoMain?.companyId);
  });
});

describe('POST /v1/business/onboard/settings', () => {
  it('makes the new location usable at once: setup complete, an empty list, the public page open', async () => {
    const token = await newOwner('listo@prueba.mx');
    const location = await post('/v1/business/onboard/location', token, cafe({ username: 'cafe_listo' }));
    const locationId = location.json().data.location_id;
    const response = await post('/v1/business/onboard/settings', token, answers());
    expect(response.statusCode, response.body).toBe(200);

    const status = await get('/v1/waitlist/hostess/status-data', token);
    expect(status.statusCode).toBe(200);
    expect(status.json().data.status).toMatchObject({ enabled: true, setup_complete: true });
    expect(status.json().data.entries).toEqual([]);

    const settings = v.parse(
      dataOf(AccountSettingsSchema),
      (await get('/v1/user/account/settings', token)).json(),
    );
    expect(settings.data.location_hours).toEqual([
      expect.objectContaining({
        open_time: '13:00',
        close_time: '22:00',
        days_of_week: expect.arrayContaining(['monday', 'sunday']),
      }),
    ]);
    expect(settings.data.waitlist_settings).toMatchObject({
      enabled: true,
      max_group_size: 8,
      waitlist: { public_enabled: true, kiosk_enabled: false },
      booking: { enabled: true, public_enabled: true, kiosk_enabled: false },
    });
    expect(settings.data.waitlist_settings?.message_templates.waitlist_ready).toContain('tu mesa');
    expect(settings.data.shop_settings).not.toBeNull();
    const services = await t.database.db.select().from(products).where(eq(products.locationId, locationId));
    expect(services.map((row) => [row.name, row.durationMins, row.type])).toEqual([
      ['Cita general', 30, 'service'],
    ]);

    const page = await t.app.inject({ url: '/v1/public/waitlist/cafe_listo' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ waitlist_open: true, booking_open: true, max_group_size: 8 });

    // Answering again replaces the answers and adds nothing twice.
    const again = await post(
      '/v1/business/onboard/settings',
      token,
      answers({ booking_enabled: false, link_enabled: false }),
    );
    expect(again.statusCode).toBe(200);
    const answered = (await get('/v1/user/account/settings', token)).json().data;
    expect(answered.location_hours).toHaveLength(1);
    // No to bookings is kept: the host stand offers no booking.
    expect(answered.waitlist_settings.booking).toMatchObject({ enabled: false, public_enabled: false });
    const closed = (await t.app.inject({ url: '/v1/public/waitlist/cafe_listo' })).json().data;
    expect(closed).toMatchObject({ waitlist_open: false, booking_open: false });
  });

  it('asks for at least one of booking and queue, and a valid group size', async () => {
    const token = await newOwner('ninguno@prueba.mx');
    await post('/v1/business/onboard/location', token, cafe({ username: 'cafe_ninguno' }));
    const none = await post(
      '/v1/business/onboard/settings',
      token,
      answers({ booking_enabled: false, queue_enabled: false }),
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.queue_enabled).toEqual([PREFERENCE_MESSAGES.atLeastOne]);
    const group = await post('/v1/business/onboard/settings', token, answers({ group_size_max: 1 }));
    expect(group.statusCode).toBe(422);
    expect(group.json().errors.group_size_max).toEqual([ONBOARDING_MESSAGES.groupSize]);
    const missing = await post('/v1/business/onboard/settings', token, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining([
        'booking_enabled',
        'queue_enabled',
        'link_enabled',
        'kiosk_enabled',
        'group_size_max',
      ]),
    );
  });

  it('on the orders host writes only shop settings, which the location already starts with', async () => {
    const token = await newOwner('tienda@prueba.mx');
    await post(
      '/v1/business/onboard/location',
      token,
      cafe({ username: 'tienda_prueba' }),
      'orders.localhost',
    );
    const created = (await get('/v1/user/account/settings', token)).json().data;
    expect(created.shop_settings).toMatchObject({ pickup_enabled: true, delivery_enabled: true });
    const response = await post('/v1/business/onboard/settings', token, answers(), 'orders.localhost');
    expect(response.statusCode, response.body).toBe(200);
    const settings = (await get('/v1/user/account/settings', token)).json().data;
    expect(settings.waitlist_settings).toBeNull();
    expect(settings.location_hours).toEqual([]);
    expect(settings.shop_settings).toMatchObject({ pickup_enabled: true, delivery_enabled: true });
  });

  it('needs a location and the right to configure it', async () => {
    const token = await newOwner('sinlugar@prueba.mx');
    expect((await post('/v1/business/onboard/settings', token, answers())).statusCode).toBe(403);
    const host = await loginAs(t.app, DEMO.host);
    expect((await post('/v1/business/onboard/settings', host, answers())).statusCode).toBe(403);
  });
});

describe('a new owner sees only their own company', () => {
  it('finds none of the demo business in searches, lists or settings', async () => {
    const token = await newOwner('aislado@prueba.mx');
    await post('/v1/business/onboard/location', token, cafe({ username: 'cafe_aislado' }));
    await post('/v1/business/onboard/settings', token, answers());
    const queue = await post('/v1/waitlist/queue/search', token, { limit: 50, offset: 0 });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data).toEqual([]);
    const contacts = await post('/v1/contact/contact/search', token, { limit: 50, offset: 0 });
    expect(contacts.statusCode, contacts.body).toBe(200);
    expect(contacts.json().data).toEqual([]);
    const settings = (await get('/v1/user/account/settings', token)).json().data;
    expect(settings.location.name).toBe('Cafetería La Prueba');
    const allowed = (await get('/v1/user/account/allowed-locations', token)).json().data;
    expect(allowed.map((row: { username: string }) => row.username)).toEqual(['cafe_aislado']);
    const members = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.locationId, settings.location.id));
    expect(members).toHaveLength(1);
  });
});
