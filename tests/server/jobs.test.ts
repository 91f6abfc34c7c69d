import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import {
  emailVerificationTokens,
  idempotencyKeys,
  loginFailures,
  loyaltyCardCodes,
  loyaltyCards,
  oneTimeCodes,
  passwordResetTokens,
  sessions,
  users,
  webhookReceipts,
} from '../../server/db/schema';
import { CLEANUP_QUEUE, cleanUp } from '../../server/jobs/cleanup';
import { createJobs, type QueueDefinition } from '../../server/jobs/jobs';
import { eventually } from './helpers/eventually';
import { startTestApp, type TestApp } from './helpers/test-app';
import { copyTestDatabase } from './helpers/test-db';

const ROOT = join(import.meta.dirname, '..', '..');
const quietLog = { warn: () => undefined, error: () => undefined };

function queue(name: string): QueueDefinition {
  return { name, retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 30 };
}

describe('jobs in the server process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('retries a job whose handler failed, with its attempt count, until it succeeds', async () => {
    const attempts: number[] = [];
    await t.app.deps.jobs.work(queue('test-flaky'), async (_data, job) => {
      attempts.push(job.retryCount);
      if (job.retryCount === 0) throw new Error('El proveedor no respondió');
    });
    await t.app.deps.jobs.send(queue('test-flaky'), { n: 1 });
    await eventually(
      async () => attempts.length,
      (count) => count >= 2,
    );
    expect(attempts).toEqual([0, 1]);
  });

  it('runs after a restart a job queued before the stop', async () => {
    const before = createJobs({ database: t.database, log: quietLog });
    await before.start();
    const id = await before.send(queue('test-restart'), { order: 7 });
    await before.stop();

    const received: unknown[] = [];
    const after = createJobs({ database: t.database, log: quietLog, pollingIntervalSeconds: 0.5 });
    await after.work(queue('test-restart'), async (data) => {
      received.push(data);
    });
    await after.start();
    try {
      await eventually(
        async () => received.length,
        (count) => count > 0,
      );
      expect(id).toBeTruthy();
      expect(received).toEqual([{ order: 7 }]);
    } finally {
      await after.stop();
    }
  });
});

describe('jobs across a process stop', () => {
  let copy: Awaited<ReturnType<typeof copyTestDatabase>>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    copy = await copyTestDatabase();
  });
  afterEach(() => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    children.length = 0;
  });
  afterAll(async () => {
    await copy.remove();
  });

  /** Starts tests/server/fixtures/job-process.ts and resolves once it printed `line`. */
  async function run(mode: string, line: string): Promise<ChildProcess> {
    const { DATABASE_URL: _adminUrl, ...inherited } = process.env;
    const env = copy.config.databaseUrl
      ? { ...inherited, DATABASE_URL: copy.config.databaseUrl }
      : { ...inherited, DATA_DIR: copy.config.dataDir };
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/job-process.ts', mode], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${line}" from ${mode}:\n${output}`)), 40_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(line)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        if (!output.includes(line))
          reject(new Error(`${mode} exited with ${code} before "${line}":\n${output}`));
      });
    });
    return child;
  }

  async function exited(child: ChildProcess): Promise<number | null> {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const [code] = (await once(child, 'exit')) as [number | null];
    return code;
  }

  async function probeRows(): Promise<{ job_id: string; attempt: number }[]> {
    const database = await openDatabase(copy.config);
    try {
      const result = await database.db.execute(sql`select job_id, attempt from job_probe order by done_at`);
      return (result as unknown as { rows: { job_id: string; attempt: number }[] }).rows;
    } finally {
      await database.close();
    }
  }

  async function kill9(child: ChildProcess): Promise<void> {
    child.kill('SIGKILL');
    await exited(child);
  }

  it('SIGTERM with a job in flight lets it finish before the process exits', async () => {
    const child = await run('slow', 'in-flight');
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    const rows = await probeRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.attempt).toBe(0);
  });

  it('runs after a restart a job queued before kill -9', async () => {
    const queued = await run('queue', 'queued');
    await kill9(queued);
    const worker = await run('work', 'done');
    expect(await exited(worker)).toBe(0);
    expect((await probeRows()).length).toBe(2);
  });

  it('retries after a restart a job cut off in flight by kill -9', async () => {
    const hanging = await run('hang', 'in-flight');
    await kill9(hanging);
    const worker = await run('work', 'done');
    expect(await exited(worker)).toBe(0);
    const rows = await probeRows();
    expect(rows).toHaveLength(3);
    expect(rows.at(-1)?.attempt).toBeGreaterThanOrEqual(1);
  });
});

