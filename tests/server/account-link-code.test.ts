import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { STEADY_ANSWER_MS } from '../../server/modules/access/account-limits';
import { SESSION_COOKIE } from '../../src/domain/contract/access';
import { ACCOUNT_ERRORS } from '../../src/domain/contract/account';
import { ACCOUNT_MESSAGES } from '../../src/domain/rules/account-rules';
import { giveAccessCode } from './helpers/access-code';
import { bearer, DEMO, startTestApp, type TestApp } from './helpers/test-app';

const HOST_CODE = 'ANF7Q2X9K4M8';
let t: TestApp;
let nextIp = 1;

beforeAll(async () => {
  t = await startTestApp();
  const [host] = await t.app.deps.platformDb
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO.host));
  await giveAccessCode(t.app, host?.id ?? 0, HOST_CODE);
});
afterAll(async () => {
  await t?.close();
});

const freshIp = () => `10.50.0.${nextIp++}`;

function loginWithCode(payload: unknown, remoteAddress = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/user/account/login-with-code',
    remoteAddress,
    payload: payload as object,
  });
}

describe('POST /v1/user/account/login-with-code', () => {
  it("signs the code's user in like login does, the code cleaned and uppercased", async () => {
    const response = await loginWithCode({ link_code: 'anf7-q2x9 k4m8' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { token: string; expires_at: string } }>();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      (response.cookies as { name: string; value: string }[]).find((c) => c.name === SESSION_COOKIE)?.value,
    ).toBe(data.token);
    const me = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(data.token) });
    expect(me.json().data.user.email).toBe(DEMO.host);
    expect(me.json().data.location).toBeTruthy();
  });

  it('answers an unknown code with 422 on link_code, held like a known one to the steady answer time', async () => {
    const timed = async (code: string) => {
      const started = performance.now();
      const response = await loginWithCode({ link_code: code });
      return { response, ms: performance.now() - started };
    };
    const known = await timed(HOST_CODE);
    const unknown = await timed('ZZZ999YYY888');
    expect(known.response.statusCode).toBe(200);
    expect(unknown.response.statusCode).toBe(422);
    expect(unknown.response.json()).toMatchObject({
      errors: { link_code: [ACCOUNT_ERRORS.accessCodeInvalid] },
    });
    expect(unknown.ms).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 5);
    expect(known.ms).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 5);
  });

  it('refuses the code of a user who is not active', async () => {
    const [kitchen] = await t.app.deps.platformDb
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.email, DEMO.kitchen))
      .returning({ id: users.id });
    await giveAccessCode(t.app, kitchen?.id ?? 0, 'COCINA12345X');
    const response = await loginWithCode({ link_code: 'COCINA12345X' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ link_code: [ACCOUNT_ERRORS.accessCodeInvalid] });
  });

  it('answers 422 with Spanish messages for bad input', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Este campo es obligatorio.'],
      [{ link_code: '' }, ACCOUNT_MESSAGES.accessCodeRequired],
      [{ link_code: ' -- ' }, ACCOUNT_MESSAGES.accessCodeRequired],
      [{ link_code: 1234 }, ACCOUNT_MESSAGES.accessCodeRequired],
      [{ link_code: 'A'.repeat(65) }, ACCOUNT_ERRORS.accessCodeInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await loginWithCode(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(response.json().errors).toEqual({ link_code: [message] });
    }
  });

  it('is rate limited per IP, even for the right code', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1)
      expect((await loginWithCode({ link_code: `GUESS${i}X` }, ip)).statusCode).toBe(422);
    const blocked = await loginWithCode({ link_code: HOST_CODE }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).not.toContain('token');
  });
});
