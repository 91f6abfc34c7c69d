import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationHours, locations, shopSettings, users, waitlistSettings } from '../../server/db/schema';
import { AccountSettingsSchema, AllowedLocationSchema } from '../../src/domain/contract/access';
import { dataOf } from '../../src/domain/contract/common';
import { SubscriptionInfoSchema } from '../../src/domain/contract/subscription';
import { companyOf } from './helpers/company-of';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let mainId: number;
let branchId: number;

beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db.select({ id: locations.id, username: locations.username }).from(locations);
  mainId = rows.find((row) => row.username === 'taqueria-demo')?.id ?? 0;
  branchId = rows.find((row) => row.username === 'taqueria-demo-coyoacan')?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const setLocation = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/user/account/set-location',
    headers: bearer(token),
    payload: payload as object,
  });

describe('GET /v1/user/account/settings', () => {
  it('has every field of spec 01 §3.1 for the host at Taquería Demo', async () => {
    const response = await get('/v1/user/account/settings', await loginAs(t.app, DEMO.host));
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(dataOf(AccountSettingsSchema), response.json());
    expect(data.user).toMatchObject({
      email: DEMO.host,
      phone: '+525512345678',
      name: 'Hugo Anfitrión',
      phone_verified: true,
      email_verified: true,
    });
    expect(data.roles).toEqual(['waitlist-hostess']);
    expect(data.location).toMatchObject({
      id: mainId,
      name: 'Taquería Demo',
      username: 'taqueria-demo',
      timezone: 'America/Mexico_City',
      url: 'http://localhost:8080/r/taqueria-demo',
    });
    expect(data.location_hours).toEqual([
      expect.objectContaining({ open_time: '08:00', close_time: '18:00' }),
    ]);
    expect(data.waitlist_settings?.l10n.booking_p).toBe('Reservaciones');
    expect(data.shop_settings).toMatchObject({ delivery_enabled: true, pickup_enabled: true });
    const registration = data.links.find((group) => group.title === 'Enlaces de registro');
    expect(registration?.items.map((item) => item.url)).toEqual([
      'http://localhost:8080/r/taqueria-demo/turno',
      'http://localhost:8080/r/taqueria-demo/reservar',
    ]);
    expect(registration?.items.every((item) => item.enable_qr)).toBe(true);
  });

  it('builds public links from the configuration, whatever Host the request names', async () => {
    const token = await loginAs(t.app, DEMO.host);
    const response = await t.app.inject({
      url: '/v1/user/account/settings',
      headers: { ...bearer(token), host: 'evil.example:6666' },
    });
    expect(response.json().data.location.url).toBe('http://localhost:8080/r/taqueria-demo');
  });
});

describe('the settings answer follows every write at once', () => {
  const settingsOf = async (token: string) => {
    const response = await get('/v1/user/account/settings', token);
    expect(response.statusCode).toBe(200);
    return v.parse(dataOf(AccountSettingsSchema), response.json()).data;
  };

  it('shows a change of the location, its settings or its hours written outside the API on the next call', async () => {
    const host = await loginAs(t.app, DEMO.host);
    const before = await settingsOf(host);
    const db = t.database.db;
    try {
      await db.update(locations).set({ name: 'Taquería Renombrada' }).where(eq(locations.id, mainId));
      expect((await settingsOf(host)).location?.name).toBe('Taquería Renombrada');

      await db
        .update(waitlistSettings)
        .set({ settings: sql`jsonb_set(settings, '{l10n,booking_p}', '"Citas"')` })
        .where(eq(waitlistSettings.locationId, mainId));
      expect((await settingsOf(host)).waitlist_settings?.l10n.booking_p).toBe('Citas');

      await db
        .update(shopSettings)
        .set({ settings: sql`jsonb_set(settings, '{delivery_enabled}', 'false')` })
        .where(eq(shopSettings.locationId, mainId));
      expect((await settingsOf(host)).shop_settings?.delivery_enabled).toBe(false);

      const [added] = await db
        .insert(locationHours)
        .values({
          companyId: await companyOf(db, mainId),
          locationId: mainId,
          openTime: '19:00',
          closeTime: '23:00',
          daysOfWeek: ['saturday'],
          types: [],
        })
        .returning({ id: locationHours.id });
      expect((await settingsOf(host)).location_hours.map((hours) => hours.open_time)).toEqual([
        '08:00',
        '19:00',
      ]);
      await db.delete(locationHours).where(eq(locationHours.id, added?.id ?? 0));
      expect((await settingsOf(host)).location_hours.map((hours) => hours.open_time)).toEqual(['08:00']);
    } finally {
      await db
        .update(locations)
        .set({ name: before.location?.name ?? '' })
        .where(eq(locations.id, mainId));
      if (before.waitlist_settings)
        await db
          .update(waitlistSettings)
          .set({ settings: before.waitlist_settings })
          .where(eq(waitlistSettings.locationId, mainId));
      if (before.shop_settings)
        await db
          .update(shopSettings)
          .set({ settings: before.shop_settings })
          .where(eq(shopSettings.locationId, mainId));
    }
    expect(await settingsOf(host)).toEqual(before);
  });

  it('answers each user at one location with their own user and roles', async () => {
    const [host, owner] = [await loginAs(t.app, DEMO.host), await loginAs(t.app, DEMO.owner)];
    for (let round = 0; round < 2; round++) {
      expect(await settingsOf(host)).toMatchObject({
        user: { email: DEMO.host },
        roles: ['waitlist-hostess'],
      });
      expect(await settingsOf(owner)).toMatchObject({ user: { email: DEMO.owner }, roles: ['super-admin'] });
    }
  });

  it('sends the same settings with brotli, gzip or no compression, twice', async () => {
    const host = await loginAs(t.app, DEMO.host);
    const plain = await settingsOf(host);
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let round = 0; round < 2; round++) {
        const response = await t.app.inject({
          url: '/v1/user/account/settings',
          headers: { ...bearer(host), 'accept-encoding': accept },
        });
        expect(response.headers['content-encoding']).toBe(accept);
        expect(response.headers.vary).toMatch(/accept-encoding/);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual({ data: plain });
      }
    }
  });
});

