// Latency of authenticated GETs over a real socket (fetch keeps the connection alive, as a browser does) on the
// embedded database: the account settings, and status-data with 300 active entries. Every request
// asks for `Accept-Encoding: br, gzip`, as a browser over HTTPS does, and decompresses the answer.
import { performance } from 'node:perf_hooks';
import { analyzeChangedTables } from '../server/db/auto-analyze';
import type { DatabaseHandle } from '../server/db/client';
import { seedBenchEntries } from '../server/db/seed/index';
import { withBenchApp } from './bench-app';
import { percentile } from './percentiles';

export interface LatencyResult {
  path: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface AuthenticatedGetResult {
  health?: LatencyResult;
  settings?: LatencyResult;
  statusData?: LatencyResult & { entriesReturned: number };
}

/** The GETs this bench can time, by the name `npm run bench -- --only` knows them. */
export const AUTHENTICATED_GETS = ['healthz', 'settings', 'status-data'] as const;
export type AuthenticatedGet = (typeof AUTHENTICATED_GETS)[number];

const ACTIVE_ENTRIES = 300;
const WARM_UP_REQUESTS = 50;
const MEASURED_REQUESTS = 500;
export const SETTINGS = '/v1/user/account/settings';
export const STATUS_DATA = '/v1/waitlist/hostess/status-data?timezone=America%2FMexico_City';
const ACCEPT_ENCODING = 'br, gzip';

/** One GET as a browser sends it; the decompressed body, or an error unless it answers 200. */
export async function getBody(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<string> {
  const response = await fetch(`${origin}${path}`, {
    headers: { ...headers, 'accept-encoding': ACCEPT_ENCODING },
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered HTTP ${response.status}`);
  return body;
}

/**
 * Adds the 300 active entries of today to the host's location (through the settings it reads),
 * then analyzes the changed tables as the server's job does every 10 minutes on PGlite.
 */
export async function seedActiveEntries(
  origin: string,
  headers: Record<string, string>,
  database: DatabaseHandle,
): Promise<void> {
  const settings = JSON.parse(await getBody(origin, SETTINGS, headers)) as {
    data: { location: { id: number } };
  };
  await seedBenchEntries(database.db, settings.data.location.id, ACTIVE_ENTRIES);
  await analyzeChangedTables(database.db);
}

async function measure(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ result: LatencyResult; lastBody: string }> {
  let lastBody = '';
  const get = async () => {
    lastBody = await getBody(origin, path, headers);
  };
  for (let i = 0; i < WARM_UP_REQUESTS; i++) await get();
  const samples: number[] = [];
  for (let i = 0; i < MEASURED_REQUESTS; i++) {
    const started = performance.now();
    await get();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    result: {
      path,
      requests: MEASURED_REQUESTS,
      p50Ms: percentile(samples, 50),
      p95Ms: percentile(samples, 95),
      maxMs: samples[samples.length - 1]!,
    },
    lastBody,
  };
}

/** Times the chosen GETs, each alone, in this order: settings, /healthz, status-data (after seeding its entries). */
export function measureAuthenticatedGets(
  which: readonly AuthenticatedGet[],
): Promise<AuthenticatedGetResult> {
  return withBenchApp(async ({ origin, token, database }) => {
    const headers = { authorization: `Bearer ${token}` };
    const result: AuthenticatedGetResult = {};
    if (which.includes('settings')) result.settings = (await measure(origin, SETTINGS, headers)).result;
    if (which.includes('healthz')) result.health = (await measure(origin, '/healthz', {})).result;
    if (which.includes('status-data')) {
      await seedActiveEntries(origin, headers, database);
      const statusData = await measure(origin, STATUS_DATA, headers);
      const body = JSON.parse(statusData.lastBody) as { data: { entries: unknown[] } };
      result.statusData = { ...statusData.result, entriesReturned: body.data.entries.length };
    }
    return result;
  });
}
