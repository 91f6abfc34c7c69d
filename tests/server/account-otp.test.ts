import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../server/db/schema';
import { ACCOUNT_ERRORS, OTP_MAX_ATTEMPTS } from '../../src/domain/contract/account';
import { ACCOUNT_MESSAGES } from '../../src/domain/rules/account-rules';
import { platformMessagesTo, signUp } from './helpers/account-fixtures';
import { eventually } from './helpers/eventually';
import { bearer, DEMO, startTestApp, type TestApp } from './helpers/test-app';

let clock = new Date('2025-06-02T15:00:00Z');
let t: TestApp;
let nextIp = 1;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

const freshIp = () => `10.30.0.${nextIp++}`;

function call(path: 'otp-send' | 'otp-verify', token: string, payload: object, remoteAddress = '10.30.1.1') {
  return t.app.inject({
    method: 'POST',
    url: `/v1/user/account/${path}`,
    headers: bearer(token),
    remoteAddress,
    payload,
  });
}

/** The code the newest verification SMS to this phone carries, as the user reads it. */
async function codeSentTo(phone: string): Promise<string> {
  const [sms] = await platformMessagesTo(t.app, phone);
  const code = /es (\d{6})\./.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

async function phoneVerified(token: string): Promise<boolean> {
  const me = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(token) });
  return me.json().data.user.phone_verified;
}

