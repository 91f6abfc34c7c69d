import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, users } from '../../server/db/schema';
import { AccountSettingsSchema, AllowedLocationSchema } from '../../src/domain/contract/access';
import { dataOf } from '../../src/domain/contract/common';
import { SubscriptionInfoSchema } from '../../src/domain/contract/subscription';
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
      url: 'http://localhost/r/taqueria-demo',
    });
    expect(data.location_hours).toEqual([
      expect.objectContaining({ open_time: '08:00', close_time: '18:00' }),
    ]);
    expect(data.waitlist_settings?.l10n.booking_p).toBe('Reservaciones');
    expect(data.shop_settings).toMatchObject({ delivery_enabled: true, pickup_enabled: true });
    const registration = data.links.find((group) => group.title === 'Enlaces de registro');
    expect(registration?.items.map((item) => item.url)).toEqual([
      'http://localhost/r/taqueria-demo/turno',
      'http://localhost/r/taqueria-demo/reservar',
    ]);
    expect(registration?.items.every((item) => item.enable_qr)).toBe(true);
  });

  it('keeps the port of the request in public links when the app host names none', async () => {
    const token = await loginAs(t.app, DEMO.host);
    const response = await t.app.inject({
      url: '/v1/user/account/settings',
      headers: { ...bearer(token), host: '127.0.0.1:8080' },
    });
    expect(response.json().data.location.url).toBe('http://localhost:8080/r/taqueria-demo');
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
