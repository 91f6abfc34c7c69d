import { type Column, lt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  emailVerificationTokens,
  loginFailures,
  loyaltyCardCodes,
  oneTimeCodes,
  passwordResetTokens,
  sessions,
  webhookReceipts,
} from '../db/schema';
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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rows that outlive their use: a row goes once `column` is older than `keepMs`. Verification codes
 * and links are kept a day past expiry because their rows also count the sends per phone, account
 * and address; login failures are forgotten a day after the last one anyway;
 * webhook receipts 30 days, longer than any provider retries a delivery report.
 */
const SHORT_LIVED: { table: PgTable; column: Column; keepMs: number }[] = [
  { table: sessions, column: sessions.expiresAt, keepMs: 0 },
  { table: oneTimeCodes, column: oneTimeCodes.expiresAt, keepMs: DAY_MS },
  { table: passwordResetTokens, column: passwordResetTokens.expiresAt, keepMs: DAY_MS },
  { table: emailVerificationTokens, column: emailVerificationTokens.expiresAt, keepMs: DAY_MS },
  { table: loginFailures, column: loginFailures.lastFailedAt, keepMs: DAY_MS },
  { table: loyaltyCardCodes, column: loyaltyCardCodes.expiresAt, keepMs: DAY_MS },
  { table: webhookReceipts, column: webhookReceipts.createdAt, keepMs: 30 * DAY_MS },
];

/** Deletes expired sessions, codes, tokens, webhook receipts and idempotency keys past their retention. */
export async function cleanUp(db: Db, now: Date): Promise<void> {
  for (const { table, column, keepMs } of SHORT_LIVED) {
    await db.delete(table).where(lt(column, new Date(now.getTime() - keepMs)));
  }
  await purgeExpiredKeys(db, now);
}

export async function registerCleanupJob(jobs: Jobs, db: Db, now: () => Date): Promise<void> {
  await jobs.work(CLEANUP_QUEUE, () => cleanUp(db, now()));
  await jobs.schedule(CLEANUP_QUEUE, CLEANUP_CRON);
}
