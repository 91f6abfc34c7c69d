// The real app on a throwaway embedded database, listening on a real socket, with the host
// signed in: what the socket benches measure against.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/client';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/index';

const HOST_LOGIN = { email: 'anfitrion@taqueria.demo', password: 'Demo1234' };

export interface BenchApp {
  origin: string;
  /** The host's bearer token (a session row: it works on every app of the same database). */
  token: string;
  database: DatabaseHandle;
}

/**
 * What an app's tenant queries (AppDeps.db) run on: the tenant database under row-level security,
 * or the owner's connection, i.e. the server as it was before row-level security (`tenancy-cost`).
 */
export type TenantConnection = 'row-level-security' | 'owner';

/**
 * One database, and one app listening on its own socket per entry of `connections`, all in this
 * process: apps that differ only in their tenant connection share the data and the machine.
 */
export async function withBenchApps<T>(
  connections: readonly TenantConnection[],
  run: (apps: BenchApp[]) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mostrador-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SKIP_BUILD: 'true' });
  const database = await openDatabase({ dataDir: config.dataDir });
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  try {
    await migrate(database);
    await seedDemo(database.db);
    const origins: string[] = [];
    for (const connection of connections) {
      const tenantDb = connection === 'owner' ? database.db : database.tenantDb;
      const app = await buildApp({ config, database: { ...database, tenantDb } });
      apps.push(app);
      origins.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
    const token = await signInHost(origins[0]!);
    return await run(origins.map((origin) => ({ origin, token, database })));
  } finally {
    for (const app of apps) await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One app under row-level security, as the server runs. */
export function withBenchApp<T>(run: (bench: BenchApp) => Promise<T>): Promise<T> {
  return withBenchApps(['row-level-security'], ([bench]) => run(bench!));
}

async function signInHost(origin: string): Promise<string> {
  const login = await fetch(`${origin}/v1/user/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(HOST_LOGIN),
  });
  if (!login.ok) throw new Error(`login as the host failed: HTTP ${login.status}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}
