// status-data answered from the answer the server holds (issue 17 point 7: p95 ≤ 15 ms with 1,000
// open streams): within STATUS_DATA_REUSE_MS of its read and while no change of its company was
// announced, a request costs no database statement; a change, the window's end or the day's end
// read again; an answer is never given to another location, company or zone, nor to a user
// without the right (docs/architecture.md, "Issue 17 (session 9, H1)").
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPublicCode } from '../../server/db/public-code';
import { companies, creditEntries, locations, memberships, queueItems, users } from '../../server/db/schema';
import { COMPRESSION_THRESHOLD_BYTES } from '../../server/http/compression';
import { remainingByGrant } from '../../server/modules/subscription/credits/credit-balance';
import { STATUS_DATA_REUSE_MS } from '../../server/modules/waitlist/status-data-answers';
import { hashPassword } from '../../server/security/password';
import { dataOf } from '../../src/domain/contract/common';
import { type StatusData, StatusDataSchema } from '../../src/domain/contract/waitlist';
import { nextDate, startOfZonedDay, zonedDate } from '../../src/domain/rules/zoned-time';
import { announcedWrite } from './helpers/announced-write';
import { recordRequests } from './helpers/database-requests';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const ZONE = 'America/Mexico_City';
const OTHER = { email: 'anfitriona@otra-cafeteria.demo', password: 'Otra1234' };

/** The server's clock, moved by the tests only: the window is exact whatever the machine's load. */
let clock = new Date();
let t: TestApp;
let hostToken: string;
let companyId: number;
let mainId: number;
let branchId: number;
let otherItemId: number;

beforeAll(async () => {
  // Without the job runner: its statements would mix with the requests' counted here.
  t = await startTestApp({ now: () => clock, startJobs: false });
  const db = t.database.db;
  const rows = await db
    .select({ id: locations.id, username: locations.username, companyId: locations.companyId })
    .from(locations);
  const main = rows.find((row) => row.username === 'taqueria-demo');
  mainId = main?.id ?? 0;
  companyId = main?.companyId ?? 0;
  branchId = rows.find((row) => row.username === 'taqueria-demo-coyoacan')?.id ?? 0;

  // Another company with one entry today, its host a waitlist manager.
  const [company] = await db.insert(companies).values({ name: 'Cafetería Otra S.A.' }).returning();
  const [location] = await db
    .insert(locations)
    .values({ companyId: company!.id, name: 'Cafetería Otra', username: 'cafeteria-otra-held' })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: OTHER.email,
      name: 'Anfitriona Otra',
      passwordHash: await hashPassword(OTHER.password),
      phoneVerified: true,
    })
    .returning();
  await db.insert(memberships).values({
    companyId: company!.id,
    userId: user!.id,
    locationId: location!.id,
    roles: ['waitlist-manager'],
  });
  const [item] = await db
    .insert(queueItems)
    .values({
      companyId: company!.id,
      locationId: location!.id,
      type: 'waitlist',
      name: 'Cliente de la Otra',
      publicCode: newPublicCode(),
      createdAt: clock,
    })
    .returning();
  otherItemId = item!.id;

  hostToken = await loginAs(t.app, DEMO.host);
});
afterAll(async () => {
  await t?.close();
});

const pass = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function statusData(token = hostToken, zone = ZONE): Promise<StatusData> {
  const response = await t.app.inject({
    url: `/v1/waitlist/hostess/status-data?timezone=${encodeURIComponent(zone)}`,
    headers: { ...bearer(token), 'accept-encoding': 'br' },
  });
  expect(response.statusCode).toBe(200);
  // In brotli, as browsers take it (a list under 1 KB goes as text): the held answer's compressed
  // prefix and its own suffix.
  const br = response.headers['content-encoding'] === 'br';
  const body = br ? brotliDecompressSync(response.rawPayload).toString('utf8') : response.body;
  const data = v.parse(dataOf(StatusDataSchema), JSON.parse(body)).data;
  expect(br).toBe(Buffer.byteLength(body) >= COMPRESSION_THRESHOLD_BYTES);
  return data;
}

/** One request's answer and the statements it sent to the database. */
async function recorded(token = hostToken): Promise<{ data: StatusData; sent: string[] }> {
  const recorder = recordRequests(t.database);
  try {
    const data = await statusData(token);
    return { data, sent: [...recorder.sent] };
  } finally {
    recorder.stop();
  }
}

const readsStatus = (sent: string[]) => sent.some((request) => request.includes('waitlist_status_data'));

