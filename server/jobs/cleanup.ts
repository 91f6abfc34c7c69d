import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { purgeExpiredKeys } from '../http/idempotency/idempotency-store';
import type { Jobs, QueueDefinition } from './jobs';

export const CLEANUP_QUEUE: QueueDefinition = {
  name: 'maintenance-cleanup',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
};

/** Every day at 04:00 Mexico City time, when restaurants are closed. */
const CLEANUP_CRON = '0 4 * * *';

/** Deletes expired sessions and idempotency keys past their retention. */
export async function cleanUp(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await purgeExpiredKeys(db, now);
}

export async function registerCleanupJob(jobs: Jobs, db: Db, now: () => Date): Promise<void> {
  await jobs.work(CLEANUP_QUEUE, () => cleanUp(db, now()));
  await jobs.schedule(CLEANUP_QUEUE, CLEANUP_CRON);
}
