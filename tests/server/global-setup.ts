// Builds, once per test run, the migrated and demo-seeded template that every test file copies
// (tests/server/helpers/test-db.ts): PGlite initdb is slow, copying a data dir is not. Beside it
// an empty template (initdb only) stands for a brand-new database.
// With DATABASE_URL set, the template is a PostgreSQL database on that server instead.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { isProcessRunning } from '../../server/db/lock';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/index';
import { testConfig } from './helpers/test-config';
import { databaseUrlFor, type TestDatabaseTemplate, withAdminClient } from './helpers/test-db';
// The demo users of the template are hashed at the tests' cost too.
import './setup-password-cost';

/** In memory where the machine has a tmpfs for it: the copies are written and deleted by the hundred. */
const TEMPLATE_ROOT = existsSync('/dev/shm')
  ? join('/dev/shm', 'mostrador-test-template')
  : join(import.meta.dirname, '..', '..', '.tmp', 'test-template');
const POSTGRES_TEMPLATE = 'mostrador_template';

/**
 * PGlite zeroes its shared buffers at every start: PostgreSQL's default 128 MB cost about 0.6 s of
 * CPU per test file. The demo database is some 17 MB; migrating and seeding it take as long with 16.
 */
const TEST_SHARED_BUFFERS = '16MB';

/**
 * pg-boss installs its schema on its first start, and a table with its indexes for each queue the
 * first time a server works it (half a second per test file): done once here, by starting a
 * server's jobs. Its schedules are not kept: a test's server applies them at its start, as a
 * server does on a new database.
 */
async function installServerQueues(database: DatabaseHandle): Promise<void> {
  const app = await buildApp({ config: testConfig(), database });
  await app.deps.jobs.start();
  await app.close();
  await database.db.execute(sql`delete from pgboss.schedule`);
}

async function fill(config: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    await seedDemo(handle.db);
    await installServerQueues(handle);
  } finally {
    await handle.close();
  }
}

/** A new PGlite data dir (initdb), with the tests' shared buffers from its next start on. */
async function createEmptyPglite(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db.execute(sql.raw(`alter system set shared_buffers = '${TEST_SHARED_BUFFERS}'`));
  } finally {
    await handle.close();
  }
}

async function dropTemplate(adminUrl: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`drop database if exists "${POSTGRES_TEMPLATE}" with (force)`),
  );
}

/** Removes the templates of earlier runs that were killed before their teardown. */
async function removeAbandonedTemplates(): Promise<void> {
  const entries = await readdir(TEMPLATE_ROOT).catch(() => []);
  for (const entry of entries) {
    const pid = Number(entry.split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isProcessRunning(pid)) {
      await rm(join(TEMPLATE_ROOT, entry), { recursive: true, force: true });
    }
  }
}

interface BuiltTemplate {
  template: TestDatabaseTemplate;
  remove(): Promise<void>;
}

async function buildPostgresTemplate(adminUrl: string): Promise<BuiltTemplate> {
  await dropTemplate(adminUrl);
  await withAdminClient(adminUrl, (client) => client.query(`create database "${POSTGRES_TEMPLATE}"`));
  await fill({ dataDir: '', databaseUrl: databaseUrlFor(adminUrl, POSTGRES_TEMPLATE) });
  return {
    template: { kind: 'postgres', adminUrl, templateName: POSTGRES_TEMPLATE },
    remove: () => dropTemplate(adminUrl),
  };
}

async function buildPgliteTemplate(): Promise<BuiltTemplate> {
  // One run folder per run (named after this process), so two runs at once do not share one.
  await removeAbandonedTemplates();
  const runDir = join(TEMPLATE_ROOT, `${process.pid}-${randomBytes(3).toString('hex')}`);
  await mkdir(runDir, { recursive: true });
  const emptyDir = join(runDir, 'empty');
  const templateDir = join(runDir, 'data');
  await createEmptyPglite(emptyDir);
  await cp(emptyDir, templateDir, { recursive: true });
  await fill({ dataDir: templateDir });
  return {
    template: { kind: 'pglite', templateDir, emptyDir, copiesDir: runDir },
    remove: () => rm(runDir, { recursive: true, force: true }),
  };
}

/**
 * Both server projects name this file, and vitest runs it once for each, one after the other in
 * its main process, each time in a module instance of its own: the first builds the template, the
 * second takes the same one, and the last teardown removes it.
 */
interface SharedTemplate {
  built: Promise<BuiltTemplate>;
  users: number;
}
const SHARED_TEMPLATE = Symbol.for('mostrador.test-database-template');
const processGlobals = globalThis as typeof globalThis & { [SHARED_TEMPLATE]?: SharedTemplate };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const shared = processGlobals[SHARED_TEMPLATE] ?? {
    built: adminUrl ? buildPostgresTemplate(adminUrl) : buildPgliteTemplate(),
    users: 0,
  };
  processGlobals[SHARED_TEMPLATE] = shared;
  shared.users += 1;
  const { template, remove } = await shared.built;
  project.provide('testDatabaseTemplate', template);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete processGlobals[SHARED_TEMPLATE];
    await remove();
  };
}
