import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, passwordResetTokens } from '../../server/db/schema';
import { STEADY_ANSWER_MS } from '../../server/modules/access/account-limits';
import { ACCOUNT_ERRORS } from '../../src/domain/contract/account';
import { ACCOUNT_MESSAGES } from '../../src/domain/rules/account-rules';
import { NEW_PASSWORD, platformMessagesTo, signUp } from './helpers/account-fixtures';
import { eventually } from './helpers/eventually';
import { bearer, startTestApp, type TestApp } from './helpers/test-app';

const CHANGED_PASSWORD = 'OtraClave2026';
let clock = new Date('2025-06-02T15:00:00Z');
let dataDir: string;
let t: TestApp;
let nextIp = 1;
let nextEmail = 1;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mostrador-reset-'));
  t = await startTestApp({ config: { dataDir, appHosts: ['app.mostrador.test'] }, now: () => clock });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const freshIp = () => `10.40.0.${nextIp++}`;

function post(
  path: 'reset-request' | 'reset-confirm' | 'login',
  payload: unknown,
  remoteAddress = freshIp(),
) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/user/account/${path}`,
    remoteAddress,
    payload: payload as object,
  });
}

async function newUser() {
  const email = `olvido${nextEmail++}@cafeteria.mx`;
  const { token } = await signUp(t.app, { email });
  return { email, token };
}

/** The token of the newest reset link e-mailed to this address. */
async function tokenSentTo(email: string): Promise<string> {
  const [mail] = await platformMessagesTo(t.app, email);
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no reset link sent to ${email}`);
  return token;
}

const SUCCESS = { data: { success: true } };

describe('password reset request', () => {
  it('e-mails a working link through the e-mail provider, never in the answer', async () => {
    const { email } = await newUser();
    const response = await post('reset-request', { email: email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(SUCCESS);

    const [mail] = await platformMessagesTo(t.app, email);
    expect(mail).toMatchObject({ channel: 'email', companyId: null, credits: 0 });
    expect(mail?.subject).toBe('Cambia tu contraseña de Mostrador');
    const token = await tokenSentTo(email);
    expect(mail?.body).toContain(`http://app.mostrador.test:8080/reset-password?token=${token}`);
    expect(response.body).not.toContain(token);
    const [stored] = await t.app.deps.platformDb
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, token));
    expect(stored).toBeUndefined();

    const sent = await eventually(
      async () => (await platformMessagesTo(t.app, email))[0],
      (row) => row?.status === 'sent',
    );
    expect(sent).toMatchObject({ status: 'sent', provider: 'eml' });
    const files = await readdir(join(dataDir, 'outbox'));
    const emls = await Promise.all(files.map((file) => readFile(join(dataDir, 'outbox', file), 'utf8')));
    // The sign-up also e-mailed its address verification: the reset is the one with the reset link.
    const eml = emls.find((text) => text.includes(`To: ${email}`) && text.includes('reset-password'));
    expect(eml?.replace(/=\r?\n/g, '')).toContain(token);
  });

  it('builds the link from the configuration, never from the Host header', async () => {
    const { email } = await newUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/reset-request',
      remoteAddress: freshIp(),
      headers: { host: 'evil.example:6666', 'x-forwarded-host': 'evil.example' },
      payload: { email },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await platformMessagesTo(t.app, email);
    expect(mail?.body).toContain(
      `http://app.mostrador.test:8080/reset-password?token=${await tokenSentTo(email)}`,
    );
    expect(mail?.body).not.toMatch(/evil|6666/);
  });

  it('answers an unknown e-mail exactly like a known one, held to the same steady answer time, and sends nothing', async () => {
    const { email } = await newUser();
    const before = await t.app.deps.platformDb.select({ id: messages.id }).from(messages);
    const timed = async (address: string) => {
      const started = performance.now();
      const response = await post('reset-request', { email: address });
      return { response, ms: performance.now() - started };
    };
    const known = await timed(email);
    const unknown = await timed('nadie@cafeteria.mx');
    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
    expect(known.ms).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 5);
    const after = await t.app.deps.platformDb.select({ id: messages.id }).from(messages);
    expect(after.length - before.length).toBe(1);
    expect(await platformMessagesTo(t.app, 'nadie@cafeteria.mx')).toHaveLength(0);
  });

  it('is rate limited per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1)
      expect((await post('reset-request', { email: 'x@y.mx' }, ip)).statusCode).toBe(200);
    const blocked = await post('reset-request', { email: 'x@y.mx' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Demasiados intentos. Espera un momento e intenta de nuevo.');
    expect((await post('reset-request', { email: 'x@y.mx' })).statusCode).toBe(200);
  });

  it('answers 422 on `email` for bad input', async () => {
    for (const payload of [
      {},
      { email: 'sin-arroba' },
      { email: 42 },
      { email: `${'a'.repeat(300)}@c.mx` },
    ]) {
      const response = await post('reset-request', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['email']);
    }
  });
});

