// Latency of authenticated GETs over a real socket (fetch keeps the connection alive, as a browser does) on the
// embedded database: the account settings, and status-data with 300 active entries.
import { performance } from 'node:perf_hooks';
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
  health: LatencyResult;
  settings: LatencyResult;
  statusData: LatencyResult & { entriesReturned: number };
}

const ACTIVE_ENTRIES = 300;
const WARM_UP_REQUESTS = 50;
const MEASURED_REQUESTS = 500;
const STATUS_DATA = '/v1/waitlist/hostess/status-data?timezone=America%2FMexico_City';

async function measure(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ result: LatencyResult; lastBody: string }> {
  let lastBody = '';
  const get = async () => {
    const response = await fetch(`${origin}${path}`, { headers });
    lastBody = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered HTTP ${response.status}`);
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

export function measureAuthenticatedGets(): Promise<AuthenticatedGetResult> {
  return withBenchApp(async ({ origin, token, database }) => {
    const headers = { authorization: `Bearer ${token}` };
    const settings = await measure(origin, '/v1/user/account/settings', headers);
    const locationId = (JSON.parse(settings.lastBody) as { data: { location: { id: number } } }).data.location
      .id;
    await seedBenchEntries(database.db, locationId, ACTIVE_ENTRIES);
    const health = await measure(origin, '/healthz', {});
    const statusData = await measure(origin, STATUS_DATA, headers);
    const entriesReturned = (JSON.parse(statusData.lastBody) as { data: { entries: unknown[] } }).data.entries
      .length;
    return {
      health: health.result,
      settings: settings.result,
      statusData: { ...statusData.result, entriesReturned },
    };
  });
}