describe('the daily cleanup job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes expired sessions and idempotency keys past 48 h, and keeps live ones', async () => {
    const now = new Date();
    const hour = 3_600_000;
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const userId = user?.id ?? 0;
    await t.database.db.insert(sessions).values([
      { tokenHash: 'caducada', userId, expiresAt: new Date(now.getTime() - hour) },
      { tokenHash: 'vigente', userId, expiresAt: new Date(now.getTime() + hour) },
    ]);
    const key = {
      scope: `user:${userId}`,
      userId,
      method: 'PATCH',
      path: '/v1/x',
      requestHash: 'h',
      statusCode: 200,
    };
    await t.database.db.insert(idempotencyKeys).values([
      { ...key, key: 'vieja', createdAt: new Date(now.getTime() - 49 * hour) },
      { ...key, key: 'reciente', createdAt: new Date(now.getTime() - 47 * hour) },
    ]);

    await cleanUp(t.database.db, now);

    const tokens = (await t.database.db.select({ token: sessions.tokenHash }).from(sessions)).map(
      (row) => row.token,
    );
    expect(tokens).toContain('vigente');
    expect(tokens).not.toContain('caducada');
    const keys = (await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
      (row) => row.key,
    );
    expect(keys).toContain('reciente');
    expect(keys).not.toContain('vieja');
  });

  it('purges verification codes, reset tokens and card codes a day after they expire, webhook receipts after 30 days', async () => {
    const { db } = t.database;
    const now = new Date();
    const hour = 3_600_000;
    const ago = (hours: number) => new Date(now.getTime() - hours * hour);
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    const [card] = await db
      .select({ id: loyaltyCards.id, companyId: loyaltyCards.companyId })
      .from(loyaltyCards)
      .limit(1);
    const userId = user?.id ?? 0;
    await db.insert(oneTimeCodes).values([
      { phone: '+525500000001', codeHash: 'otp-vieja', expiresAt: ago(25) },
      { phone: '+525500000001', codeHash: 'otp-reciente', expiresAt: ago(23) },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId, tokenHash: 'reset-vieja', expiresAt: ago(25) },
      { userId, tokenHash: 'reset-reciente', expiresAt: ago(1) },
    ]);
    await db.insert(loyaltyCardCodes).values([
      { companyId: card?.companyId ?? 0, cardId: card?.id ?? 0, code: '900001', expiresAt: ago(25) },
      { companyId: card?.companyId ?? 0, cardId: card?.id ?? 0, code: '900002', expiresAt: ago(2) },
    ]);
    await db.insert(webhookReceipts).values([
      { provider: 'twilio', fingerprint: 'recibo-viejo', createdAt: ago(31 * 24) },
      { provider: 'twilio', fingerprint: 'recibo-reciente', createdAt: ago(29 * 24) },
    ]);

    await cleanUp(db, now);

    const otps = (await db.select({ hash: oneTimeCodes.codeHash }).from(oneTimeCodes)).map((row) => row.hash);
    expect(otps).toContain('otp-reciente');
    expect(otps).not.toContain('otp-vieja');
    const resets = (await db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens)).map(
      (row) => row.hash,
    );
    expect(resets).toContain('reset-reciente');
    expect(resets).not.toContain('reset-vieja');
    const codes = (await db.select({ code: loyaltyCardCodes.code }).from(loyaltyCardCodes)).map(
      (row) => row.code,
    );
    expect(codes).toContain('900002');
    expect(codes).not.toContain('900001');
    const receipts = (
      await db.select({ fingerprint: webhookReceipts.fingerprint }).from(webhookReceipts)
    ).map((row) => row.fingerprint);
    expect(receipts).toContain('recibo-reciente');
    expect(receipts).not.toContain('recibo-viejo');
  });

  it('purges e-mail verification links a day after they expire and login failures a day after the last one', async () => {
    const { db } = t.database;
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    const userId = user?.id ?? 0;
    await db.insert(emailVerificationTokens).values([
      { userId, email: 'a@ejemplo.com', tokenHash: 'correo-viejo', expiresAt: ago(25) },
      { userId, email: 'a@ejemplo.com', tokenHash: 'correo-reciente', expiresAt: ago(23) },
    ]);
    await db.insert(loginFailures).values([
      { key: 'email:vieja@ejemplo.com', failures: 3, lastFailedAt: ago(25) },
      { key: 'email:reciente@ejemplo.com', failures: 3, lastFailedAt: ago(23) },
    ]);

    await cleanUp(db, now);

    const links = (
      await db.select({ hash: emailVerificationTokens.tokenHash }).from(emailVerificationTokens)
    ).map((row) => row.hash);
    expect(links).toContain('correo-reciente');
    expect(links).not.toContain('correo-viejo');
    const failures = (await db.select({ key: loginFailures.key }).from(loginFailures)).map((row) => row.key);
    expect(failures).toEqual(['email:reciente@ejemplo.com']);
  });

  it('is scheduled every day in pg-boss once the server starts', async () => {
    const result = await t.database.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${CLEANUP_QUEUE.name}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { cron: '0 4 * * *', timezone: 'America/Mexico_City' },
    ]);
  });
});
