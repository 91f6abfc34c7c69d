import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, locations, memberships, users } from '../../server/db/schema';
import { listenForLiveMessages } from '../../server/live/live-listener';
import { STAFF_USER_MESSAGES } from '../../src/domain/contract/staff-user';
import { STAFF_ROLE_GRANTS } from '../../src/domain/rules/staff-roles';
import { giveAccessCode, loginWithCode } from './helpers/access-code';
import { platformMessagesTo } from './helpers/account-fixtures';
import { companyOf } from './helpers/company-of';
import { type EventStreamReader, openEventStream } from './helpers/event-stream';
import { addNewUser, NEW_USER_PASSWORD } from './helpers/new-user';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

// The default heartbeat (15 s) re-checks sessions too late to matter here: a stream that ends
// within 2 s was ended by the change itself.
const AT_ONCE_MS = 2_000;

let t: TestApp;
let origin: string;
let owner: string;
let mainId: number;
let mainCompanyId: number;

beforeAll(async () => {
  t = await startTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await loginAs(t.app, DEMO.owner);
  const [main] = await t.database.db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  mainId = main?.id ?? 0;
  mainCompanyId = main?.companyId ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const patch = (id: number, payload: unknown, token = owner) =>
  t.app.inject({
    method: 'PATCH',
    url: `/v1/business/user/${id}`,
    headers: bearer(token),
    payload: payload as object,
  });
const remove = (id: number, scope?: string, token = owner) =>
  t.app.inject({
    method: 'DELETE',
    url: `/v1/business/user/${id}${scope ? `?scope=${scope}` : ''}`,
    headers: bearer(token),
  });
const settingsWith = (token: string) =>
  t.app.inject({ url: '/v1/user/account/settings', headers: bearer(token) });

async function userRow(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} missing`);
  return row;
}
async function rolesAtMain(userId: number) {
  const [row] = await db()
    .select({ roles: memberships.roles })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.locationId, mainId)));
  return row?.roles ?? null;
}
const endsAtOnce = (stream: EventStreamReader) =>
  Promise.race([
    stream.ended.then(() => 'ended'),
    new Promise((resolve) => setTimeout(() => resolve('still open'), AT_ONCE_MS)),
  ]);

/** A new person at the main location with these roles, signed in. */
async function staffMember(
  email: string,
  roles: string[],
): Promise<{ id: number; token: string; code: string }> {
  const id = await addNewUser(db(), email);
  await db()
    .insert(memberships)
    .values({
      companyId: await companyOf(db(), mainId),
      userId: id,
      locationId: mainId,
      roles: roles as (typeof memberships.$inferInsert)['roles'],
    });
  await db().update(users).set({ lastLocationId: mainId }).where(eq(users.id, id));
  const code = `CODE${id}XXXXXXXX`.slice(0, 12);
  await giveAccessCode(t.app, id, code);
  return { id, token: await loginAs(t.app, email, NEW_USER_PASSWORD), code };
}

describe('PATCH /v1/business/user/{id}: the level at this location', () => {
  it('makes the host a Visor: reader roles here, their open stream ends at once, their session stays', async () => {
    const host = await userRow(DEMO.host);
    const token = await loginAs(t.app, DEMO.host);
    const stream = await openEventStream(origin, bearer(token));
    const response = await patch(host.id, { level: 'viewer' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ level: 'viewer', status: 'active' });
    expect(await endsAtOnce(stream)).toBe('ended');
    const settings = await settingsWith(token);
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data.roles.sort()).toEqual([...STAFF_ROLE_GRANTS.viewer].sort());
    expect(await rolesAtMain(host.id)).toEqual([...STAFF_ROLE_GRANTS.viewer]);

    const back = await patch(host.id, { level: 'custom', roles: ['waitlist-hostess'] });
    expect(back.json().data).toMatchObject({ level: 'custom', roles: ['waitlist-hostess'] });
  });

  it('keeps the last owner: they cannot demote themselves, and nothing changes', async () => {
    const me = await userRow(DEMO.owner);
    const response = await patch(me.id, { level: 'admin' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ level: [STAFF_USER_MESSAGES.lastOwner] });
    expect(await rolesAtMain(me.id)).toEqual(['super-admin']);
  });

  it('answers bad input with Spanish messages per field and changes nothing', async () => {
    const host = await userRow(DEMO.host);
    const before = await rolesAtMain(host.id);
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { level: [STAFF_USER_MESSAGES.nothingToChange] }],
      [{ level: 'jefe' }, { level: [STAFF_USER_MESSAGES.levelRequired] }],
      [{ level: 'custom' }, { roles: [STAFF_USER_MESSAGES.rolesRequired] }],
      [{ level: 'custom', roles: ['cocinero'] }, { 'roles.0': [STAFF_USER_MESSAGES.roleUnknown] }],
      [{ level: 'custom', roles: ['super-admin'] }, { roles: [STAFF_USER_MESSAGES.customOwner] }],
      [{ status: 'dormido' }, { status: [STAFF_USER_MESSAGES.statusInvalid] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await patch(host.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    const badScope = await remove(host.id, 'todo');
    expect(badScope.statusCode).toBe(422);
    expect(badScope.json().errors).toEqual({ scope: [STAFF_USER_MESSAGES.scopeInvalid] });
    expect(await rolesAtMain(host.id)).toEqual(before);
  });

  it('refuses with 403 a user without user management, and a user manager touching the owner', async () => {
    const host = await userRow(DEMO.host);
    const me = await userRow(DEMO.owner);
    const before = await rolesAtMain(host.id);
    const reader = await loginAs(t.app, DEMO.reader);
    expect((await patch(host.id, { level: 'viewer' }, reader)).statusCode).toBe(403);
    expect((await patch(host.id, { level: 'jefe' }, reader)).statusCode).toBe(403);
    expect((await remove(host.id, undefined, reader)).statusCode).toBe(403);

    const admin = await staffMember('gerente@prueba.mx', [...STAFF_ROLE_GRANTS.admin]);
    expect((await patch(me.id, { level: 'viewer' }, admin.token)).statusCode).toBe(403);
    expect((await patch(host.id, { level: 'super-admin' }, admin.token)).statusCode).toBe(403);
    expect((await remove(me.id, undefined, admin.token)).statusCode).toBe(403);
    expect((await patch(host.id, { level: 'operator' }, admin.token)).statusCode).toBe(200);
    expect(await rolesAtMain(me.id)).toEqual(['super-admin']);
    await patch(host.id, { level: 'custom', roles: before ?? [] });
  });

  it("answers 404 for another company's user and for an unknown id", async () => {
    const [company] = await db().insert(companies).values({ name: 'Otra Empresa' }).returning();
    const [other] = await db()
      .insert(locations)
      .values({ companyId: company?.id ?? 0, name: 'Otra', username: 'otra-empresa' })
      .returning();
    const stranger = await addNewUser(db(), 'ajeno@otra.mx');
    await db()
      .insert(memberships)
      .values({
        companyId: await companyOf(db(), other?.id ?? 0),
        userId: stranger,
        locationId: other?.id ?? 0,
        roles: ['waitlist-hostess'],
      });
    for (const response of [
      await patch(stranger, { level: 'viewer' }),
      await remove(stranger),
      await t.app.inject({ url: `/v1/business/user/${stranger}`, headers: bearer(owner) }),
      await patch(999_999, { level: 'viewer' }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const [kept] = await db().select().from(memberships).where(eq(memberships.userId, stranger));
    expect(kept?.roles).toEqual(['waitlist-hostess']);
  });
});

describe('GET /v1/business/user/{id}/permissions', () => {
  const permissions = (id: number, token = owner) =>
    t.app.inject({ url: `/v1/business/user/${id}/permissions`, headers: bearer(token) });

  it('answers the person’s roles at this location as an array', async () => {
    const person = await staffMember('permisos@taqueria.demo', ['contact-reader', 'waitlist-hostess']);
    const response = await permissions(person.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: ['contact-reader', 'waitlist-hostess'] });
  });

  it('is refused to a user without user management, and 404 for an unknown person', async () => {
    const host = await staffMember('sin-usuarios@taqueria.demo', ['waitlist-hostess']);
    expect((await permissions(host.id, host.token)).statusCode).toBe(403);
    expect((await permissions(999_999)).statusCode).toBe(404);
  });
});

describe('taking access away', () => {
  it('removes a person from the location: their sessions and streams end at once, their code changes', async () => {
    const person = await staffMember('mesero@prueba.mx', ['waitlist-hostess']);
    // The tablet and a phone: two sessions, two streams.
    const phone = await loginAs(t.app, 'mesero@prueba.mx', NEW_USER_PASSWORD);
    const streams = [
      await openEventStream(origin, bearer(person.token)),
      await openEventStream(origin, bearer(phone)),
    ];
    const heard: unknown[] = [];
    const stopListening = await listenForLiveMessages(
      t.database,
      (payload) => heard.push(JSON.parse(payload)),
      t.app.log,
    );
    const response = await remove(person.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await Promise.all(streams.map(endsAtOnce))).toEqual(['ended', 'ended']);
    // One notification for the person reaches every server, whatever their number of screens.
    await stopListening();
    expect(heard).toEqual([{ type: 'user-end', userId: person.id, companyId: mainCompanyId }]);
    expect((await settingsWith(phone)).statusCode).toBe(401);
    expect((await settingsWith(person.token)).statusCode).toBe(401);
    expect(await rolesAtMain(person.id)).toBeNull();
    expect((await userRow('mesero@prueba.mx')).linkCodeHash).toBeNull();
    expect((await loginWithCode(t.app, person.code)).statusCode).toBe(422);
    expect(
      (await t.app.inject({ url: `/v1/business/user/${person.id}`, headers: bearer(owner) })).statusCode,
    ).toBe(404);
  });

  it('removes a person from every location of the company', async () => {
    const person = await staffMember('doble@prueba.mx', ['waitlist-hostess']);
    const [branch] = await db()
      .select()
      .from(locations)
      .where(eq(locations.username, 'taqueria-demo-coyoacan'));
    await db()
      .insert(memberships)
      .values({
        companyId: await companyOf(db(), branch?.id ?? 0),
        userId: person.id,
        locationId: branch?.id ?? 0,
        roles: ['waitlist-hostess'],
      });
    const detail = await t.app.inject({ url: `/v1/business/user/${person.id}`, headers: bearer(owner) });
    expect(detail.json().data.locations).toHaveLength(2);
    expect((await remove(person.id, 'company')).statusCode).toBe(200);
    expect(await db().select().from(memberships).where(eq(memberships.userId, person.id))).toEqual([]);
    expect((await settingsWith(person.token)).statusCode).toBe(401);
  });

  it('suspends an account (sessions and streams end, password refused) and reactivates it', async () => {
    const person = await staffMember('suspendido@prueba.mx', ['menu-employee']);
    const stream = await openEventStream(origin, bearer(person.token));
    const response = await patch(person.id, { status: 'suspended' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('suspended');
    expect(await endsAtOnce(stream)).toBe('ended');
    expect((await settingsWith(person.token)).statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/account/login',
        payload: { email: 'suspendido@prueba.mx', password: NEW_USER_PASSWORD },
      });
    expect((await login()).statusCode).not.toBe(200);
    expect((await patch(person.id, { status: 'active' })).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    // The code was revoked with the suspension: a reactivated person needs a new one.
    expect((await loginWithCode(t.app, person.code)).statusCode).toBe(422);
  });

  it('keeps the last owner: they cannot remove or suspend themselves', async () => {
    const me = await userRow(DEMO.owner);
    const removal = await remove(me.id);
    expect(removal.statusCode).toBe(422);
    expect(removal.json().errors).toEqual({ scope: [STAFF_USER_MESSAGES.lastOwner] });
    const suspension = await patch(me.id, { status: 'suspended' });
    expect(suspension.statusCode).toBe(422);
    expect(suspension.json().errors).toEqual({ status: [STAFF_USER_MESSAGES.selfSuspend] });
    expect(await rolesAtMain(me.id)).toEqual(['super-admin']);
    expect((await settingsWith(owner)).statusCode).toBe(200);
  });
});

describe('access codes', () => {
  it('are rotated by a password reset: the old code no longer signs in', async () => {
    const kitchen = await userRow(DEMO.kitchen);
    await giveAccessCode(t.app, kitchen.id, 'COCINA23456X');
    expect((await loginWithCode(t.app, 'COCINA23456X')).statusCode).toBe(200);
    const request = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/reset-request',
      payload: { email: DEMO.kitchen },
    });
    expect(request.statusCode).toBe(200);
    const [mail] = await platformMessagesTo(t.app, DEMO.kitchen);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/reset-confirm',
      payload: { token, password: 'OtraClave123' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await userRow(DEMO.kitchen)).linkCodeHash).toBeNull();
    expect((await loginWithCode(t.app, 'COCINA23456X')).statusCode).toBe(422);
  });
});
