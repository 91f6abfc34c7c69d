import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type TestApp } from './helpers/test-app';

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ config: { loginRateLimit: LIMIT } });
});
afterAll(async () => {
  await t?.close();
});

const TOO_MANY = {
  message: 'Demasiados intentos. Espera un momento e intenta de nuevo.',
  code: 'RATE_LIMITED',
};

describe('sign-in rate limit (LOGIN_RATE_LIMIT per minute and IP)', () => {
  it('answers 429 after the limit, even with the right password, and counts per IP', async () => {
    const attempt = (password: string, remoteAddress = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/account/login',
        remoteAddress,
        payload: { email: DEMO.host, password },
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await attempt('incorrecta')).statusCode).toBe(422);
    const blocked = await attempt(DEMO.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await attempt(DEMO.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('limits the account-exists check too', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/account/exists',
        remoteAddress: '10.0.0.3',
        payload: { email: DEMO.owner },
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await ask()).statusCode).toBe(200);
    const blocked = await ask();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});

describe('per-client limits behind a proxy (TRUST_PROXY)', () => {
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await startTestApp({ config: { loginRateLimit: LIMIT, trustProxy: ['10.1.0.1'] } });
  });
  afterAll(async () => {
    await behindProxy?.close();
  });

  let tries = 0;
  // A new e-mail each time: the per-account backoff (login-backoff.test.ts) stays out of the way.
  const attempt = (app: TestApp, remoteAddress: string, forwardedFor: string) => {
    tries += 1;
    return app.app.inject({
      method: 'POST',
      url: '/v1/user/account/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `intento${tries}@ejemplo.com`, password: 'incorrecta' },
    });
  };

  it('gives two clients behind the trusted proxy their own limits', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await attempt(behindProxy, '10.1.0.1', '203.0.113.1')).statusCode).toBe(422);
    }
    expect((await attempt(behindProxy, '10.1.0.1', '203.0.113.1')).statusCode).toBe(429);
    expect((await attempt(behindProxy, '10.1.0.1', '203.0.113.2')).statusCode).toBe(422);
  });

  it('ignores X-Forwarded-For from an address that is not the trusted proxy', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await attempt(behindProxy, '198.51.100.7', `203.0.113.${10 + i}`)).statusCode).toBe(422);
    }
    expect((await attempt(behindProxy, '198.51.100.7', '203.0.113.99')).statusCode).toBe(429);
  });

  it('without TRUST_PROXY a client cannot choose its address with X-Forwarded-For', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await attempt(t, '10.2.0.1', `203.0.113.${20 + i}`)).statusCode).toBe(422);
    }
    expect((await attempt(t, '10.2.0.1', '203.0.113.98')).statusCode).toBe(429);
  });
});
