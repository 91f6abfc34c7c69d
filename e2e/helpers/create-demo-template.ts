// Builds the demo template (helpers/demo-template.ts copies it). Apart from the copying because it
// imports the server's seed: only e2e/start-server.ts (run by tsx) builds it, and the specs, whose
// loader cannot import the seed's JSON catalogues, only copy it.
import { rmSync } from 'node:fs';
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
