import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPublicCode } from '../../server/db/public-code';
import { locations, queueItems } from '../../server/db/schema';
import { estimateWait } from '../../server/modules/waitlist/wait-estimate';
import {
  median,
  quoteWait,
  sizeBucket,
  type WaitSample,
} from '../../server/modules/waitlist/wait-estimate-model';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const MIN = 60_000;
/** 14:00 in Mexico City (UTC-6) on 10 June 2025. */
const NOW = new Date('2025-06-10T20:00:00Z');
/** Local 13:00 of the day `daysAgo` before NOW's day. */
const localOnePm = (daysAgo: number) => new Date(Date.parse('2025-06-10T19:00:00Z') - daysAgo * 86_400_000);

let t: TestApp;
let locationId: number;
let emptyLocationId: number;

type Entry = Partial<typeof queueItems.$inferInsert> & { createdAt: Date };

const entry = (values: Entry) => ({
  locationId,
  type: 'waitlist' as const,
  name: 'Historial',
  publicCode: newPublicCode(),
  ...values,
});

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const [main] = await db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  const mainId = main?.id ?? 0;
  const companyId = main?.companyId ?? 0;
  const [fresh, empty] = await db
    .insert(locations)
    .values([
      { companyId, name: 'Sucursal Historial', username: 'sucursal-historial' },
      { companyId, name: 'Sucursal Nueva', username: 'sucursal-nueva' },
    ])
    .returning({ id: locations.id });
  locationId = fresh?.id ?? 0;
  emptyLocationId = empty?.id ?? 0;

  const rows: Entry[] = [];
  // Yesterday, five couples 10 minutes apart, each ready 20 minutes after arriving: each found
  // the previous couple still waiting (the one before that left as it arrived): ahead 0,1,1,1,1.
  for (let i = 0; i < 5; i++) {
    const createdAt = new Date(localOnePm(1).getTime() + i * 10 * MIN);
    rows.push({
      createdAt,
      groupSize: 2,
      status: 'completed',
      readyAt: new Date(createdAt.getTime() + 20 * MIN),
    });
  }
  // Two days ago, five parties of 8, each alone in the queue (an hour apart), ready after 45 minutes.
  for (let i = 0; i < 5; i++) {
    const createdAt = new Date(localOnePm(2).getTime() + i * 60 * MIN);
    rows.push({
      createdAt,
      groupSize: 8,
      status: 'ready',
      readyAt: new Date(createdAt.getTime() + 45 * MIN),
    });
  }
  // Outside the 14 days: an absurd wait that must not count.
  rows.push({
    createdAt: localOnePm(20),
    groupSize: 2,
    status: 'completed',
    readyAt: new Date(localOnePm(20).getTime() + 500 * MIN),
  });
  // Yesterday, a party that left without being seated (no wait sample) before the couples came.
  rows.push({ createdAt: localOnePm(1.1), groupSize: 2, status: 'canceled', canceledAt: localOnePm(1.05) });
  // Today: three parties waiting (one notified), one canceled, and a booking (never "ahead").
  for (const [i, status] of (['pending', 'notified', 'pending', 'canceled'] as const).entries()) {
    rows.push({ createdAt: new Date(NOW.getTime() - (30 - i * 5) * MIN), groupSize: 2, status });
  }
  rows.push({
    createdAt: new Date(NOW.getTime() - 40 * MIN),
    type: 'booking',
    bookingDate: NOW,
    durationMins: 60,
  });
  await db.insert(queueItems).values(rows.map(entry));
  // Another location's history is not this one's (it would make a sixth couple).
  await db
    .insert(queueItems)
    .values(
      entry({ locationId: mainId, createdAt: localOnePm(1), groupSize: 2, status: 'ready', readyAt: NOW }),
    );
});
afterAll(async () => {
  await t?.close();
});

