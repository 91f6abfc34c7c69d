import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newPublicCode } from '../../server/db/public-code';
import { locations, queueItems, waitlistSettings } from '../../server/db/schema';
import { estimateWait } from '../../server/modules/waitlist/wait-estimate';
import { DEFAULT_WAITLIST_SETTINGS } from '../../src/domain/contract/settings';
import { MIN_SAMPLES } from '../../src/domain/rules/wait-quote';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const MIN = 60_000;
const DAY = 86_400_000;
/** 14:00 in Mexico City (UTC-6) on Tuesday 10 June 2025. */
const NOW = new Date('2025-06-10T20:00:00Z');
/** Local 13:00 of the day `daysAgo` before NOW's day. */
const localOnePm = (daysAgo: number) => new Date(Date.parse('2025-06-10T19:00:00Z') - daysAgo * DAY);
const USERNAME = 'taqueria-demo';

let t: TestApp;
let locationId: number;
let newLocationId: number;
let demoId: number;
let companyId: number;

type Entry = Partial<typeof queueItems.$inferInsert> & { createdAt: Date };

const entry = (values: Entry) => ({
  companyId,
  locationId,
  type: 'waitlist' as const,
  name: 'Historial',
  publicCode: newPublicCode(),
  ...values,
});

/** `count` parties of `groupSize` from 13:00 of the day `daysAgo`, each ready `waitMins` after arriving. */
function seated(count: number, groupSize: number, waitMins: number, daysAgo: number): Entry[] {
  // Each arrives once the one before is seated (alone in line), at most 31 minutes later.
  const gapMins = Math.min(waitMins + 1, 31);
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(localOnePm(daysAgo).getTime() + i * gapMins * MIN);
    return {
      createdAt,
      groupSize,
      status: 'completed',
      readyAt: new Date(createdAt.getTime() + waitMins * MIN),
    };
  });
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const [demo] = await db.select().from(locations).where(eq(locations.username, USERNAME));
  demoId = demo?.id ?? 0;
  companyId = demo?.companyId ?? 0;
  const [history, fresh] = await db
    .insert(locations)
    .values([
      { companyId, name: 'Sucursal Historial', username: 'sucursal-historial' },
      { companyId, name: 'Sucursal Nueva', username: 'sucursal-nueva' },
    ])
    .returning({ id: locations.id });
  locationId = history?.id ?? 0;
  newLocationId = fresh?.id ?? 0;

  // Couples wait 10 minutes (a week ago), parties of 6 wait 30 (two weeks ago); all alone in line.
  const rows: Entry[] = [...seated(MIN_SAMPLES, 2, 10, 7), ...seated(MIN_SAMPLES, 6, 30, 14)];
  // Outside the 28 days: absurd waits that must not count.
  rows.push(...seated(MIN_SAMPLES, 4, 500, 30));
  // Today: ten couples and one party of 5 waiting, and a booking (never "ahead").
  for (let i = 0; i < 10; i++) {
    rows.push({ createdAt: new Date(NOW.getTime() - (60 - i) * MIN), groupSize: 2, status: 'pending' });
  }
  rows.push({ createdAt: new Date(NOW.getTime() - 30 * MIN), groupSize: 5, status: 'notified' });
  rows.push({
    createdAt: new Date(NOW.getTime() - 40 * MIN),
    type: 'booking',
    bookingDate: NOW,
    durationMins: 60,
  });
  await db.insert(queueItems).values(rows.map(entry));
  // A new location with one quick party: not enough history to quote from.
  await db
    .insert(queueItems)
    .values(entry({ ...seated(1, 2, 0.05, 1)[0], createdAt: localOnePm(1), locationId: newLocationId }));
});
afterAll(async () => {
  await t?.close();
});

