// Builds, once per test run, the migrated and demo-seeded template that every test file copies
// (tests/server/helpers/test-db.ts): PGlite initdb is slow, copying a data dir is not.
// With DATABASE_URL set, the template is a PostgreSQL database on that server instead.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { isProcessRunning } from '../../server/db/lock';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/index';
import { createJobs } from '../../server/jobs/jobs';
import { databaseUrlFor, type TestDatabaseTemplate, withAdminClient } from './helpers/test-db';
// The demo users of the template are hashed at the tests' cost too.
import './setup-password-cost';

const TEMPLATE_ROOT = join(import.meta.dirname, '..', '..', '.tmp', 'test-template');
const POSTGRES_TEMPLATE = 'mostrador_template';

async function fill(config: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    await seedDemo(handle.db);
    // pg-boss installs its schema on first start: done once here, not in every test file.
    const jobs = createJobs({ database: handle, log: { warn: () => undefined, error: () => undefined } });
    await jobs.start();
    await jobs.stop();
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    await dropTemplate(adminUrl);
    await withAdminClient(adminUrl, (client) => client.query(`create database "${POSTGRES_TEMPLATE}"`));
    await fill({ dataDir: '', databaseUrl: databaseUrlFor(adminUrl, POSTGRES_TEMPLATE) });
    const template: TestDatabaseTemplate = { kind: 'postgres', adminUrl, templateName: POSTGRES_TEMPLATE };
    project.provide('testDatabaseTemplate', template);
    return () => dropTemplate(adminUrl);
  }
  // One template per run (named after this process), so two runs at once do not share one.
  await removeAbandonedTemplates();
  const runDir = join(TEMPLATE_ROOT, `${process.pid}-${randomBytes(3).toString('hex')}`);
  await mkdir(runDir, { recursive: true });
  const templateDir = join(runDir, 'data');
  await fill({ dataDir: templateDir });
  project.provide('testDatabaseTemplate', { kind: 'pglite', templateDir });
  return () => rm(runDir, { recursive: true, force: true });
}