describe('locations', () => {
  it('lists the allowed locations with the current one marked', async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    const response = await get('/v1/user/account/allowed-locations', owner);
    const { data } = v.parse(dataOf(v.array(AllowedLocationSchema)), response.json());
    expect(data.map((location) => [location.name, location.company_name])).toEqual([
      ['Taquería Demo', 'Taquería Demo S.A. de C.V.'],
      ['Taquería Demo Coyoacán', 'Taquería Demo S.A. de C.V.'],
    ]);
    expect(data.filter((location) => location.is_current)).toHaveLength(1);

    const host = await get('/v1/user/account/allowed-locations', await loginAs(t.app, DEMO.host));
    expect(host.json().data.map((location: { id: number }) => location.id)).toEqual([mainId]);
  });

  it('refuses a location the user has no access to with 403, and an unknown one alike', async () => {
    const host = await loginAs(t.app, DEMO.host);
    for (const locationId of [branchId, 999_999]) {
      const response = await setLocation(host, { location_id: locationId });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'No tienes acceso a esta ubicación.',
        code: 'LOCATION_FORBIDDEN',
      });
    }
    const settings = await get('/v1/user/account/settings', host);
    expect(settings.json().data.location.id).toBe(mainId);
  });

  it('validates the body', async () => {
    const response = await setLocation(await loginAs(t.app, DEMO.owner), { location_id: 'uno' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ location_id: ['Selecciona una ubicación.'] });
  });

  it('switches the session and remembers it as the last location for the next login', async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    const response = await setLocation(owner, { location_id: branchId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true, location_id: branchId } });

    const settings = await get('/v1/user/account/settings', owner);
    expect(settings.json().data.location.name).toBe('Taquería Demo Coyoacán');
    expect(settings.json().data.roles).toEqual(['super-admin']);
    const [row] = await t.database.db
      .select({ last: users.lastLocationId })
      .from(users)
      .where(eq(users.email, DEMO.owner));
    expect(row?.last).toBe(branchId);

    const next = await get('/v1/user/account/settings', await loginAs(t.app, DEMO.owner));
    expect(next.json().data.location.id).toBe(branchId);
    await setLocation(owner, { location_id: mainId });
  });
});

describe('GET /v1/subscription/subscription/info', () => {
  it('answers the company plan, subscription and credits', async () => {
    const response = await get('/v1/subscription/subscription/info', await loginAs(t.app, DEMO.kitchen));
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(dataOf(SubscriptionInfoSchema), response.json());
    expect(data.plan).toMatchObject({ name: 'Gratis', type: 'free' });
    expect(data.subscription).toMatchObject({ status: 'active', recurrence: 'none' });
    expect(data.credits).toEqual([{ type_plural: 'Mensajes', used: 12, total: 50, format: 'number' }]);
  });
});
