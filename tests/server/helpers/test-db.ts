// A fresh, migrated, demo-seeded database per test file, copied from the template that
// tests/server/global-setup.ts builds once per run: a PGlite data dir, or with DATABASE_URL a
// PostgreSQL database created from the template database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseConfig, type DatabaseHandle, openDatabase } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { type DirSnapshot, readDirSnapshot, writeDirSnapshot } from './dir-snapshot';

/** What global-setup hands to the test files. */
export type TestDatabaseTemplate =
  | {
      kind: 'pglite';
      /** Migrated, demo-seeded, with pg-boss's schema. */
      templateDir: string;
      /** Only initdb: a brand-new database. */
      emptyDir: string;
      /** Where the copies go: the run's folder, removed with the templates. */
      copiesDir: string;
    }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the server's admin database (CREATE/DROP DATABASE cannot use a pool transaction). */
export async function withAdminClient<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const cleanups = new WeakMap<DatabaseHandle, () => Promise<void>>();

/** Each template's files, read once per worker process (the files of a non-isolated project share it). */
const snapshots = new Map<string, DirSnapshot>();

/** A database of its own, not opened yet, and its removal. */
export interface DatabaseCopy {
  config: DatabaseConfig;
  remove(): Promise<void>;
}

/** A fresh copy of a PGlite data dir in the run's folder. */
export async function copyPgliteDir(sourceDir: string, copiesDir: string): Promise<DatabaseCopy> {
  let snapshot = snapshots.get(sourceDir);
  if (!snapshot) {
    snapshot = readDirSnapshot(sourceDir);
    snapshots.set(sourceDir, snapshot);
  }
  const dir = await mkdtemp(join(copiesDir, 'copy-'));
  const dataDir = join(dir, 'data');
  writeDirSnapshot(snapshot, dataDir);
  return { config: { dataDir }, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A fresh copy of the template, not opened yet (a child process may open it), and its removal. */
export async function copyTestDatabase(): Promise<DatabaseCopy> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'postgres') {
    const name = `mostrador_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(template.adminUrl, (client) =>
      client.query(`create database "${name}" template "${template.templateName}"`),
    );
    return {
      config: { dataDir: '', databaseUrl: databaseUrlFor(template.adminUrl, name) },
      remove: () =>
        withAdminClient(template.adminUrl, async (client) => {
          await client.query(`drop database if exists "${name}" with (force)`);
        }),
    };
  }
  return copyPgliteDir(template.templateDir, template.copiesDir);
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const copy = await copyTestDatabase();
  const handle = await openDatabase(copy.config);
  cleanups.set(handle, copy.remove);
  return handle;
}

/** Closes the database and deletes it (the copied data dir, or the PostgreSQL database). */
export async function destroyTestDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.close();
  await cleanups.get(handle)?.();
  cleanups.delete(handle);
}

/**
 * A new database with the migrations only (no demo, no pg-boss schema): what a production server
 * finds on its first start. On PGlite a copy of the empty template, as initdb left it.
 */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  let copy: DatabaseCopy;
  if (template.kind === 'postgres') {
    const name = `mostrador_empty_${randomBytes(6).toString('hex')}`;
    await withAdminClient(template.adminUrl, (client) => client.query(`create database "${name}"`));
    copy = {
      config: { dataDir: '', databaseUrl: databaseUrlFor(template.adminUrl, name) },
      remove: () =>
        withAdminClient(template.adminUrl, async (client) => {
          await client.query(`drop database if exists "${name}" with (force)`);
        }),
    };
  } else {
    copy = await copyPgliteDir(template.emptyDir, template.copiesDir);
  }
  const handle = await openDatabase(copy.config);
  cleanups.set(handle, copy.remove);
  await migrate(handle);
  return handle;
}
