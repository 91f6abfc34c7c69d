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
  /** The host's bearer token. */
  token: string;
  database: DatabaseHandle;
}

export interface BenchAppOptions {
  /**
   * 'owner' hands the app the owner's connection as its tenant database: the server as it was
   * before row-level security, so that `tenancy-cost` compares both in one run.
   */
  tenantDatabase?: 'row-level-security' | 'owner';
}

export async function withBenchApp<T>(
  run: (bench: BenchApp) => Promise<T>,
  options: BenchAppOptions = {},
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mostrador-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SKIP_BUILD: 'true' });
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await migrate(database);
    await seedDemo(database.db);
    const tenantDb = options.tenantDatabase === 'owner' ? database.db : database.tenantDb;
    const app = await buildApp({ config, database: { ...database, tenantDb } });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await fetch(`${origin}/v1/user/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(HOST_LOGIN),
      });
      if (!login.ok) throw new Error(`login as the host failed: HTTP ${login.status}`);
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      return await run({ origin, token, database });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
