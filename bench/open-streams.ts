// 1,000 open /v1/events streams (1,000 sessions, as 1,000 screens) on the embedded database, for a
// whole minute of the real 15 s heartbeat: notes edit → hint on one of the streams, and
// status-data, both sampled all along (so across four heartbeats). The server runs here; the
// host's tablet and the other 999 screens run in two worker threads
// (bench/open-streams-clients.ts), as devices of their own.
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { analyzeChangedTables } from '../server/db/auto-analyze';
import { sessions } from '../server/db/schema';
import { seedBenchEntries } from '../server/db/seed/index';
import { hashSessionToken } from '../server/http/auth/session-token';
import { openSession } from '../server/modules/access/login';
import { withBenchApp } from './bench-app';
import type { OpenStreamsHost, OpenStreamsScreens } from './open-streams-clients';

export interface OpenStreamsResult {
  streams: number;
  durationS: number;
  heartbeatsSeen: number;
  hints: number;
  hintP50Ms: number;
  hintP95Ms: number;
  hintMaxMs: number;
  statusDataRequests: number;
  statusDataP50Ms: number;
  statusDataP95Ms: number;
  statusDataMaxMs: number;
  /** status-data requests started more than 250 ms after the last edit (away from its hint's fan-out). */
  betweenEdits: { requests: number; p95Ms: number; maxMs: number };
  /** status-data requests started around a heartbeat the watching stream received (HEARTBEAT_WINDOW). */
  duringHeartbeats: { requests: number; p95Ms: number; maxMs: number };
}

const STREAMS = 1_000;
const ACTIVE_ENTRIES = 300;

/** A worker running bench/open-streams-clients.ts as `role`. */
function clientsWorker(role: OpenStreamsHost | OpenStreamsScreens): Worker {
  // Node 20 does not carry tsx's loader into a worker: the worker registers it, then imports.
  const clientsUrl = new URL('./open-streams-clients.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(clientsUrl)}); });`,
    { eval: true, workerData: role },
  );
}

/** The worker's first message: its figures, or that its streams are open. */
function firstMessage<T>(worker: Worker, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.once('message', (message: Record<string, unknown>) => {
      if (key in message) resolve(message[key] as T);
      else reject(new Error(String(message.error)));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a clients' worker exited with code ${code}`)));
  });
}

/** Opens the other screens' streams in their worker, then runs the host's minute in its own. */
async function runClients(
  origin: string,
  token: string,
  tokens: string[],
  entryId: number,
): Promise<OpenStreamsResult> {
  const screens = clientsWorker({ role: 'screens', origin, tokens });
  try {
    const opened = await firstMessage<number>(screens, 'opened');
    return await firstMessage<OpenStreamsResult>(
      clientsWorker({ role: 'host', origin, token, entryId, screens: opened }),
      'result',
    );
  } finally {
    screens.removeAllListeners('exit');
    screens.postMessage('close');
    await screens.terminate();
  }
}

export function measureOpenStreams(): Promise<OpenStreamsResult> {
  return withBenchApp(async ({ origin, token, database }) => {
    const { db } = database;
    const [host] = await db
      .select({ userId: sessions.userId, locationId: sessions.locationId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    if (!host?.locationId) throw new Error('the host has no session at a location');
    await seedBenchEntries(db, host.locationId, ACTIVE_ENTRIES);
    // As the server's job does every 10 minutes on PGlite.
    await analyzeChangedTables(db);
    const search = await fetch(`${origin}/v1/waitlist/queue/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"limit":1}',
    });
    const entryId = ((await search.json()) as { data: { id: number }[] }).data[0]?.id;
    if (entryId === undefined) throw new Error('no entry to edit');

    const context = { now: new Date(), ttlHours: 24, userAgent: 'bench', ip: '127.0.0.1' };
    const tokens: string[] = [];
    for (let i = 0; i < STREAMS - 1; i++) {
      tokens.push(
        (await openSession(db, { id: host.userId, lastLocationId: host.locationId }, context)).token,
      );
    }
    return runClients(origin, token, tokens, entryId);
  });
}