describe('the wait-quote maths', () => {
  it('buckets parties 1–2, 3–4, 5–6 and 7+', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12, 40].map(sizeBucket)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 4]);
  });

  it('takes the median, so one forgotten entry does not drag the quote', () => {
    expect(median([10, 20, 30])).toBe(20);
    expect(median([10, 20, 30, 40])).toBe(25);
    const samples: WaitSample[] = [20, 20, 20, 20, 600].map((waitMins) => ({
      groupSize: 2,
      waitMins,
      aheadAtArrival: 0,
    }));
    expect(quoteWait(samples, { groupSize: 2, ahead: 0 })).toEqual({ minutes: 20, ahead: 0, sample_size: 5 });
  });

  it('rounds up to 5 minutes', () => {
    const samples: WaitSample[] = [{ groupSize: 2, waitMins: 21, aheadAtArrival: 0 }];
    expect(quoteWait(samples, { groupSize: 2, ahead: 0 }).minutes).toBe(25);
    expect(
      quoteWait([{ groupSize: 2, waitMins: 15, aheadAtArrival: 2 }], { groupSize: 2, ahead: 2 }).minutes,
    ).toBe(15);
  });

  it('quotes nothing without history', () => {
    expect(quoteWait([], { groupSize: 4, ahead: 3 })).toEqual({ minutes: null, ahead: 3, sample_size: 0 });
  });
});

describe('estimateWait on a hand-made history', () => {
  it('quotes a couple from the couples: median 20 min with 1 ahead, now 3 ahead → 20 × 4 / 2 = 40', async () => {
    expect(await estimateWait(t.database.db, { locationId, groupSize: 2, now: NOW })).toEqual({
      minutes: 40,
      ahead: 3,
      sample_size: 5,
    });
  });

  it('quotes a party of 8 from the large parties: 45 min alone, now 3 ahead → 45 × 4 = 180', async () => {
    expect(await estimateWait(t.database.db, { locationId, groupSize: 8, now: NOW })).toEqual({
      minutes: 180,
      ahead: 3,
      sample_size: 5,
    });
  });

  it('falls back to every size when the bucket has fewer than 5 samples (a party of 5)', async () => {
    // Ten samples: waits 20×5 and 45×5 → median 32.5; ahead 0,1,1,1,1,0,0,0,0,0 → median 0.
    expect(await estimateWait(t.database.db, { locationId, groupSize: 5, now: NOW })).toEqual({
      minutes: 130,
      ahead: 3,
      sample_size: 10,
    });
    expect(await estimateWait(t.database.db, { locationId, groupSize: null, now: NOW })).toMatchObject({
      minutes: 130,
      sample_size: 10,
    });
  });

  it('scales with the parties in front of a given party (the turn page)', async () => {
    const quote = (ahead: number) =>
      estimateWait(t.database.db, { locationId, groupSize: 2, now: NOW, ahead });
    expect((await quote(0)).minutes).toBe(10);
    expect((await quote(1)).minutes).toBe(20);
  });

  it('forgets history older than 14 days', async () => {
    const later = new Date(NOW.getTime() + 14 * 86_400_000);
    expect(await estimateWait(t.database.db, { locationId, groupSize: 2, now: later })).toEqual({
      minutes: null,
      ahead: 0,
      sample_size: 0,
    });
  });

  it('has no quote for a location with no history', async () => {
    expect(
      await estimateWait(t.database.db, { locationId: emptyLocationId, groupSize: 2, now: NOW }),
    ).toEqual({
      minutes: null,
      ahead: 0,
      sample_size: 0,
    });
  });
});

describe('POST /v1/waitlist/hostess/wait-estimate', () => {
  it("answers the host's location quote", async () => {
    const token = await loginAs(t.app, DEMO.host);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/waitlist/hostess/wait-estimate',
      headers: bearer(token),
      payload: { group_size: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      minutes: expect.any(Number),
      ahead: expect.any(Number),
      sample_size: expect.any(Number),
    });
    expect(data.minutes % 5).toBe(0);
  });

  it('refuses a waitlist reader (403) and a bad group size (422, Spanish)', async () => {
    const reader = await loginAs(t.app, DEMO.reader);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/v1/waitlist/hostess/wait-estimate',
      headers: bearer(reader),
      payload: { group_size: 2 },
    });
    expect(denied.statusCode).toBe(403);
    const token = await loginAs(t.app, DEMO.host);
    for (const group_size of ['dos', 0, 1.5]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/v1/waitlist/hostess/wait-estimate',
        headers: bearer(token),
        payload: { group_size },
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['group_size']);
    }
  });
});
