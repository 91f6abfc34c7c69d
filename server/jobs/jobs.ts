import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { pgliteBossDb } from './pglite-boss-db';

/** A queue and its retry policy, declared next to the handler that works it. */
export interface QueueDefinition {
  name: string;
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one. */
  retryDelaySeconds: number;
  /** A handler still running after this long is failed (and retried). */
  expireInSeconds: number;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True on the attempt after which no retry follows. */
  isLastAttempt: boolean;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface Jobs {
  /** Queues a job; resolves with its id, or null when a job with the same singletonKey already waits. */
  send<T extends object>(
    queue: QueueDefinition,
    data: T,
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  /**
   * Whether a job of the queue sent with this singletonKey still waits or runs (created, retry or
   * active). Before start() it cannot tell and answers true: the job may be another server's.
   */
  hasPendingJob(queue: QueueDefinition, singletonKey: string): Promise<boolean>;
  /** Registers the handler of a queue (it starts with start()); throwing from it means "retry later". */
  work<T extends object>(queue: QueueDefinition, handler: JobHandler<T>): Promise<void>;
  /** Queues a job on a cron schedule (Mexico City time; applied at start()), one per tick across all servers. */
  schedule(queue: QueueDefinition, cron: string): Promise<void>;
  start(): Promise<void>;
  /** Graceful: stops fetching, lets handlers in flight finish (bounded), fails the rest so they are retried. */
  stop(): Promise<void>;
}

/** What jobs log to (the app's logger). */
export type JobsLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface JobsOptions {
  database: DatabaseHandle;
  log: JobsLog;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for handlers in flight. */
  stopTimeoutMs?: number;
  /** How often expired jobs are failed over to retry (pg-boss maintenance). */
  maintenanceIntervalSeconds?: number;
}

const SCHEDULE_TIME_ZONE = 'America/Mexico_City';

function bossOptions(options: JobsOptions): PgBoss.ConstructorOptions {
  const { driver } = options.database;
  const connection: PgBoss.ConstructorOptions =
    driver.kind === 'pglite' ? { db: pgliteBossDb(driver.client) } : { connectionString: driver.url, max: 4 };
  return {
    ...connection,
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    migrate: true,
    ...(options.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
      : {}),
  };
}

/**
 * On PGlite one process owns the data dir, so a job still 'active' when the server starts was
 * cut off by a crash (`kill -9`): it is put back to retry at once instead of waiting for its
 * expiration. On PostgreSQL several servers share the queue and an 'active' job may be running
 * elsewhere: there a crashed job waits for its queue's expireInSeconds.
 */
async function retryOrphans(options: JobsOptions): Promise<number> {
  const { driver } = options.database;
  if (driver.kind !== 'pglite') return 0;
  const result = await driver.client.query<{ id: string }>(
    `update pgboss.job set state = 'retry', start_after = now()
      where state = 'active' returning id`,
  );
  return result.rows.length;
}

/** pg-boss in this process, on the server's own database (PGlite through an adapter, or PostgreSQL). */
export function createJobs(options: JobsOptions): Jobs {
  const { log } = options;
  const boss = new PgBoss(bossOptions(options));
  const created = new Map<string, Promise<void>>();
  const handlers: { queue: QueueDefinition; handler: JobHandler<object> }[] = [];
  const schedules: { queue: QueueDefinition; cron: string }[] = [];
  let started = false;

  boss.on('error', (error) => log.error({ err: error }, `jobs: ${error.message}`));

  const ensureQueue = (queue: QueueDefinition) => {
    let done = created.get(queue.name);
    if (!done) {
      done = boss.createQueue(queue.name, {
        name: queue.name,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds,
      });
      created.set(queue.name, done);
      done.catch(() => created.delete(queue.name));
    }
    return done;
  };

  const applySchedule = async (queue: QueueDefinition, cron: string) => {
    await ensureQueue(queue);
    await boss.schedule(queue.name, cron, {}, { tz: SCHEDULE_TIME_ZONE });
  };

  const startWorker = async (queue: QueueDefinition, handler: JobHandler<object>) => {
    await ensureQueue(queue);
    await boss.work<object>(
      queue.name,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const context = {
          id: job.id,
          retryCount: job.retryCount,
          isLastAttempt: job.retryCount >= job.retryLimit,
        };
        try {
          await handler(job.data, context);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const attempt = `${job.retryCount + 1} de ${job.retryLimit + 1}`;
          const fields = { job: queue.name, jobId: job.id, attempt, reason };
          if (context.isLastAttempt) log.error(fields, `job ${queue.name} failed for good: ${reason}`);
          else log.warn(fields, `job ${queue.name} failed, will retry: ${reason}`);
          throw error;
        }
      },
    );
  };

  return {
    async send(queue, data, sendOptions = {}) {
      await ensureQueue(queue);
      return boss.send(queue.name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },
    async hasPendingJob(queue, singletonKey) {
      if (!started) return true;
      // job_state is an enum ordered created < retry < active < completed < cancelled < failed.
      const result = await boss
        .getDb()
        .executeSql(
          `select 1 from pgboss.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`,
          [queue.name, singletonKey],
        );
      return result.rows.length > 0;
    },
    async work(queue, handler) {
      handlers.push({ queue, handler: handler as JobHandler<object> });
      if (started) await startWorker(queue, handler as JobHandler<object>);
    },
    async schedule(queue, cron) {
      schedules.push({ queue, cron });
      if (started) await applySchedule(queue, cron);
    },
    async start() {
      if (started) return;
      await boss.start();
      const orphans = await retryOrphans(options);
      if (orphans > 0) log.warn(`jobs: ${orphans} job(s) cut off by a crash will be retried now`);
      started = true;
      for (const { queue, handler } of handlers) await startWorker(queue, handler);
      for (const { queue, cron } of schedules) await applySchedule(queue, cron);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 20_000, close: true });
    },
  };
}
