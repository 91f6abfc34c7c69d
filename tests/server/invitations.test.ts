import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, locations, memberships, messages, users } from '../../server/db/schema';
import { hashPassword } from '../../server/security/password';
import { AccountSettingsSchema, MESSAGES } from '../../src/domain/contract/access';
import { ACCOUNT_ERRORS, InvitationSchema, StaffOverviewSchema } from '../../src/domain/contract/account';
import { dataOf } from '../../src/domain/contract/common';
import { ACCOUNT_MESSAGES } from '../../src/domain/rules/account-rules';
import { STAFF_ROLE_GRANTS } from '../../src/domain/rules/staff-roles';
import { NEW_PASSWORD, signUp } from './helpers/account-fixtures';
import { companyOf } from './helpers/company-of';
import { eventually } from './helpers/eventually';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let mainId: number;
let branchId: number;
const ADMIN = 'admin@taqueria.demo';

beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db.select({ id: locations.id, username: locations.username }).from(locations);
  mainId = rows.find((row) => row.username === 'taqueria-demo')?.id ?? 0;
  branchId = rows.find((row) => row.username === 'taqueria-demo-coyoacan')?.id ?? 0;
  const [admin] = await t.database.db
    .insert(users)
    .values({
      email: ADMIN,
      name: 'Adela Admin',
      passwordHash: await hashPassword(DEMO.password),
      phoneVerified: true,
    })
    .returning({ id: users.id });
  await t.database.db.insert(memberships).values({
    companyId: await companyOf(t.database.db, mainId),
    userId: admin?.id ?? 0,
    locationId: mainId,
    roles: ['user-manager'],
  });
});
afterAll(async () => {
  await t?.close();
});

const invite = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/user/invite',
    headers: bearer(token),
    payload: payload as object,
  });
