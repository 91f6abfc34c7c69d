// The cost of row-level security (issue 20: authenticated GETs' p95 within +10% of the owner's
// connection). One database and two apps in this process that differ only in their tenant
// database: the owner's connection (no row-level security: the server as before issue 20) and the
// tenant database. Requests alternate between the two apps, the owner first in one round and
// second in the next, so both arms meet the same machine load, caches and compiled code; every
// request goes over a real socket, as a browser's does.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { getBody, SETTINGS, STATUS_DATA, seedActiveEntries } from './authenticated-get';
import { type BenchApp, withBenchApps } from './bench-app';
import { percentile } from './percentiles';

export interface ArmFigures {
  p50Ms: number;
  p95Ms: number;
  /** CPU time of this process (client and server) per request: unlike wall time, not inflated by waiting for a core. */
  cpuMsPerRequest: number;
}

export interface TenancyCostGet {
  label: string;
  path: string;
  /** Measured requests per arm. */
  samples: number;
  owner: ArmFigures;
  rowLevelSecurity: ArmFigures;
}

export interface TenancyCostResult {
  warmUpRounds: number;
  gets: TenancyCostGet[];
  /** The machine's 1-minute load average when the measure started and ended, and its cores. */
  loadAverage: { start: number; end: number; cores: number };
}

const WARM_UP_ROUNDS = 100;
const ROUNDS = 1000;

const ARMS = ['owner', 'row-level-security'] as const;

function figures(samples: number[], cpuMs: number): ArmFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    cpuMsPerRequest: cpuMs / samples.length,
  };
}

/** The same GET on both apps, interleaved round by round (owner/RLS, then RLS/owner). */
async function compare(
  apps: readonly BenchApp[],
  label: string,
  path: string,
  headers: Record<string, string>,
): Promise<TenancyCostGet> {
  const samples: number[][] = ARMS.map(() => []);
  const cpuMs = ARMS.map(() => 0);
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const arm of order) {
      const cpuAtStart = process.cpuUsage();
      const started = performance.now();
      await getBody(apps[arm]!.origin, path, headers);
      const wallMs = performance.now() - started;
      const cpu = process.cpuUsage(cpuAtStart);
      if (round < WARM_UP_ROUNDS) continue;
      samples[arm]!.push(wallMs);
      cpuMs[arm]! += (cpu.user + cpu.system) / 1000;
    }
  }
  return {
    label,
    path,
    samples: ROUNDS,
    owner: figures(samples[0]!, cpuMs[0]!),
    rowLevelSecurity: figures(samples[1]!, cpuMs[1]!),
  };
}

export function measureTenancyCost(): Promise<TenancyCostResult> {
  return withBenchApps(ARMS, async (apps) => {
    const start = loadavg()[0]!;
    const { origin, token, database } = apps[0]!;
    const headers = { authorization: `Bearer ${token}` };
    await seedActiveEntries(origin, headers, database);
    const statusData = JSON.parse(await getBody(origin, STATUS_DATA, headers)) as {
      data: { entries: { id: number }[] };
    };
    const turn = `/v1/waitlist/queue/${statusData.data.entries[0]!.id}`;
    const gets = [
      await compare(apps, 'authenticated settings (read on the platform path)', SETTINGS, headers),
      await compare(apps, `status-data (${statusData.data.entries.length} entries)`, STATUS_DATA, headers),
      await compare(apps, 'one turn (GET /v1/waitlist/queue/{id})', turn, headers),
    ];
    return {
      warmUpRounds: WARM_UP_ROUNDS,
      gets,
      loadAverage: { start, end: loadavg()[0]!, cores: availableParallelism() },
    };
  });
}