describe('password reset confirm', () => {
  it('sets the new password, ends every session of the user and spends the token', async () => {
    const { email, token: firstSession } = await newUser();
    const login = await post('login', { email, password: NEW_PASSWORD });
    const secondSession = login.json().data.token as string;
    await post('reset-request', { email });
    const resetToken = await tokenSentTo(email);

    const confirm = await post('reset-confirm', { token: resetToken, password: CHANGED_PASSWORD });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toEqual(SUCCESS);

    for (const session of [firstSession, secondSession]) {
      const settings = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(session) });
      expect(settings.statusCode).toBe(401);
    }
    expect((await post('login', { email, password: NEW_PASSWORD })).statusCode).toBe(422);
    const fresh = await post('login', { email, password: CHANGED_PASSWORD });
    expect(fresh.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/v1/user/account/settings',
      headers: bearer(fresh.json().data.token),
    });
    expect(me.json().data.user.email_verified).toBe(true);

    const reused = await post('reset-confirm', { token: resetToken, password: 'TerceraClave3' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ token: [ACCOUNT_ERRORS.resetInvalid] });
  });

  it('spends every other open link of the user too', async () => {
    const { email } = await newUser();
    await post('reset-request', { email });
    const first = await tokenSentTo(email);
    await post('reset-request', { email });
    const second = await tokenSentTo(email);
    expect(second).not.toBe(first);
    expect((await post('reset-confirm', { token: second, password: CHANGED_PASSWORD })).statusCode).toBe(200);
    const old = await post('reset-confirm', { token: first, password: 'TerceraClave3' });
    expect(old.json().errors).toEqual({ token: [ACCOUNT_ERRORS.resetInvalid] });
  });

  it('refuses a link after an hour', async () => {
    const { email } = await newUser();
    await post('reset-request', { email });
    const token = await tokenSentTo(email);
    clock = new Date(clock.getTime() + 60 * 60_000 + 1000);
    const late = await post('reset-confirm', { token, password: CHANGED_PASSWORD });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ token: [ACCOUNT_ERRORS.resetInvalid] });
    expect((await post('login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('checks the password hint on the server and keeps the link for a better password', async () => {
    const { email } = await newUser();
    await post('reset-request', { email });
    const token = await tokenSentTo(email);
    const weak = await post('reset-confirm', { token, password: 'debil' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: [ACCOUNT_MESSAGES.passwordHint] });
    expect((await post('reset-confirm', { token, password: CHANGED_PASSWORD })).statusCode).toBe(200);
  });

  it('answers 422 for unknown or malformed tokens and bad input', async () => {
    const cases: [unknown, string[]][] = [
      [{ token: 'x'.repeat(43), password: CHANGED_PASSWORD }, ['token']],
      [{ token: 'corto', password: CHANGED_PASSWORD }, ['token']],
      [{ token: 12345, password: CHANGED_PASSWORD }, ['token']],
      [{ token: 'x'.repeat(43) }, ['password']],
      [{}, ['token', 'password']],
    ];
    for (const [payload, fields] of cases) {
      const response = await post('reset-confirm', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual([...fields].sort());
    }
    const unknown = await post('reset-confirm', { token: 'x'.repeat(43), password: CHANGED_PASSWORD });
    expect(unknown.json().errors).toEqual({ token: [ACCOUNT_ERRORS.resetInvalid] });
  });

  it('is rate limited per IP', async () => {
    const ip = freshIp();
    const attempt = () => post('reset-confirm', { token: 'y'.repeat(43), password: CHANGED_PASSWORD }, ip);
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(429);
  });
});