describe('estimateWait on a hand-made history', () => {
  it('counts only the parties competing for the same tables: a party of 6 behind ten couples and one party of 5', async () => {
    expect(await estimateWait(t.database.db, { locationId, groupSize: 6, now: NOW })).toEqual({
      // 30 minutes alone → 60 with one large party in front; all eleven parties are ahead in line.
      minutes: 60,
      ahead: 11,
      sample_size: MIN_SAMPLES,
    });
    expect(await estimateWait(t.database.db, { locationId, groupSize: 2, now: NOW })).toMatchObject({
      minutes: 110,
      ahead: 11,
    });
  });

  it('falls back to every size of the same weekday and time when the kind has too little history (a party of 4)', async () => {
    // Tuesday 12:30–15:30: the 8 couples (10 min) and 5 of the large parties (30 min), not the
    // old parties of 4: the trimmed mean of 7 × 10 and 4 × 30 is 17.3, rounded up to 20.
    expect(await estimateWait(t.database.db, { locationId, groupSize: 4, now: NOW })).toEqual({
      minutes: 20,
      ahead: 11,
      sample_size: 13,
    });
  });

  it('quotes a queued party by the parties of its kind in front of it (the turn page)', async () => {
    const [first] = await t.database.db
      .select()
      .from(queueItems)
      .where(eq(queueItems.locationId, locationId))
      .orderBy(queueItems.createdAt)
      .limit(1)
      .offset(MIN_SAMPLES * 3);
    if (!first) throw new Error('no first couple');
    expect(
      await estimateWait(t.database.db, { locationId, groupSize: 2, now: NOW, queued: first }),
    ).toMatchObject({
      minutes: 10,
      ahead: 0,
    });
  });

  it('forgets history older than 28 days', async () => {
    const later = new Date(NOW.getTime() + 22 * DAY);
    expect(await estimateWait(t.database.db, { locationId, groupSize: 6, now: later })).toEqual({
      minutes: null,
      ahead: 0,
      sample_size: 0,
    });
  });

  it('has no quote from a single past party', async () => {
    expect(await estimateWait(t.database.db, { locationId: newLocationId, groupSize: 2, now: NOW })).toEqual({
      minutes: null,
      ahead: 0,
      sample_size: 0,
    });
  });
});

async function showWaitTime(on: boolean) {
  await t.database.db
    .update(waitlistSettings)
    .set({
      settings: {
        ...DEFAULT_WAITLIST_SETTINGS,
        waitlist: { ...DEFAULT_WAITLIST_SETTINGS.waitlist, show_wait_time: on },
      },
    })
    .where(eq(waitlistSettings.locationId, demoId));
}

const hostQuote = async (groupSize: number) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/waitlist/hostess/wait-estimate',
    headers: bearer(await loginAs(t.app, DEMO.host)),
    payload: { group_size: groupSize },
  });
const publicQuote = (groupSize: number) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/public/waitlist/${USERNAME}/wait-estimate`,
    payload: { group_size: groupSize },
  });

describe('the quotes of the host and the public page (demo month of history)', () => {
  beforeEach(() => showWaitTime(true));

  it('quotes each party size on the public page as the host would, and stores for the party what the page showed', async () => {
    for (const groupSize of [2, 6]) {
      const shown = await publicQuote(groupSize);
      expect(shown.statusCode, shown.body).toBe(200);
      const { data } = shown.json();
      expect(data).toEqual({
        minutes: expect.any(Number),
        ahead: expect.any(Number),
        sample_size: expect.any(Number),
      });
      expect(data.sample_size).toBeGreaterThanOrEqual(MIN_SAMPLES);
      expect((await hostQuote(groupSize)).json().data).toEqual(data);
      const registered = await t.app.inject({
        method: 'POST',
        url: `/v1/public/waitlist/${USERNAME}/register`,
        payload: {
          type: 'waitlist',
          name: `Grupo de ${groupSize}`,
          phone: `55 1234 10${groupSize}0`,
          group_size: groupSize,
        },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const { code } = registered.json().data;
      const [item] = await t.database.db.select().from(queueItems).where(eq(queueItems.publicCode, code));
      expect(item?.quotedWaitMins).toBe(data.minutes);
      const turn = await t.app.inject({ url: `/v1/public/queue/${code}` });
      expect(turn.json().data).toMatchObject({ wait_estimate_mins: data.minutes, position: data.ahead });
    }
  });

  it('answers no quote anywhere while the location does not show wait times', async () => {
    await showWaitTime(false);
    expect((await hostQuote(2)).json()).toEqual({ data: null });
    expect((await publicQuote(2)).json()).toEqual({ data: null });
    const registered = await t.app.inject({
      method: 'POST',
      url: `/v1/public/waitlist/${USERNAME}/register`,
      payload: { type: 'waitlist', name: 'Sin cotización', phone: '55 1234 1999', group_size: 2 },
    });
    const { code } = registered.json().data;
    const [item] = await t.database.db.select().from(queueItems).where(eq(queueItems.publicCode, code));
    expect(item?.quotedWaitMins).toBeNull();
    expect(
      (await t.app.inject({ url: `/v1/public/queue/${code}` })).json().data.wait_estimate_mins,
    ).toBeNull();
  });

  it('refuses a waitlist reader (403) and a bad group size (422, Spanish) on both routes', async () => {
    const reader = await loginAs(t.app, DEMO.reader);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/v1/waitlist/hostess/wait-estimate',
      headers: bearer(reader),
      payload: { group_size: 2 },
    });
    expect(denied.statusCode).toBe(403);
    for (const group_size of ['dos', 0, 1.5]) {
      for (const bad of [await hostQuote(group_size as number), await publicQuote(group_size as number)]) {
        expect(bad.statusCode).toBe(422);
        expect(Object.keys(bad.json().errors)).toEqual(['group_size']);
      }
    }
  });
});
