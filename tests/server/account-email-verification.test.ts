import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens } from '../../server/db/schema';
import { ACCOUNT_ERRORS } from '../../src/domain/contract/account';
import { platformMessagesTo, signUp } from './helpers/account-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
let clock = new Date('2026-11-26T16:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

const resend = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/user/account/verify-email-resend',
    headers: token ? bearer(token) : {},
  });
const verify = (token: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/v1/user/account/verify-email', payload: { token } });

/** The verification links e-mailed to an address, newest first. */
async function linksTo(email: string): Promise<string[]> {
  const mails = await platformMessagesTo(t.app, email);
  return mails.flatMap((mail) => /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? []);
}

describe('POST /v1/user/account/verify-email-resend', () => {
  it('needs a session', async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  it('e-mails a new single-use link; the earlier one keeps working until it expires', async () => {
    const email = 'reenvio@ejemplo.com';
    const { token } = await signUp(t.app, { email });
    const sent = await resend(token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ data: { sent: true, email } });
    const [newer, first] = await linksTo(email);
    expect(newer).toBeDefined();
    expect(newer).not.toBe(first);

    expect((await verify(first)).statusCode).toBe(200);
    // Verified already: the other link is harmless, and the used one is spent.
    expect((await verify(newer)).statusCode).toBe(200);
    expect((await verify(first)).json().errors).toEqual({ token: [ACCOUNT_ERRORS.emailVerifyInvalid] });
    const again = await resend(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: [ACCOUNT_ERRORS.emailAlreadyVerified] });
  });

  it('answers 422 on email for an account without one', async () => {
    const { token } = await signUp(t.app);
    const response = await resend(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [ACCOUNT_ERRORS.emailMissing] });
  });

  it('sends at most 3 links an hour per account (the sign-up one counts), saying when to ask again', async () => {
    const email = 'limite@ejemplo.com';
    const { token } = await signUp(t.app, { email });
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect((await resend(token)).statusCode).toBe(200);
    expect((await resend(token)).statusCode).toBe(200);
    const blocked = await resend(token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Ya te enviamos varios enlaces a este correo. Podrás pedir otro en 50 minutos.',
      code: 'RATE_LIMITED',
    });
    expect(await linksTo(email)).toHaveLength(3);

    clock = new Date(clock.getTime() + HOUR);
    expect((await resend(token)).statusCode).toBe(200);
  });

  it('sends at most 5 links a day to one address, whichever account asked', async () => {
    const email = 'compartido@ejemplo.com';
    const { token } = await signUp(t.app, { email });
    // Links another account had sent to this address earlier today.
    const owner = await loginAs(t.app, DEMO.owner);
    const me = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(owner) });
    const ownerId = me.json().data.user.id as number;
    await t.database.db.insert(emailVerificationTokens).values(
      Array.from({ length: 4 }, (_, i) => ({
        userId: ownerId,
        email,
        tokenHash: `anterior-${i}`.padEnd(64, '0'),
        expiresAt: new Date(clock.getTime() + HOUR),
        createdAt: new Date(clock.getTime() - 5 * HOUR),
      })),
    );
    const blocked = await resend(token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toContain('Podrás pedir otro en 19 horas');
  });
});
