// Brand-new, empty databases for the migration tests: a PGlite data dir, and with DATABASE_URL a
// PostgreSQL database on that server.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client';
import { copyPgliteDir, type DatabaseCopy, databaseUrlFor, withAdminClient } from './test-db';

/** A brand-new, empty database of one engine. */
export interface EmptyDatabase {
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/** A folder where PGlite will run initdb (the PostgreSQL pass has no PGlite template). */
async function uninitializedPglite(): Promise<DatabaseCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'mostrador-migrations-'));
  return { config: { dataDir: join(dir, 'data') }, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A copy of the run's empty template (what initdb leaves, made once per run). */
function emptyPglite(): EmptyDatabase {
  let copy: DatabaseCopy | undefined;
  return {
    async open() {
      const template = inject('testDatabaseTemplate');
      copy =
        template.kind === 'pglite'
          ? await copyPgliteDir(template.emptyDir, template.copiesDir)
          : await uninitializedPglite();
      return openDatabase(copy.config);
    },
    drop: async () => {
      await copy?.remove();
    },
  };
}

function emptyPostgres(adminUrl: string): EmptyDatabase {
  const name = `mostrador_migrations_${randomBytes(6).toString('hex')}`;
  return {
    async open() {
      await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
      return openDatabase({ dataDir: '', databaseUrl: databaseUrlFor(adminUrl, name) });
    },
    drop: () =>
      withAdminClient(adminUrl, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

/** PGlite always; PostgreSQL too when DATABASE_URL names a server. */
export function emptyDatabaseEngines(): [string, () => EmptyDatabase][] {
  const engines: [string, () => EmptyDatabase][] = [['PGlite', emptyPglite]];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) engines.push(['PostgreSQL', () => emptyPostgres(adminUrl)]);
  return engines;
}

/** The rows of a db.execute answer (node-postgres answers a QueryResult, PGlite a Results object). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