describe('GET /v1/waitlist/hostess/status-data from the held answer', () => {
  it('answers a request within the window with no database statement, with its own server time', async () => {
    const first = await statusData();
    pass(STATUS_DATA_REUSE_MS - 1);
    const { data, sent } = await recorded();
    expect(sent).toEqual([]);
    expect(data.entries).toEqual(first.entries);
    expect(data.status).toEqual({ ...first.status, server_time: data.status.server_time });
    expect(Date.parse(data.status.server_time)).toBe(clock.getTime());
  });

  it('reads again once the window has passed', async () => {
    await statusData();
    pass(STATUS_DATA_REUSE_MS);
    expect(readsStatus((await recorded()).sent)).toBe(true);
  });

  it('reads once for requests that arrive while a read is in flight', async () => {
    pass(STATUS_DATA_REUSE_MS);
    const recorder = recordRequests(t.database);
    try {
      await Promise.all([statusData(), statusData(), statusData()]);
    } finally {
      recorder.stop();
    }
    expect(recorder.sent.filter((request) => request.includes('waitlist_status_data'))).toHaveLength(1);
  });

  it('shows a change announced for the location in the next answer', async () => {
    const [entry] = (await statusData()).entries;
    await announcedWrite(t, { companyId, locationId: mainId, area: 'waitlist', id: entry!.id }, (tx) =>
      tx.update(queueItems).set({ notes: 'Pidió terraza' }).where(eq(queueItems.id, entry!.id)),
    );
    const { data } = await recorded();
    expect(data.entries.find((item) => item.id === entry!.id)?.notes).toBe('Pidió terraza');
  });

  it('reads again after a change announced at another location of the company (credits are the company’s)', async () => {
    expect((await statusData()).status.has_balance).toBe(true);
    // Credits spent at the branch, announced there as a message's spend is (queueCustomerMessage).
    await announcedWrite(t, { companyId, locationId: branchId, area: 'messages', id: 1 }, async (tx) => {
      const grants = await remainingByGrant(tx, companyId, 'messages', clock);
      for (const grant of grants.filter((row) => Number(row.remaining) > 0))
        await tx.insert(creditEntries).values({
          companyId,
          type: 'messages',
          kind: 'spend',
          amount: -Number(grant.remaining),
          grantId: grant.id,
        });
    });
    const { data, sent } = await recorded();
    expect(readsStatus(sent)).toBe(true);
    expect(data.status.has_balance).toBe(false);
  });

  it('gives no answer to another location, company or zone, nor to a user without the right', async () => {
    const held = await statusData();
    expect(held.entries.length).toBeGreaterThan(0);

    // The owner at the branch: the branch's entries, none of the main location's.
    const ownerToken = await loginAs(t.app, DEMO.owner);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/set-location',
      headers: bearer(ownerToken),
      payload: { location_id: branchId },
    });
    expect(moved.statusCode).toBe(200);
    const branchItems = await t.database.db
      .select({ id: queueItems.id })
      .from(queueItems)
      .where(eq(queueItems.locationId, branchId));
    const branchIds = new Set(branchItems.map((item) => item.id));
    const atBranch = await statusData(ownerToken);
    expect(atBranch.entries.every((entry) => branchIds.has(entry.id))).toBe(true);
    expect(atBranch.entries.some((entry) => held.entries.some((mine) => mine.id === entry.id))).toBe(false);

    // Another company's host: only its own entry.
    const other = await statusData(await loginAs(t.app, OTHER.email, OTHER.password));
    expect(other.entries.map((entry) => entry.id)).toEqual([otherItemId]);

    // Another zone: that zone's day and time.
    expect((await statusData(hostToken, 'Asia/Tokyo')).status.timezone).toBe('Asia/Tokyo');

    // The reader may not see status-data (waitlist-visits), held answer or not; nobody signed out.
    const reader = await t.app.inject({
      url: `/v1/waitlist/hostess/status-data?timezone=${encodeURIComponent(ZONE)}`,
      headers: bearer(await loginAs(t.app, DEMO.reader)),
    });
    expect(reader.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      url: `/v1/waitlist/hostess/status-data?timezone=${encodeURIComponent(ZONE)}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never gives a day’s answer after its midnight', async () => {
    const today = zonedDate(clock, ZONE);
    const midnight = startOfZonedDay(nextDate(today), ZONE);
    clock = new Date(midnight.getTime() - 100);
    expect((await statusData()).status.date).toBe(today);
    clock = new Date(midnight.getTime() + 100);
    const { data, sent } = await recorded();
    expect(readsStatus(sent)).toBe(true);
    expect(data.status.date).toBe(nextDate(today));
  });
});
