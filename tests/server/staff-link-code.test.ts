import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, locations, memberships, messages, users } from '../../server/db/schema';
import { DEMO_LOGINS } from '../../server/db/seed/index';
import { hashPassword } from '../../server/security/password';
import { ACCOUNT_ERRORS, LINK_CODE_LENGTH } from '../../src/domain/contract/account';
import type { Role } from '../../src/domain/roles';
import { companyOf } from './helpers/company-of';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

/** Codes the generator hands out before its random ones: a test queues clashing codes here. */
const generated = vi.hoisted(() => ({ queue: [] as string[] }));
vi.mock('../../server/modules/access/link-code', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/modules/access/link-code')>();
  return { newLinkCode: () => generated.queue.shift() ?? real.newLinkCode() };
});

const READER = 'lectora-usuarios@taqueria.demo';
const MANAGER = 'gestora-usuarios@taqueria.demo';
const OTHER = 'gerente@otra.demo';
const CODE_PATTERN = new RegExp(`^[A-HJ-NP-Z2-9]{${LINK_CODE_LENGTH}}$`);

let t: TestApp;
let owner: string;
let hostId: number;
let otherUserId: number;
let nextIp = 1;

async function insertUser(email: string, roles: Role[], locationId: number): Promise<number> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      name: 'Persona Prueba',
      passwordHash: await hashPassword(DEMO.password),
      phoneVerified: true,
    })
    .returning({ id: users.id });
  const id = user?.id ?? 0;
  const companyId = await companyOf(t.database.db, locationId);
  await t.database.db.insert(memberships).values({ companyId, userId: id, locationId, roles });
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const [main] = await db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  const [company] = await db.insert(companies).values({ name: 'Cafetería Otra S.A.' }).returning();
  const [other] = await db
    .insert(locations)
    .values({ companyId: company?.id ?? 0, name: 'Cafetería Otra', username: 'cafeteria-otra' })
    .returning();
  await insertUser(READER, ['user-reader'], main?.id ?? 0);
  await insertUser(MANAGER, ['user-manager'], main?.id ?? 0);
  otherUserId = await insertUser(OTHER, ['super-admin'], other?.id ?? 0);
  const [host] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.host));
  hostId = host?.id ?? 0;
  owner = await loginAs(t.app, DEMO.owner);
});
afterAll(async () => {
  await t?.close();
});

const newCode = (token: string, userId: number | string) =>
  t.app.inject({ method: 'POST', url: `/v1/user/staff/${userId}/link-code`, headers: bearer(token) });
const loginWithCode = (linkCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/user/account/login-with-code',
    remoteAddress: `10.60.0.${nextIp++}`,
    payload: { link_code: linkCode },
  });
const staffOf = async (token: string) => {
  const response = await t.app.inject({ url: '/v1/user/staff', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    data: { users: { email: string | null; link_code: string | null; link_code_manageable: boolean }[] };
  }>().data.users;
};

describe('POST /v1/user/staff/{id}/link-code', () => {
  it('gives the person a new code: the old one stops working and the new one signs them in', async () => {
    const old = (await staffOf(owner)).find((user) => user.email === DEMO.host)?.link_code ?? '';
    expect(old).toMatch(CODE_PATTERN);

    const response = await newCode(owner, hostId);
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json<{ data: { link_code: string } }>().data.link_code;
    expect(fresh).toMatch(CODE_PATTERN);
    expect(fresh).not.toBe(old);
    expect((await staffOf(owner)).find((user) => user.email === DEMO.host)?.link_code).toBe(fresh);

    const refused = await loginWithCode(old);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ link_code: [ACCOUNT_ERRORS.accessCodeInvalid] });

    const signedIn = await loginWithCode(fresh);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await t.app.inject({
      url: '/v1/user/account/settings',
      headers: bearer(signedIn.json().data.token),
    });
    expect(me.json().data.user.email).toBe(DEMO.host);
  });

  it('is for those who manage users: an operator gets 403, and the code stays', async () => {
    const before = (await staffOf(owner)).find((user) => user.email === DEMO.host)?.link_code;
    const host = await loginAs(t.app, DEMO.host);
    const response = await newCode(host, hostId);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('link_code');
    expect((await staffOf(owner)).find((user) => user.email === DEMO.host)?.link_code).toBe(before);
  });

  it("answers 404 in Spanish for another company's user or an unknown id, and 422 for a bad id", async () => {
    for (const id of [otherUserId, 999999]) {
      const response = await newCode(owner, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'El usuario no existe en esta ubicación.',
      });
    }
    const [other] = await t.database.db
      .select({ linkCode: users.linkCode })
      .from(users)
      .where(eq(users.id, otherUserId));
    expect(other?.linkCode).toBeNull();
    expect((await newCode(owner, 'abc')).statusCode).toBe(422);
  });
});