const readInvite = (inviteToken: string) => t.app.inject({ url: `/v1/user/invite/${inviteToken}` });
const accept = (inviteToken: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/v1/user/invite/${inviteToken}/accept`, payload: payload as object });
const setLocation = (token: string, locationId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/user/account/set-location',
    headers: bearer(token),
    payload: { location_id: locationId },
  });
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

/** The token of the link in the last invitation e-mail to this address (the local provider keeps it). */
async function tokenFromEmail(email: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.recipient, email), eq(messages.channel, 'email')))
    .orderBy(desc(messages.id))
    .limit(1);
  expect(message).toMatchObject({ companyId: null, credits: 0 });
  const match = /http:\/\/localhost:8080\/invite\?token=([A-Za-z0-9_-]+)/.exec(message?.body ?? '');
  expect(match, message?.body).not.toBeNull();
  return match?.[1] ?? '';
}

const newHost = (email: string) => ({ name: 'Rosa Anfitriona', email, phone: null, password: 'Rosa1234' });

describe('POST /v1/user/invite', () => {
  it('e-mails a link to the invitation, never answering its token', async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    const response = await invite(owner, { name: 'Rosa Anfitriona', email: 'Rosa@Correo.mx' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Rosa Anfitriona',
      email: 'rosa@correo.mx',
      role: 'operator',
    });
    const token = await tokenFromEmail('rosa@correo.mx');
    expect(response.body).not.toContain(token);
    const [stored] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'rosa@correo.mx'));
    expect(stored?.tokenHash).not.toBe(token);
    const days = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const delivered = await eventually(
      async () =>
        (await t.database.db.select().from(messages).where(eq(messages.recipient, 'rosa@correo.mx')))[0],
      (message) => message?.status === 'sent',
    );
    expect(delivered?.status).toBe('sent');
  });

  it('replaces a pending invitation to the same e-mail: the older link stops working', async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    await invite(owner, { name: 'Doble', email: 'doble@correo.mx' });
    const first = await tokenFromEmail('doble@correo.mx');
    await invite(owner, { name: 'Doble', email: 'doble@correo.mx', role: 'viewer' });
    const second = await tokenFromEmail('doble@correo.mx');
    expect((await readInvite(first)).statusCode).toBe(404);
    expect((await readInvite(second)).json().data.role).toBe('viewer');
  });

  it('gives only the roles the inviter may give', async () => {
    const admin = await loginAs(t.app, ADMIN);
    const denied = await invite(admin, {
      name: 'Pedro Socio',
      email: 'pedro@correo.mx',
      role: 'super-admin',
    });
    expect(denied.statusCode).toBe(422);
    expect(denied.json().errors).toEqual({ role: [ACCOUNT_ERRORS.inviteRoleDenied] });
    expect(
      (await invite(admin, { name: 'Vera Visor', email: 'vera@correo.mx', role: 'viewer' })).statusCode,
    ).toBe(200);
    const owner = await loginAs(t.app, DEMO.owner);
    expect(
      (await invite(owner, { name: 'Pedro Socio', email: 'pedro@correo.mx', role: 'super-admin' }))
        .statusCode,
    ).toBe(200);
    const host = await loginAs(t.app, DEMO.host);
    expect((await invite(host, { name: 'Otro', email: 'otro@correo.mx' })).statusCode).toBe(403);
  });

  it('refuses someone already working at the location and bad input, in Spanish per field', async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    const member = await invite(owner, { name: 'Hugo', email: DEMO.host });
    expect(member.statusCode).toBe(422);
    expect(member.json().errors).toEqual({ email: ['Esta persona ya tiene acceso a esta ubicación.'] });
    const bad = await invite(owner, { name: '', email: 'no-es-correo', role: 'jefe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: [ACCOUNT_MESSAGES.nameInvalid],
      email: [MESSAGES.invalidEmail],
      role: ['Selecciona un rol.'],
    });
    const long = await invite(owner, { name: 'A'.repeat(101), email: 'largo@correo.mx' });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['name']);
  });
});

describe('GET /v1/user/invite/{token} and accepting it', () => {
  it('shows the invitation, creates the account with the invited role there, and signs it in', async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    await invite(owner, { name: 'Toño Mesero', email: 'tono@correo.mx', role: 'operator' });
    const token = await tokenFromEmail('tono@correo.mx');
    const shown = await readInvite(token);
    expect(shown.statusCode).toBe(200);
    expect(v.parse(dataOf(InvitationSchema), shown.json()).data).toEqual({
      name: 'Toño Mesero',
      email: 'tono@correo.mx',
      role: 'operator',
      location_name: 'Taquería Demo',
      company_name: 'Taquería Demo S.A. de C.V.',
      existing_account: false,
    });

    const weak = await accept(token, { ...newHost('tono@correo.mx'), password: 'corta' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: [ACCOUNT_MESSAGES.passwordHint] });

    const accepted = await accept(token, {
      ...newHost('tono@correo.mx'),
      name: 'Antonio Mesero',
      phone: '55 8765 4321',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json().data.token;
    expect(accepted.cookies.map((cookie) => cookie.name)).toContain('mostrador_session');
    const settings = v.parse(
      dataOf(AccountSettingsSchema),
      (await get('/v1/user/account/settings', session)).json(),
    );
    expect(settings.data.user).toMatchObject({
      name: 'Antonio Mesero',
      email: 'tono@correo.mx',
      phone: '+525587654321',
      // The guard sends a new phone to phone-verify; the invitation proved the e-mail.
      phone_verified: false,
      email_verified: true,
    });
    expect(settings.data.location?.id).toBe(mainId);
    expect(settings.data.roles).toEqual([...STAFF_ROLE_GRANTS.operator]);
    const allowed = (await get('/v1/user/account/allowed-locations', session)).json().data;
    expect(allowed.map((row: { id: number }) => row.id)).toEqual([mainId]);
    expect((await get('/v1/waitlist/hostess/status-data', session)).statusCode).toBe(200);

    // Single use: shown and accepted once only.
    expect((await readInvite(token)).statusCode).toBe(404);
    const twice = await accept(token, newHost('tono2@correo.mx'));
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(ACCOUNT_ERRORS.invitationNotFound);
  });

  it('links an existing account after checking its password, at the invited location', async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    await setLocation(owner, branchId);
    await invite(owner, { name: 'Carla', email: DEMO.kitchen, role: 'viewer' });
    const token = await tokenFromEmail(DEMO.kitchen);
    expect((await readInvite(token)).json().data).toMatchObject({
      existing_account: true,
      location_name: 'Taquería Demo Coyoacán',
    });
    const wrong = await accept(token, {
      name: 'Carla',
      email: DEMO.kitchen,
      phone: null,
      password: 'Otra1234',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [MESSAGES.wrongCredentials] });
    const accepted = await accept(token, {
      name: 'Carla',
      email: DEMO.kitchen,
      phone: null,
      password: DEMO.password,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const settings = (await get('/v1/user/account/settings', accepted.json().data.token)).json().data;
    expect(settings.location.id).toBe(branchId);
    expect(settings.roles).toEqual([...STAFF_ROLE_GRANTS.viewer]);
    expect(settings.user.name).toBe('Carla Cocina');
    const [kitchen] = await t.database.db.select().from(users).where(eq(users.email, DEMO.kitchen));
    const rows = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, kitchen?.id ?? 0));
    expect(rows.map((row) => row.locationId).sort()).toEqual([mainId, branchId].sort());
    expect(rows.find((row) => row.locationId === mainId)?.roles).toEqual(['menu-employee']);
  });

  it('is for its own e-mail only: another one is refused and changes nothing', async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    await invite(owner, { name: 'Iván', email: 'ivan@correo.mx', role: 'admin' });
    const token = await tokenFromEmail('ivan@correo.mx');
    const usersBefore = await t.database.db.select({ id: users.id }).from(users);

    const other = await accept(token, newHost('intruso@correo.mx'));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ email: [ACCOUNT_ERRORS.invitationEmailMismatch] });
    expect(other.cookies.map((cookie) => cookie.name)).not.toContain('mostrador_session');
    expect(await t.database.db.select({ id: users.id }).from(users)).toEqual(usersBefore);
    expect((await readInvite(token)).statusCode).toBe(200);

    const accepted = await accept(token, newHost('ivan@correo.mx'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const settings = (await get('/v1/user/account/settings', accepted.json().data.token)).json().data;
    expect(settings.user).toMatchObject({ email: 'ivan@correo.mx', email_verified: true });
  });

  it('verifies the e-mail of the existing account it links', async () => {
    const { token: signedUp } = await signUp(t.app, { email: 'sin.verificar@correo.mx' });
    expect((await get('/v1/user/account/settings', signedUp)).json().data.user.email_verified).toBe(false);
    const owner = await loginAs(t.app, DEMO.owner);
    await invite(owner, { name: 'Vera', email: 'sin.verificar@correo.mx', role: 'viewer' });
    const accepted = await accept(await tokenFromEmail('sin.verificar@correo.mx'), {
      name: 'Vera',
      email: 'sin.verificar@correo.mx',
      phone: null,
      password: NEW_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const settings = (await get('/v1/user/account/settings', accepted.json().data.token)).json().data;
    expect(settings.user.email_verified).toBe(true);
  });

  it('answers 404 for an unknown or expired token, and 422 for a malformed one', async () => {
    const unknown = await readInvite('a'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ACCOUNT_ERRORS.invitationNotFound);

    const owner = await loginAs(t.app, DEMO.owner);
    await invite(owner, { name: 'Tardío', email: 'tarde@correo.mx' });
    const token = await tokenFromEmail('tarde@correo.mx');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'tarde@correo.mx'));
    expect((await readInvite(token)).statusCode).toBe(404);
    expect((await accept(token, newHost('tarde@correo.mx'))).statusCode).toBe(404);
    const [left] = await t.database.db.select().from(users).where(eq(users.email, 'tarde@correo.mx'));
    expect(left).toBeUndefined();

    expect((await readInvite('corto')).statusCode).toBe(422);
    const missing = await accept('b'.repeat(43), {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['name', 'email', 'password']));
  });
});

describe('GET /v1/user/staff', () => {
  it('lists the location’s people and pending invitations, and the roles this user may give', async () => {
    const owner = await loginAs(t.app, DEMO.owner);
    await setLocation(owner, mainId);
    await invite(owner, { name: 'Pendiente Uno', email: 'pendiente@correo.mx', role: 'admin' });
    const response = await get('/v1/user/staff', owner);
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(dataOf(StaffOverviewSchema), response.json());
    const emails = data.users.map((user) => user.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO.owner, DEMO.host, DEMO.kitchen, 'tono@correo.mx']));
    expect(data.users.every((user) => user.email !== null || user.phone !== null)).toBe(true);
    expect(data.invitations[0]).toMatchObject({
      name: 'Pendiente Uno',
      email: 'pendiente@correo.mx',
      role: 'admin',
    });
    const pendingEmails = data.invitations.map((row) => row.email);
    expect(pendingEmails).not.toContain('tono@correo.mx');
    expect(pendingEmails).not.toContain('tarde@correo.mx');
    expect(data.invitable_roles).toEqual(['super-admin', 'admin', 'operator', 'viewer']);
    const admin = (await get('/v1/user/staff', await loginAs(t.app, ADMIN))).json().data;
    expect(admin.invitable_roles).toEqual(['admin', 'operator', 'viewer']);
    expect((await get('/v1/user/staff', await loginAs(t.app, DEMO.host))).statusCode).toBe(403);
  });
});

describe('guessing invitation tokens', () => {
  it('hits the per-IP limit and learns nothing', async () => {
    const limited = await startTestApp({ config: { loginRateLimit: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({ url: `/v1/user/invite/${String(i).repeat(43)}` });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
