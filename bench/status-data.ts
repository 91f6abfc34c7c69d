// status-data latency on the embedded database (PGlite) with 300 active entries, through the real
// Fastify app (inject: routing, auth, validation and serialisation included, no network).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedBenchEntries, seedDemo } from '../server/db/seed/index';
import { percentile } from './percentiles';

export interface StatusDataResult {
  activeEntries: number;
  entriesReturned: number;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const ACTIVE_ENTRIES = 300;
const WARM_UP_REQUESTS = 50;
const MEASURED_REQUESTS = 500;
const STATUS_DATA_URL = '/v1/waitlist/hostess/status-data?timezone=America%2FMexico_City';
const HOST_LOGIN = { email: 'anfitrion@taqueria.demo', password: 'Demo1234' };

async function hostHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const login = await app.inject({ method: 'POST', url: '/v1/user/account/login', payload: HOST_LOGIN });
  if (login.statusCode !== 200) throw new Error(`login as the host failed: HTTP ${login.statusCode}`);
  return { authorization: `Bearer ${login.json<{ data: { token: string } }>().data.token}` };
}

async function currentLocationId(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  const settings = await app.inject({ method: 'GET', url: '/v1/user/account/settings', headers });
  const location = settings.json<{ data: { location: { id: number } | null } }>().data.location;
  if (!location) throw new Error('the host has no current location');
  return location.id;
}

async function getStatusData(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  const response = await app.inject({ method: 'GET', url: STATUS_DATA_URL, headers });
  if (response.statusCode !== 200) throw new Error(`status-data answered HTTP ${response.statusCode}`);
  return response.json<{ data: { entries: unknown[] } }>().data.entries.length;
}

export async function measureStatusData(): Promise<StatusDataResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mostrador-bench-db-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await migrate(database);
    await seedDemo(database.db);
    const app = await buildApp({ config, database });
    try {
      const headers = await hostHeaders(app);
      await seedBenchEntries(database.db, await currentLocationId(app, headers), ACTIVE_ENTRIES);

      let entriesReturned = 0;
      for (let i = 0; i < WARM_UP_REQUESTS; i++) entriesReturned = await getStatusData(app, headers);

      const samples: number[] = [];
      for (let i = 0; i < MEASURED_REQUESTS; i++) {
        const started = performance.now();
        await getStatusData(app, headers);
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      return {
        activeEntries: ACTIVE_ENTRIES,
        entriesReturned,
        requests: MEASURED_REQUESTS,
        p50Ms: percentile(samples, 50),
        p95Ms: percentile(samples, 95),
        maxMs: samples[samples.length - 1]!,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