describe('codes that would sign in with rights the viewer does not manage', () => {
  let managerToken: string;
  let ownerId: number;
  let twoPlacesId: number;

  beforeAll(async () => {
    const db = t.database.db;
    const [main] = await db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
    const [other] = await db.select().from(locations).where(eq(locations.username, 'cafeteria-otra'));
    const [ownerRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.owner));
    ownerId = ownerRow?.id ?? 0;
    // A host here who is also a manager at another company's location.
    twoPlacesId = await insertUser('dos-lugares@correo.mx', ['waitlist-manager'], main?.id ?? 0);
    await db.insert(memberships).values({
      companyId: await companyOf(db, other?.id ?? 0),
      userId: twoPlacesId,
      locationId: other?.id ?? 0,
      roles: ['business-manager'],
    });
    managerToken = await loginAs(t.app, MANAGER);
  });

  it("a user manager neither sees nor renews the owner's code (403, the code stays)", async () => {
    const before = (await staffOf(owner)).find((user) => user.email === DEMO.owner)?.link_code;
    const seen = (await staffOf(managerToken)).find((user) => user.email === DEMO.owner);
    expect(seen).toMatchObject({ link_code: null, link_code_manageable: false });
    expect((await staffOf(managerToken)).find((user) => user.email === DEMO.host)).toMatchObject({
      link_code: expect.stringMatching(CODE_PATTERN),
      link_code_manageable: true,
    });
    const response = await newCode(managerToken, ownerId);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(before ?? 'x');
    expect((await staffOf(owner)).find((user) => user.email === DEMO.owner)?.link_code).toBe(before);
  });

  it('even the owner gets no code of someone who also holds rights at another company', async () => {
    const seen = (await staffOf(owner)).find((user) => user.email === 'dos-lugares@correo.mx');
    expect(seen).toMatchObject({ link_code: null, link_code_manageable: false });
    expect((await newCode(owner, twoPlacesId)).statusCode).toBe(403);
  });
});

describe("a new code that clashes with another user's", () => {
  const codeOf = async (email: string) =>
    (await staffOf(owner)).find((user) => user.email === email)?.link_code ?? '';

  it('is drawn again, so the answer is a code of its own', async () => {
    const ownerCode = await codeOf(DEMO.owner);
    generated.queue.push(ownerCode, ownerCode, 'FRESH2345678');
    const response = await newCode(owner, hostId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.link_code).toBe('FRESH2345678');
    expect(await codeOf(DEMO.owner)).toBe(ownerCode);
  });

  it('after five clashes in a row answers 409, never 500, and keeps both codes', async () => {
    const [ownerCode, hostCode] = [await codeOf(DEMO.owner), await codeOf(DEMO.host)];
    generated.queue.push(...Array.from({ length: 5 }, () => ownerCode));
    const response = await newCode(owner, hostId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    expect(generated.queue).toHaveLength(0);
    expect([await codeOf(DEMO.owner), await codeOf(DEMO.host)]).toEqual([ownerCode, hostCode]);
  });
});

describe('access codes in GET /v1/user/staff', () => {
  it('go only to those who manage users: a reader sees the people with link_code null', async () => {
    const reader = await loginAs(t.app, READER);
    const people = await staffOf(reader);
    expect(people.length).toBeGreaterThan(1);
    expect(people.every((user) => user.link_code === null)).toBe(true);
    expect((await staffOf(owner)).find((user) => user.email === DEMO.owner)?.link_code).toMatch(CODE_PATTERN);
  });

  it('every demo login has a code of its own', async () => {
    const rows = await t.database.db
      .select({ email: users.email, linkCode: users.linkCode })
      .from(users)
      .where(isNotNull(users.linkCode));
    const codes = new Map(rows.map((row) => [row.email, row.linkCode]));
    for (const login of DEMO_LOGINS) expect(codes.get(login.email), login.email).toMatch(CODE_PATTERN);
    expect(new Set(codes.values()).size).toBe(codes.size);
  });

  it('a person who joins by invitation gets a code that signs them in', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/v1/user/invite',
      headers: bearer(owner),
      payload: { name: 'Rosa Anfitriona', email: 'rosa@correo.mx', role: 'operator' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, 'rosa@correo.mx'), eq(messages.channel, 'email')))
      .orderBy(desc(messages.id))
      .limit(1);
    const token = /invite\?token=([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1] ?? '';
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/v1/user/invite/${token}/accept`,
      payload: { name: 'Rosa Anfitriona', email: 'rosa@correo.mx', phone: null, password: 'Rosa1234' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const code = (await staffOf(owner)).find((user) => user.email === 'rosa@correo.mx')?.link_code ?? '';
    expect(code).toMatch(CODE_PATTERN);
    const signedIn = await loginWithCode(code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
