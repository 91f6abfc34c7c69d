import { analyzeChangedTables } from '../db/auto-analyze';
import type { DatabaseHandle, Db } from '../db/client';
import type { Jobs, QueueDefinition } from './jobs';

export const ANALYZE_QUEUE: QueueDefinition = {
  name: 'maintenance-analyze',
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
};

/** Every 10 minutes: a table that changed past the threshold has planner statistics again soon. */
const ANALYZE_CRON = '*/10 * * * *';

/**
 * On PGlite only (PostgreSQL's autovacuum does it): analyzes the tables that changed
 * (server/db/auto-analyze.ts). The tables' owner runs it: the platform path.
 */
export async function registerAnalyzeJob(jobs: Jobs, database: DatabaseHandle, db: Db): Promise<void> {
  if (database.kind !== 'pglite') return;
  await jobs.work(ANALYZE_QUEUE, async () => {
    await analyzeChangedTables(db);
  });
  await jobs.schedule(ANALYZE_QUEUE, ANALYZE_CRON);
}
