import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, locations, memberships, messages, users } from '../../server/db/schema';
import { linkCodeHash } from '../../server/modules/access/link-code';
import { hashPassword } from '../../server/security/password';
import { ACCOUNT_ERRORS, LINK_CODE_LENGTH } from '../../src/domain/contract/account';
import type { Role } from '../../src/domain/roles';
import { giveAccessCode, loginWithCode } from './helpers/access-code';
import { companyOf } from './helpers/company-of';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

/** Codes the generator hands out before its random ones: a test queues clashing codes here. */
const generated = vi.hoisted(() => ({ queue: [] as string[] }));
vi.mock('../../server/modules/access/link-code', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/modules/access/link-code')>();
  return { ...real, newLinkCode: () => generated.queue.shift() ?? real.newLinkCode() };
});

const READER = 'lectora-usuarios@taqueria.demo';
const MANAGER = 'gestora-usuarios@taqueria.demo';
const OTHER = 'gerente@otra.demo';
const CODE_PATTERN = new RegExp(`^[A-HJ-NP-Z2-9]{${LINK_CODE_LENGTH}}$`);

let t: TestApp;
let owner: string;
let hostId: number;
let otherUserId: number;

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

/** node-postgres answers a QueryResult and PGlite a Results object; both carry rows. */
const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;

const newCode = (token: string, userId: number | string) =>
  t.app.inject({ method: 'POST', url: `/v1/user/staff/${userId}/link-code`, headers: bearer(token) });
