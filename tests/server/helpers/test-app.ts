// Builds the app on a fresh test database for one test file, and signs demo users in.
import { expect } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/client';
import { DEMO_PASSWORD } from '../../../server/db/seed/index';
import type { App } from '../../../server/http/app-types';
import { testConfig } from './test-config';
import { createEmptyTestDatabase, createTestDatabase, destroyTestDatabase } from './test-db';

export const DEMO = {
  owner: 'dueno@taqueria.demo',
  host: 'anfitrion@taqueria.demo',
  kitchen: 'cocina@taqueria.demo',
  reader: 'lector@taqueria.demo',
  password: DEMO_PASSWORD,
} as const;

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    config?: Partial<Config>;
    now?: () => Date;
    liveHeartbeatMs?: number;
    /** Migrations only, no demo: a production server's first start (SEED_DEMO=false). */
    emptyDatabase?: boolean;
    /**
     * Off for a test that runs a job's work itself and watches a provider's requests: the
     * recurring jobs (the demo's booking reminders, due at some hours of the day) would send too.
     */
    startJobs?: boolean;
  } = {},
): Promise<TestApp> {
  const database = options.emptyDatabase ? await createEmptyTestDatabase() : await createTestDatabase();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    now: options.now,
    liveHeartbeatMs: options.liveHeartbeatMs,
  });
  if (options.startJobs !== false) await app.deps.jobs.start();
  return {
    app,
    database,
    async close() {
      await app.close();
      await destroyTestDatabase(database);
    },
  };
}

/** Signs in and returns the bearer token. */
export async function loginAs(app: App, email: string, password: string = DEMO.password): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/user/account/login',
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
