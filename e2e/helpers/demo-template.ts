// The demo database every e2e server starts on: migrated and seeded once per run (PGlite's initdb
// and the demo's month of walk-ins cost tens of seconds of CPU), then copied per server.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eTemplateDir } from './e2e-data-dir';

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
