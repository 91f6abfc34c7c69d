import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { sessions } from '../../server/db/schema';
import type { App } from '../../server/http/app-types';
import { hashSessionToken } from '../../server/http/auth/session-token';
import { announceChange, announceUserEnd } from '../../server/live/live-messages';
import { openSession } from '../../server/modules/access/login';
import { countStatements } from './helpers/count-statements';
import { type EventStreamReader, openEventStream } from './helpers/event-stream';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';
import { testConfig } from './helpers/test-config';

const HEARTBEAT_MS = 300;
/**
 * How long a loaded CI machine may take for what takes a heartbeat or two on a quiet one: the
 * bound only tells "comes" from "never comes"; how fast is the bench's.
 */
const AT_MOST_MS = 30_000;
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await startTestApp({ liveHeartbeatMs: HEARTBEAT_MS });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

async function firstEntryId(
  app: App,
  token: string,
): Promise<{ id: number; locationId: number; companyId: number }> {
  const settings = await app.inject({ url: '/v1/user/account/settings', headers: bearer(token) });
  const location = settings.json().data.location as { id: number; company_id: number };
  const search = await app.inject({
    method: 'POST',
    url: '/v1/waitlist/queue/search',
    headers: bearer(token),
    payload: { limit: 1 },
  });
  return { id: search.json().data[0].id, locationId: location.id, companyId: location.company_id };
}

function editNotes(app: App, token: string, id: number, notes: string) {
  return app.inject({
    method: 'PATCH',
    url: `/v1/waitlist/queue/${id}/notes`,
    headers: bearer(token),
    payload: { notes },
  });
}