const renewed = async (token: string, userId: number) => {
  const response = await newCode(token, userId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { link_code: string } }>().data.link_code;
};
type Listed = { email: string | null; has_link_code: boolean; link_code_manageable: boolean };
const staffResponse = async (token: string) => {
  const response = await t.app.inject({ url: '/v1/user/staff', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const staffOf = async (token: string) =>
  (await staffResponse(token)).json<{ data: { users: Listed[] } }>().data.users;
const listed = async (token: string, email: string) =>
  (await staffOf(token)).find((user) => user.email === email);
const storedHash = async (userId: number) => {
  const [row] = await t.database.db
    .select({ hash: users.linkCodeHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.hash ?? null;
};

describe('POST /v1/user/staff/{id}/link-code', () => {
  it('shows the new code once: it signs the person in, the list only says there is one, the old one stops', async () => {
    const first = await renewed(owner, hostId);
    expect(first).toMatch(CODE_PATTERN);
    const list = await staffResponse(owner);
    expect(list.body).not.toContain(first);
    expect(await listed(owner, DEMO.host)).toMatchObject({ has_link_code: true, link_code_manageable: true });

    const signedIn = await loginWithCode(t.app, first);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await t.app.inject({
      url: '/v1/user/account/settings',
      headers: bearer(signedIn.json().data.token),
    });
    expect(me.json().data.user.email).toBe(DEMO.host);

    const second = await renewed(owner, hostId);
    expect(second).not.toBe(first);
    const refused = await loginWithCode(t.app, first);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ link_code: [ACCOUNT_ERRORS.accessCodeInvalid] });
    expect((await loginWithCode(t.app, second)).statusCode).toBe(200);
  });

  it('is for those who manage users: an operator gets 403, and the code stays', async () => {
    const code = await renewed(owner, hostId);
    const host = await loginAs(t.app, DEMO.host);
    const response = await newCode(host, hostId);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('link_code');
    expect((await loginWithCode(t.app, code)).statusCode).toBe(200);
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
    expect(await storedHash(otherUserId)).toBeNull();
    expect((await newCode(owner, 'abc')).statusCode).toBe(422);
  });
});

describe('a copy of the database alone signs nobody in', () => {
  it('keeps only a keyed hash: the copied value is no code, and without the server key it leads to none', async () => {
    const code = await renewed(owner, hostId);
    const stored = (await storedHash(hostId)) ?? '';
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    const [row] = rowsOf(await t.database.db.execute(sql`select * from users where id = ${hostId}`));
    expect(JSON.stringify(row)).not.toContain(code);

    // Whoever holds the row tries it as a code, and hashes the code guesses without the key.
    expect((await loginWithCode(t.app, stored)).statusCode).toBe(422);
    expect(createHash('sha256').update(code).digest('hex')).not.toBe(stored);
    expect(linkCodeHash(new Uint8Array(32), code)).not.toBe(stored);
    expect(linkCodeHash(t.app.deps.appKey, code)).toBe(stored);
  });

  it('the plain column is gone: the migration dropped the codes stored before', async () => {
    const names = rowsOf<{ column_name: string }>(
      await t.database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'users'`,
      ),
    );
    expect(names.map((column) => column.column_name)).toContain('link_code_hash');
    expect(names.map((column) => column.column_name)).not.toContain('link_code');
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

  it("a user manager is not told about the owner's code and cannot renew it (403, the code stays)", async () => {
    await giveAccessCode(t.app, ownerId, 'DUENA2345678');
    expect(await listed(managerToken, DEMO.owner)).toMatchObject({
      has_link_code: false,
      link_code_manageable: false,
    });
    expect(await listed(managerToken, DEMO.host)).toMatchObject({ link_code_manageable: true });
    const response = await newCode(managerToken, ownerId);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('link_code');
    expect((await loginWithCode(t.app, 'DUENA2345678')).statusCode).toBe(200);
  });

  it('even the owner gets no code of someone who also holds rights at another company', async () => {
    expect(await listed(owner, 'dos-lugares@correo.mx')).toMatchObject({
      has_link_code: false,
      link_code_manageable: false,
    });
    expect((await newCode(owner, twoPlacesId)).statusCode).toBe(403);
  });
});

describe("a new code that clashes with another user's", () => {
  it('is drawn again, so the answer is a code of its own', async () => {
    const [ownerRow] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.owner));
    await giveAccessCode(t.app, ownerRow?.id ?? 0, 'CHOQUE234567');
    generated.queue.push('CHOQUE234567', 'CHOQUE234567', 'FRESH2345678');
    expect(await renewed(owner, hostId)).toBe('FRESH2345678');
    expect((await loginWithCode(t.app, 'CHOQUE234567')).statusCode).toBe(200);
  });

  it('after five clashes in a row answers 409, never 500, and keeps both codes', async () => {
    const hostCode = await renewed(owner, hostId);
    generated.queue.push(...Array.from({ length: 5 }, () => 'CHOQUE234567'));
    const response = await newCode(owner, hostId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    expect(generated.queue).toHaveLength(0);
    expect((await loginWithCode(t.app, 'CHOQUE234567')).statusCode).toBe(200);
    expect((await loginWithCode(t.app, hostCode)).statusCode).toBe(200);
  });
});

describe('access codes in GET /v1/user/staff', () => {
  it('are not mentioned to those who do not manage users', async () => {
    await renewed(owner, hostId);
    const reader = await loginAs(t.app, READER);
    const people = await staffOf(reader);
    expect(people.length).toBeGreaterThan(1);
    expect(people.every((user) => !user.has_link_code && !user.link_code_manageable)).toBe(true);
    expect(await listed(owner, DEMO.host)).toMatchObject({ has_link_code: true });
  });

  it('nobody has a code until one is made: not the demo, not a person who joins by invitation', async () => {
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
    expect(await listed(owner, 'rosa@correo.mx')).toMatchObject({ has_link_code: false });
    expect(await listed(owner, DEMO.kitchen)).toMatchObject({ has_link_code: false });

    const [rosa] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'rosa@correo.mx'));
    const code = await renewed(owner, rosa?.id ?? 0);
    expect((await loginWithCode(t.app, code)).statusCode, 'the new code signs Rosa in').toBe(200);
  });
});
