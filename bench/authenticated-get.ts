// Latency of authenticated GETs over a real socket (fetch keeps the connection alive, as a browser does) on the
// embedded database: the account settings, and status-data with 300 active entries.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedBenchEntries, seedDemo } from '../server/db/seed/index';
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
const HOST_LOGIN = { email: 'anfitrion@taqueria.demo', password: 'Demo1234' };
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

export async function measureAuthenticatedGets(): Promise<AuthenticatedGetResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mostrador-bench-db-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SKIP_BUILD: 'true' });
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await migrate(database);
    await seedDemo(database.db);
    const app = await buildApp({ config, database });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await fetch(`${origin}/v1/user/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(HOST_LOGIN),
      });
      const { data } = (await login.json()) as { data: { token: string; user: unknown } };
      const headers = { authorization: `Bearer ${data.token}` };
      const settings = await measure(origin, '/v1/user/account/settings', headers);
      const locationId = (JSON.parse(settings.lastBody) as { data: { location: { id: number } } }).data
        .location.id;
      await seedBenchEntries(database.db, locationId, ACTIVE_ENTRIES);
      const health = await measure(origin, '/healthz', {});
      const statusData = await measure(origin, STATUS_DATA, headers);
      const entriesReturned = (JSON.parse(statusData.lastBody) as { data: { entries: unknown[] } }).data
        .entries.length;
      return {
        health: health.result,
        settings: settings.result,
        statusData: { ...statusData.result, entriesReturned },
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
