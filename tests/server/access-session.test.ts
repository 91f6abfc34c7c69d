import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { SESSION_CACHE_TTL_MS } from '../../server/http/auth/session-cache';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '../../src/domain/contract/access';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const TTL_HOURS = 12;
let clock = new Date('2025-06-02T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ config: { sessionTtlHours: TTL_HOURS }, now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

type Cookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
  expires?: Date;
};
const cookieNamed = (cookies: Cookie[], name: string) => cookies.find((cookie) => cookie.name === name);

function login(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/v1/user/account/login', payload });
}

function settings(headers: Record<string, string>) {
  return t.app.inject({ url: '/v1/user/account/settings', headers });
}

const SESSION_GONE = {
  message: 'Tu sesión terminó. Inicia sesión de nuevo.',
  code: 'USER_CREDENTIALS_NOT_FOUND',
};
const WRONG_CREDENTIALS = {
  message: 'El usuario o la contraseña son incorrectos.',
  code: 'INVALID_CREDENTIALS',
  errors: { password: ['El usuario o la contraseña son incorrectos.'] },
};

function expectFlagCleared(cookies: Cookie[]) {
  const flag = cookieNamed(cookies, LOGGED_IN_COOKIE);
  expect(flag?.value).toBe('');
  expect(flag?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
}

describe('login', () => {
  it('signs in by e-mail: token, expiry from SESSION_TTL_HOURS, session cookie and readable flag', async () => {
    const response = await login({ email: 'Anfitrion@Taqueria.demo ', password: DEMO.password });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { token: string; expires_at: string } }>();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expires_at).toBe(new Date(clock.getTime() + TTL_HOURS * 3_600_000).toISOString());

    const cookies = response.cookies as Cookie[];
    const session = cookieNamed(cookies, SESSION_COOKIE);
    expect(session).toMatchObject({ value: data.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.expires?.toISOString()).toBe(data.expires_at);
    const flag = cookieNamed(cookies, LOGGED_IN_COOKIE);
    expect(flag).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(flag?.httpOnly).not.toBe(true);
  });

  it('signs in by phone, with the 10 national digits or formatted', async () => {
    for (const phone of ['5512345678', '+52 (55) 1234-5678']) {
      const response = await login({ phone, password: DEMO.password });
      expect(response.statusCode, phone).toBe(200);
    }
  });

  it('gives the same answer for a wrong password and for an unknown user', async () => {
    const wrongPassword = await login({ email: DEMO.host, password: 'Demo12345' });
    const unknownUser = await login({ email: 'nadie@taqueria.demo', password: DEMO.password });
    const unknownPhone = await login({ phone: '5500000000', password: DEMO.password });
    for (const response of [wrongPassword, unknownUser, unknownPhone]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
      expect(response.cookies).toEqual([]);
    }
  });
});

describe('sessions', () => {
  it('accepts the session cookie and the bearer token', async () => {
    const token = await loginAs(t.app, DEMO.host);
    expect((await settings(bearer(token))).statusCode).toBe(200);
    expect((await settings({ cookie: `${SESSION_COOKIE}=${token}` })).statusCode).toBe(200);
  });

  it('answers 401 USER_CREDENTIALS_NOT_FOUND without a session and clears the logged-in flag', async () => {
    const attempts: Record<string, string>[] = [
      {},
      bearer('x'.repeat(43)),
      { cookie: `${SESSION_COOKIE}=nope` },
    ];
    for (const headers of attempts) {
      const response = await settings(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_GONE);
      expectFlagCleared(response.cookies as Cookie[]);
    }
  });

  it('expires after SESSION_TTL_HOURS', async () => {
    const token = await loginAs(t.app, DEMO.host);
    const start = clock;
    try {
      clock = new Date(start.getTime() + TTL_HOURS * 3_600_000 - 60_000);
      expect((await settings(bearer(token))).statusCode).toBe(200);
      clock = new Date(start.getTime() + TTL_HOURS * 3_600_000 + 1);
      const expired = await settings(bearer(token));
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(SESSION_GONE);
    } finally {
      clock = start;
    }
  });

  it('logout ends the session, clears both cookies and answers success', async () => {
    const token = await loginAs(t.app, DEMO.host);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/logout',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });
    const cookies = response.cookies as Cookie[];
    expectFlagCleared(cookies);
    expect(cookieNamed(cookies, SESSION_COOKIE)?.value).toBe('');
    expect((await settings(bearer(token))).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'POST', url: '/v1/user/account/logout' });
    expect(again.json()).toEqual({ data: { success: true } });
  });

  it('a suspended user cannot sign in and loses open sessions', async () => {
    const token = await loginAs(t.app, DEMO.kitchen);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.email, DEMO.kitchen));
    try {
      expect((await settings(bearer(token))).statusCode).toBe(401);
      const response = await login({ email: DEMO.kitchen, password: DEMO.password });
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, DEMO.kitchen));
    }
  });
});

describe('resolved sessions are reused for a few seconds', () => {
  it('sees a change made behind this server (another replica) once the cache entry expires', async () => {
    const token = await loginAs(t.app, DEMO.kitchen);
    expect((await settings(bearer(token))).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.email, DEMO.kitchen));
    const start = clock;
    try {
      clock = new Date(start.getTime() + SESSION_CACHE_TTL_MS + 1);
      expect((await settings(bearer(token))).statusCode).toBe(401);
    } finally {
      clock = start;
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, DEMO.kitchen));
    }
  });

  it('forgets a session at once on logout and on a location switch', async () => {
    const token = await loginAs(t.app, DEMO.owner);
    const before = await settings(bearer(token));
    const locations = await t.app.inject({
      url: '/v1/user/account/allowed-locations',
      headers: bearer(token),
    });
    const other = locations
      .json<{ data: { id: number }[] }>()
      .data.find((location) => location.id !== before.json().data.location.id);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/set-location',
      headers: bearer(token),
      payload: { location_id: other?.id },
    });
    expect(switched.statusCode).toBe(200);
    expect((await settings(bearer(token))).json().data.location.id).toBe(other?.id);

    await t.app.inject({ method: 'POST', url: '/v1/user/account/logout', headers: bearer(token) });
    expect((await settings(bearer(token))).statusCode).toBe(401);
  });
});

describe('exists', () => {
  it('tells whether an account exists for an e-mail or phone', async () => {
    const ask = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/v1/user/account/exists', payload });
    expect((await ask({ email: DEMO.owner })).json()).toEqual({ data: { exists: true } });
    expect((await ask({ phone: '5512345678' })).json()).toEqual({ data: { exists: true } });
    expect((await ask({ email: 'nadie@taqueria.demo' })).json()).toEqual({ data: { exists: false } });
    const invalid = await ask({ phone: '123' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ phone: ['Ingresa un celular válido.'] });
  });
});
