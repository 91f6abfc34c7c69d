import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { LOGIN_BACKOFF } from '../../server/modules/access/login-backoff';
import { NEW_PASSWORD, platformMessagesTo } from './helpers/account-fixtures';
import { addNewUser, NEW_USER_PASSWORD } from './helpers/new-user';
import { DEMO, startTestApp, type TestApp } from './helpers/test-app';

const MINUTE = 60_000;
let clock = new Date('2026-11-26T18:00:00Z');
let t: TestApp;

beforeAll(async () => {
  // The production per-IP limit (LOGIN_RATE_LIMIT's default), not the tests' generous one.
  t = await startTestApp({ now: () => clock, config: { loginRateLimit: loadConfig({}).loginRateLimit } });
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/user/account/login',
    remoteAddress,
    payload: { email, password },
  });

let nextIp = 1;
/** Each try from an address never used before: only a per-account limit can stop them. */
const fromNewAddress = (email: string, password: string) => login(email, password, `198.18.0.${nextIp++}`);

describe('failed passwords per account, whatever the address (growing wait)', () => {
  it('after 5 failures from 5 addresses the account waits a minute, even with the right password; the wait doubles', async () => {
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i += 1) {
      expect((await fromNewAddress(DEMO.kitchen, 'incorrecta')).statusCode).toBe(422);
    }
    const waiting = await fromNewAddress(DEMO.kitchen, DEMO.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({
      message:
        'Demasiados intentos fallidos con esta cuenta. Intenta de nuevo en 1 minuto (a las 12:01). Si olvidaste tu contraseña, puedes cambiarla.',
      code: 'RATE_LIMITED',
    });
    expect(waiting.headers['retry-after']).toBe('60');
    // Another account on the same addresses is not affected.
    expect((await login(DEMO.reader, DEMO.password, '198.18.0.1')).statusCode).toBe(200);

    clock = new Date(clock.getTime() + MINUTE + 1000);
    expect((await fromNewAddress(DEMO.kitchen, 'incorrecta')).statusCode).toBe(422);
    const longer = await fromNewAddress(DEMO.kitchen, DEMO.password);
    expect(longer.statusCode).toBe(429);
    expect(longer.json().message).toContain('Intenta de nuevo en 2 minutos');

    clock = new Date(clock.getTime() + 2 * MINUTE + 1000);
    expect((await fromNewAddress(DEMO.kitchen, DEMO.password)).statusCode).toBe(200);
    // The right password forgives the failures: 5 free ones again.
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i += 1) {
      expect((await fromNewAddress(DEMO.kitchen, 'incorrecta')).statusCode).toBe(422);
    }
    expect((await fromNewAddress(DEMO.kitchen, DEMO.password)).statusCode).toBe(429);
  });

  it('tries sent all at once cannot slip past the limit before the first failure is written', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => fromNewAddress(DEMO.host, 'incorrecta')),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(LOGIN_BACKOFF.freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LOGIN_BACKOFF.freeFailures);
  });

  it('an e-mail without an account waits the same way (the answer does not tell accounts apart)', async () => {
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i += 1) {
      expect((await fromNewAddress('nadie@ejemplo.com', 'incorrecta')).statusCode).toBe(422);
    }
    expect((await fromNewAddress('nadie@ejemplo.com', 'incorrecta')).statusCode).toBe(429);
  });
});

describe('a password reset', () => {
  it('ends the wait: whoever proved the address signs in at once with the new password', async () => {
    const email = 'olvidadiza@ejemplo.com';
    await addNewUser(t.database.db, email);
    for (let i = 0; i <= LOGIN_BACKOFF.freeFailures; i += 1) await fromNewAddress(email, 'incorrecta');
    expect((await fromNewAddress(email, NEW_USER_PASSWORD)).statusCode).toBe(429);

    const request = { method: 'POST', remoteAddress: '192.0.2.80' } as const;
    await t.app.inject({ ...request, url: '/v1/user/account/reset-request', payload: { email } });
    const [mail] = await platformMessagesTo(t.app, email);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    const confirmed = await t.app.inject({
      ...request,
      url: '/v1/user/account/reset-confirm',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await fromNewAddress(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a whole team on one Wi-Fi', () => {
  it('25 staff members check their account and sign in from one address within a minute', async () => {
    const team = Array.from({ length: 25 }, (_, i) => `mesero${i}@taqueria.demo`);
    for (const email of team) await addNewUser(t.database.db, email);
    for (const email of team) {
      const exists = await t.app.inject({
        method: 'POST',
        url: '/v1/user/account/exists',
        remoteAddress: '192.0.2.50',
        payload: { email },
      });
      expect(exists.statusCode).toBe(200);
      expect((await login(email, NEW_USER_PASSWORD, '192.0.2.50')).statusCode).toBe(200);
    }
  });
});