describe('GET /v1/events', () => {
  it('answers 401 JSON without a session', async () => {
    const response = await fetch(`${origin}/v1/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'USER_CREDENTIALS_NOT_FOUND' });
  });

  it('opens a text/event-stream with a retry field and a heartbeat', async () => {
    const token = await loginAs(t.app, DEMO.host);
    const stream = await openEventStream(origin, bearer(token));
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      expect(stream.text()).toMatch(/^retry: \d+\n/);
      // Heartbeats keep coming: two of them, however late a loaded machine runs the timer.
      await vi.waitFor(() => expect(heartbeatsOf(stream)).toBeGreaterThanOrEqual(2), {
        timeout: AT_MOST_MS,
        interval: HEARTBEAT_MS / 2,
      });
    } finally {
      stream.close();
    }
  });

  it("sends a changed hint (area and id only) when a notes edit commits, to that location's streams only", async () => {
    const host = await loginAs(t.app, DEMO.host);
    const owner = await loginAs(t.app, DEMO.owner);
    const entry = await firstEntryId(t.app, host);
    const locations = await t.app.inject({
      url: '/v1/user/account/allowed-locations',
      headers: bearer(owner),
    });
    const branch = locations.json<{ data: { id: number }[] }>().data.find((l) => l.id !== entry.locationId);
    await t.app.inject({
      method: 'POST',
      url: '/v1/user/account/set-location',
      headers: bearer(owner),
      payload: { location_id: branch?.id },
    });

    const here = await openEventStream(origin, bearer(host));
    const elsewhere = await openEventStream(origin, bearer(owner));
    try {
      expect((await editNotes(t.app, host, entry.id, 'Mesa junto a la ventana')).statusCode).toBe(200);
      const hint = await here.next((event) => event.event === 'changed');
      expect(JSON.parse(hint.data)).toEqual({ area: 'waitlist', id: entry.id });

      // The same location id under another company is another business: nothing reaches it.
      await announceChange(t.database.db, {
        companyId: entry.companyId + 1000,
        locationId: entry.locationId,
        area: 'waitlist',
        id: 999,
      });
      await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS));
      expect(here.events.filter((event) => event.event === 'changed')).toHaveLength(1);
      expect(elsewhere.events.filter((event) => event.event === 'changed')).toHaveLength(0);
    } finally {
      here.close();
      elsewhere.close();
    }
  });

  it('ends the stream when its session logs out', async () => {
    const token = await loginAs(t.app, DEMO.host);
    const stream = await openEventStream(origin, bearer(token));
    await t.app.inject({ method: 'POST', url: '/v1/user/account/logout', headers: bearer(token) });
    await expect(Promise.race([stream.ended.then(() => 'ended'), timeout(AT_MOST_MS)])).resolves.toBe(
      'ended',
    );
  });

  it('ends the stream when its session disappears behind the server (expired or ended elsewhere)', async () => {
    const token = await loginAs(t.app, DEMO.host);
    const stream = await openEventStream(origin, bearer(token));
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    await expect(Promise.race([stream.ended.then(() => 'ended'), timeout(AT_MOST_MS)])).resolves.toBe(
      'ended',
    );
  });
});

async function sessionOfToken(token: string): Promise<{ userId: number; locationId: number | null }> {
  const [row] = await t.database.db
    .select({ userId: sessions.userId, locationId: sessions.locationId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  if (!row) throw new Error('no session for this token');
  return row;
}

/** Heartbeat comments received so far on a stream. */
function heartbeatsOf(stream: EventStreamReader): number {
  return stream.text().match(/^: latido$/gm)?.length ?? 0;
}

/** Resolves once the stream has received more than `seen` heartbeats. */
async function nextHeartbeat(stream: EventStreamReader, seen: number): Promise<number> {
  const deadline = Date.now() + AT_MOST_MS;
  while (heartbeatsOf(stream) <= seen) {
    if (Date.now() > deadline) throw new Error('no heartbeat came');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return heartbeatsOf(stream);
}

describe('a few hundred open streams', () => {
  const STREAMS = 300;

  it('one heartbeat checks the sessions of all of them in one query, and reaches every stream', async () => {
    const host = await loginAs(t.app, DEMO.host);
    const { userId, locationId } = await sessionOfToken(host);
    const context = { now: new Date(), ttlHours: 1, userAgent: 'test', ip: '127.0.0.1' };
    const tokens = [host];
    for (let i = 1; i < STREAMS; i++) {
      tokens.push(
        (await openSession(t.database.db, { id: userId, lastLocationId: locationId }, context)).token,
      );
    }
    const streams: EventStreamReader[] = [];
    try {
      for (const token of tokens) streams.push(await openEventStream(origin, bearer(token)));
      const watcher = streams[0]!;
      const sessionQueries = countStatements(t.database, /\bfrom "sessions"/i);
      try {
        const first = await nextHeartbeat(watcher, heartbeatsOf(watcher));
        sessionQueries.reset();
        await nextHeartbeat(watcher, first);
        expect(sessionQueries.count()).toBe(1);
      } finally {
        sessionQueries.stop();
      }
      await vi.waitFor(() => expect(streams.filter((stream) => heartbeatsOf(stream) === 0)).toHaveLength(0), {
        timeout: AT_MOST_MS,
        interval: HEARTBEAT_MS,
      });
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('ending the streams of a person', () => {
  it("announceUserEnd closes the user's streams on commit (only at the company named), nobody else's", async () => {
    const kitchen = await loginAs(t.app, DEMO.kitchen);
    const host = await loginAs(t.app, DEMO.host);
    const { userId } = await sessionOfToken(kitchen);
    const entry = await firstEntryId(t.app, host);
    const kitchenStream = await openEventStream(origin, bearer(kitchen));
    const hostStream = await openEventStream(origin, bearer(host));
    try {
      await announceUserEnd(t.database.db, userId, entry.companyId + 1000);
      await expect(Promise.race([kitchenStream.ended.then(() => 'ended'), timeout(200)])).resolves.toBe(
        'timeout',
      );

      await t.database.db.transaction((tx) => announceUserEnd(tx, userId, entry.companyId));
      await expect(Promise.race([kitchenStream.ended.then(() => 'ended'), timeout(2_000)])).resolves.toBe(
        'ended',
      );
      expect((await editNotes(t.app, host, entry.id, 'Sigue en vivo')).statusCode).toBe(200);
      await hostStream.next((event) => event.event === 'changed');
    } finally {
      kitchenStream.close();
      hostStream.close();
    }
  });

  it('liveHub.endSessions closes the streams of those sessions at once', async () => {
    const host = await loginAs(t.app, DEMO.host);
    const stream = await openEventStream(origin, bearer(host));
    const [row] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(host)));
    t.app.deps.liveHub.endSessions([row!.id]);
    await expect(Promise.race([stream.ended.then(() => 'ended'), timeout(1_000)])).resolves.toBe('ended');
  });
});

function timeout(ms: number): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}

describe('two servers on one PostgreSQL database', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'delivers a change made through one server to a stream on the other (PGlite: one process owns the data dir, nothing to fan out)',
    async () => {
      const driver = t.database.driver;
      if (driver.kind !== 'postgres') return;
      const secondDatabase = await openDatabase({ dataDir: '', databaseUrl: driver.url });
      const second = await buildApp({ config: testConfig(), database: secondDatabase });
      try {
        const secondOrigin = await second.listen({ port: 0, host: '127.0.0.1' });
        const token = await loginAs(t.app, DEMO.host);
        const entry = await firstEntryId(t.app, token);
        const stream = await openEventStream(secondOrigin, bearer(token));
        try {
          expect((await editNotes(t.app, token, entry.id, 'Cumpleaños')).statusCode).toBe(200);
          const hint = await stream.next((event) => event.event === 'changed');
          expect(JSON.parse(hint.data)).toEqual({ area: 'waitlist', id: entry.id });
        } finally {
          stream.close();
        }
      } finally {
        await second.close();
        await secondDatabase.close();
      }
    },
  );
});
