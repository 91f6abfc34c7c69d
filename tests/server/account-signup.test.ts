import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '../../src/domain/contract/access';
import { ACCOUNT_ERRORS } from '../../src/domain/contract/account';
import { ACCOUNT_MESSAGES } from '../../src/domain/rules/account-rules';
import { NEW_PASSWORD, signUp, signUpBody } from './helpers/account-fixtures';
import { bearer, DEMO, startTestApp, type TestApp } from './helpers/test-app';

const clock = new Date('2025-06-02T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ config: { sessionTtlHours: 12 }, now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

function create(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/v1/user/account/create', payload: payload as object });
}

function settings(token: string) {
  return t.app.inject({ url: '/v1/user/account/settings', headers: bearer(token) });
}

describe('POST /v1/user/account/create', () => {
  it('creates the user with an unverified phone and signs them in like login does', async () => {
    const response = await create({
      name: '  Lucía Hernández ',
      phone: '55 (1122) 33-44',
      email: 'Lucia@Cafeteria.MX',
      password: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { token: string; expires_at: string } }>();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expires_at).toBe(new Date(clock.getTime() + 12 * 3_600_000).toISOString());
    const cookies = response.cookies as { name: string; value: string }[];
    expect(cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe(data.token);
    expect(cookies.find((cookie) => cookie.name === LOGGED_IN_COOKIE)?.value).toBe('1');

    const me = await settings(data.token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.user).toMatchObject({
      name: 'Lucía Hernández',
      phone: '+525511223344',
      email: 'lucia@cafeteria.mx',
      phone_verified: false,
      email_verified: false,
    });

    const [stored] = await t.app.deps.platformDb.select().from(users).where(eq(users.phone, '+525511223344'));
    expect(stored?.passwordHash).not.toContain(NEW_PASSWORD);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/login',
      payload: { phone: '5511223344', password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('takes no e-mail (absent or null) and has no location yet', async () => {
    const { token } = await signUp(t.app);
    const me = await settings(token);
    expect(me.json().data.user.email).toBeNull();
    expect(me.json().data.location ?? null).toBeNull();
    const withoutEmail = { ...signUpBody(), email: undefined };
    const created = await create(withoutEmail);
    expect(created.statusCode, created.body).toBe(200);
  });

  it('answers 422 on the field an existing account already uses', async () => {
    const taken = signUpBody({ email: 'tomado@cafeteria.mx' });
    expect((await create(taken)).statusCode).toBe(200);
    const before = await t.app.deps.platformDb.select({ id: users.id }).from(users);

    const samePhone = await create({ ...signUpBody(), phone: taken.phone });
    expect(samePhone.statusCode).toBe(422);
    expect(samePhone.json().errors).toEqual({ phone: [ACCOUNT_ERRORS.accountExists] });

    const sameEmail = await create(signUpBody({ email: 'TOMADO@cafeteria.mx' }));
    expect(sameEmail.json().errors).toEqual({ email: [ACCOUNT_ERRORS.accountExists] });

    const both = await create({ ...taken, phone: `+52${taken.phone}` });
    expect(both.json().errors).toEqual({
      phone: [ACCOUNT_ERRORS.accountExists],
      email: [ACCOUNT_ERRORS.accountExists],
    });

    const demo = await create(signUpBody({ email: DEMO.owner }));
    expect(demo.json().errors).toEqual({ email: [ACCOUNT_ERRORS.accountExists] });
    expect(await t.app.deps.platformDb.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('answers 422 with Spanish per-field messages for bad input, never a 500', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [signUpBody({ password: 'corta1A' }), { password: [ACCOUNT_MESSAGES.passwordHint] }],
      [signUpBody({ password: 'sinnumeroS' }), { password: [ACCOUNT_MESSAGES.passwordHint] }],
      [signUpBody({ password: 'SINMINUSCULA1' }), { password: [ACCOUNT_MESSAGES.passwordHint] }],
      [signUpBody({ name: 'Al' }), { name: [ACCOUNT_MESSAGES.nameInvalid] }],
      [signUpBody({ name: 'ana@correo.mx' }), { name: [ACCOUNT_MESSAGES.nameInvalid] }],
      [signUpBody({ phone: '12345' }), { phone: ['Ingresa un celular válido.'] }],
      [signUpBody({ email: 'sin-arroba' }), { email: ['Ingresa un correo electrónico válido.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    const required = ['Este campo es obligatorio.'];
    const odd: [unknown, Record<string, string[]>][] = [
      [{}, { name: required, phone: required, password: required }],
      [[], { name: required, phone: required, password: required }],
      [
        { name: 5, phone: 5512345678, password: true },
        {
          name: [ACCOUNT_MESSAGES.nameInvalid],
          phone: ['Ingresa un celular válido.'],
          password: [ACCOUNT_MESSAGES.passwordHint],
        },
      ],
      [signUpBody({ name: 'L'.repeat(101) }), { name: ['El nombre admite como máximo 100 caracteres.'] }],
      [
        signUpBody({ password: `Aa1${'x'.repeat(300)}` }),
        { password: ['La contraseña debe tener como máximo 200 caracteres.'] },
      ],
      [
        signUpBody({ email: `${'a'.repeat(250)}@c.mx` }),
        { email: ['Ingresa un correo electrónico válido.'] },
      ],
    ];
    for (const [body, errors] of odd) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('opens no session when the account is refused', async () => {
    const before = await t.app.deps.platformDb.select({ id: sessions.id }).from(sessions);
    await create(signUpBody({ password: 'x' }));
    expect(await t.app.deps.platformDb.select({ id: sessions.id }).from(sessions)).toHaveLength(
      before.length,
    );
  });
});