const e164 = (phone: string) => `+52${phone}`;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('phone verification', () => {
  it('needs a session', async () => {
    const send = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/otp-send',
      payload: { phone: '5512345678' },
    });
    expect(send.statusCode).toBe(401);
  });

  it('sends the code by the platform SMS (no company, no credits), never in the answer, and verifies it', async () => {
    const { token, body } = await signUp(t.app);
    const sent = await call('otp-send', token, { phone: body.phone }, freshIp());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ data: { sent: true } });

    const [sms] = await platformMessagesTo(t.app, e164(body.phone));
    expect(sms).toMatchObject({ channel: 'sms', companyId: null, locationId: null, credits: 0 });
    expect(sms?.body).toMatch(/^Tu código de verificación de Mostrador es \d{6}\. Vence en 10 minutos\.$/);
    const code = await codeSentTo(e164(body.phone));
    expect(sent.body).not.toContain(code);
    const [stored] = await t.app.deps.platformDb
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.phone, e164(body.phone)));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    const delivered = await eventually(
      async () => (await platformMessagesTo(t.app, e164(body.phone)))[0],
      (row) => row?.status === 'sent',
    );
    expect(delivered).toMatchObject({ status: 'sent', provider: 'local' });

    expect(await phoneVerified(token)).toBe(false);
    const verified = await call('otp-verify', token, { phone: body.phone, code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ data: { verified: true } });
    expect(verified.body).not.toContain(code);
    expect(await phoneVerified(token)).toBe(true);

    const again = await call('otp-verify', token, { phone: body.phone, code });
    expect(again.json().errors).toEqual({ code: [ACCOUNT_ERRORS.otpExpired] });
  });

  it('answers a wrong code with the spec message on `code`', async () => {
    const { token, body } = await signUp(t.app);
    await call('otp-send', token, { phone: body.phone }, freshIp());
    const code = await codeSentTo(e164(body.phone));
    const wrong = await call('otp-verify', token, { phone: body.phone, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [ACCOUNT_MESSAGES.otpWrong] });
    expect(await phoneVerified(token)).toBe(false);
  });

  it('kills a code after 5 attempts, even the right one', async () => {
    const { token, body } = await signUp(t.app);
    await call('otp-send', token, { phone: body.phone }, freshIp());
    const code = await codeSentTo(e164(body.phone));
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const wrong = await call('otp-verify', token, { phone: body.phone, code: wrongCode(code) });
      expect(wrong.json().errors).toEqual({ code: [ACCOUNT_MESSAGES.otpWrong] });
    }
    const right = await call('otp-verify', token, { phone: body.phone, code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({ code: [ACCOUNT_ERRORS.otpExpired] });
    expect(await phoneVerified(token)).toBe(false);
  });

  it('accepts the right code on the fifth attempt', async () => {
    const { token, body } = await signUp(t.app);
    await call('otp-send', token, { phone: body.phone }, freshIp());
    const code = await codeSentTo(e164(body.phone));
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i += 1) {
      await call('otp-verify', token, { phone: body.phone, code: wrongCode(code) });
    }
    expect((await call('otp-verify', token, { phone: body.phone, code })).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const { token, body } = await signUp(t.app);
    await call('otp-send', token, { phone: body.phone }, freshIp());
    const code = await codeSentTo(e164(body.phone));
    clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
    const late = await call('otp-verify', token, { phone: body.phone, code });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ code: [ACCOUNT_ERRORS.otpExpired] });
  });

  it('a new code replaces the previous one', async () => {
    const { token, body } = await signUp(t.app);
    const ip = freshIp();
    await call('otp-send', token, { phone: body.phone }, ip);
    const first = await codeSentTo(e164(body.phone));
    await call('otp-send', token, { phone: body.phone }, ip);
    const second = await codeSentTo(e164(body.phone));
    if (first !== second) {
      const old = await call('otp-verify', token, { phone: body.phone, code: first });
      expect(old.json().errors).toEqual({ code: [ACCOUNT_MESSAGES.otpWrong] });
    }
    expect((await call('otp-verify', token, { phone: body.phone, code: second })).statusCode).toBe(200);
  });

  it('verifies another phone the user gives and makes it theirs', async () => {
    const { token } = await signUp(t.app);
    await call('otp-send', token, { phone: '55 9988 7766' }, freshIp());
    const code = await codeSentTo('+525599887766');
    expect((await call('otp-verify', token, { phone: '5599887766', code })).statusCode).toBe(200);
    const me = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(token) });
    expect(me.json().data.user).toMatchObject({ phone: '+525599887766', phone_verified: true });
  });

  it("refuses another account's phone", async () => {
    const { token } = await signUp(t.app);
    const [demo] = await t.app.deps.platformDb
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.email, DEMO.host));
    const send = await call('otp-send', token, { phone: demo?.phone ?? '' }, freshIp());
    expect(send.statusCode).toBe(422);
    expect(send.json().errors).toEqual({ phone: [ACCOUNT_ERRORS.accountExists] });
  });

  it('limits sends to 5 per phone in an hour, and the 429 says when to ask again', async () => {
    const { token, body } = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await call('otp-send', token, { phone: body.phone }, freshIp())).statusCode).toBe(200);
    }
    const blocked = await call('otp-send', token, { phone: body.phone }, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Ya enviamos 5 códigos a este número en la última hora. Podrás pedir otro en 60 minutos.',
      code: 'RATE_LIMITED',
    });
    expect(await platformMessagesTo(t.app, e164(body.phone))).toHaveLength(5);

    clock = new Date(clock.getTime() + 15 * 60_000);
    const later = await call('otp-send', token, { phone: body.phone }, freshIp());
    expect(later.json().message).toContain('Podrás pedir otro en 45 minutos.');
    clock = new Date(clock.getTime() + 45 * 60_000 + 1000);
    expect((await call('otp-send', token, { phone: body.phone }, freshIp())).statusCode).toBe(200);
  });

  it('limits one account to 10 sends an hour, whatever the phones', async () => {
    const { token } = await signUp(t.app);
    for (let i = 0; i < 10; i += 1) {
      const phone = String(5561000000 + i);
      expect((await call('otp-send', token, { phone }, freshIp())).statusCode).toBe(200);
    }
    const blocked = await call('otp-send', token, { phone: '5561000099' }, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Enviaste demasiados códigos. Podrás pedir otro en 60 minutos.');
    expect(await platformMessagesTo(t.app, '+525561000099')).toHaveLength(0);
  });

  it('lets 25 sign-ups behind one carrier address verify their phones; the address stops at 100 an hour', async () => {
    const ip = freshIp();
    for (let user = 0; user < 25; user += 1) {
      const { token, body } = await signUp(t.app);
      expect((await call('otp-send', token, { phone: body.phone }, ip)).statusCode).toBe(200);
    }
    // 75 more sends from that address in the hour (rows as the sends leave them).
    await t.database.db.insert(oneTimeCodes).values(
      Array.from({ length: 75 }, (_, i) => ({
        phone: `+52556200${String(i).padStart(4, '0')}`,
        codeHash: `relleno-${i}`,
        ip,
        expiresAt: clock,
        createdAt: clock,
      })),
    );
    const { token, body } = await signUp(t.app);
    const blocked = await call('otp-send', token, { phone: body.phone }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toContain('Enviaste demasiados códigos.');
    expect((await call('otp-send', token, { phone: body.phone }, freshIp())).statusCode).toBe(200);
  });

  it('answers 422 with Spanish per-field messages for bad input', async () => {
    const { token, body } = await signUp(t.app);
    const required = ['Este campo es obligatorio.'];
    const cases: ['otp-send' | 'otp-verify', unknown, Record<string, string[]>][] = [
      ['otp-send', {}, { phone: required }],
      ['otp-send', { phone: '123' }, { phone: ['Ingresa un celular válido.'] }],
      ['otp-send', { phone: 5512345678 }, { phone: ['Ingresa un celular válido.'] }],
      ['otp-verify', { phone: body.phone }, { code: required }],
      ['otp-verify', { phone: body.phone, code: '12a456' }, { code: [ACCOUNT_MESSAGES.otpFormat] }],
      ['otp-verify', { phone: body.phone, code: 123456 }, { code: [ACCOUNT_MESSAGES.otpFormat] }],
      ['otp-verify', { phone: body.phone, code: '1'.repeat(5000) }, { code: [ACCOUNT_MESSAGES.otpFormat] }],
      ['otp-verify', { code: '123456' }, { phone: required }],
    ];
    for (const [path, payload, errors] of cases) {
      const response = await call(path, token, payload as object);
      expect(response.statusCode, `${path} ${JSON.stringify(payload).slice(0, 60)}`).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
  });
});
