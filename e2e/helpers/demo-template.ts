// The demo database every e2e server starts on: migrated and seeded once per run (PGlite's initdb
// and the demo's month of walk-ins cost tens of seconds of CPU), then copied per server.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/index';
import { setPasswordCost } from '../../server/security/password';
import { e2eTemplateDir } from './e2e-data-dir';
import { E2E_SERVER_ENV } from './e2e-server-env';

/** Builds the template, hashing the demo's passwords at the cost the e2e servers run with. */
export async function createDemoTemplate(): Promise<void> {
  const dir = e2eTemplateDir();
  rmSync(dir, { recursive: true, force: true });
  setPasswordCost(loadConfig({ ...process.env, ...E2E_SERVER_ENV }).passwordCost);
  const database = await openDatabase({ dataDir: dir });
  try {
    await migrate(database);
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
}

export function removeDemoTemplate(): void {
  rmSync(e2eTemplateDir(), { recursive: true, force: true });
}

/**
 * Copies the template into dataDir unless a database is already there (a restarted server's). Without
 * a template (a spec run against a server start-server.ts did not start) the server seeds its own.
 */
export function copyDemoTemplate(dataDir: string): void {
  const template = e2eTemplateDir();
  if (!existsSync(template) || existsSync(join(dataDir, 'PG_VERSION'))) return;
  cpSync(template, dataDir, { recursive: true });
}
