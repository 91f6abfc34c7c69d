import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { DataDirLockedError, lockDataDir } from '../../server/db/lock';
import { migrate } from '../../server/db/migrate';
import { companies } from '../../server/db/schema';

const ROOT = join(import.meta.dirname, '..', '..');

let dir: string;
let dataDir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mostrador-lock-'));
  dataDir = join(dir, 'data');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function companyCount(handle: DatabaseHandle, name: string): Promise<number> {
  return (await handle.db.select().from(companies).where(eq(companies.name, name))).length;
}

/** Both blocks are about PGlite's data directory: the PostgreSQL pass (DATABASE_URL) has none. */
const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Starts dataDir from a copy of one of the run's PGlite templates (skips PGlite's slow initdb):
 * the empty one (as initdb leaves it) or the seeded one.
 */
async function copyTemplate(which: 'emptyDir' | 'templateDir'): Promise<void> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') await cp(template[which], dataDir, { recursive: true });
}

describe.skipIf(onPostgres)('the PGlite data dir lock', () => {
  it('refuses a second opener; after close() or a crash a reopen finds every committed row', async () => {
    await copyTemplate('emptyDir');
    const first = await openDatabase({ dataDir });
    await migrate(first);
    await first.db.insert(companies).values({ name: 'Cocina Económica Lupita' });

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/Otro servidor de Mostrador ya está usando DATA_DIR/);
    await expect(second).rejects.toThrow(/Deténgalo o elija otro DATA_DIR/);

    await first.close();
    const reopened = await openDatabase({ dataDir });
    expect(await companyCount(reopened, 'Cocina Económica Lupita')).toBe(1);
    await reopened.close();

    // A process killed without closing leaves its lock; once stale, the next start takes it over.
    const lockPath = `${dataDir}.lock`;
    await mkdir(lockPath);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await utimes(lockPath, aMinuteAgo, aMinuteAgo);
    const afterCrash = await openDatabase({ dataDir });
    expect(await companyCount(afterCrash, 'Cocina Económica Lupita')).toBe(1);
    await afterCrash.close();
  });
});

/** A separate process holding the lock of dataDir (tests/server/fixtures/hold-data-dir-lock.ts). */
async function lockHolder(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/server/fixtures/hold-data-dir-lock.ts', dataDir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(chunk.toString()).toContain('locked');
  return child;
}

describe('the lock of a crashed server', () => {
  it('is taken over at once after kill -9, while a live holder is still refused', async () => {
    const holder = await lockHolder();
    try {
      await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    const started = Date.now();
    const lock = await lockDataDir(dataDir);
    expect(Date.now() - started).toBeLessThan(2_000);
    await lock.release();
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Server {
  child: ChildProcess;
  url: string;
  output(): string;
}

function startServer(port: number): Server {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SKIP_BUILD: '1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

async function waitForHealth(server: Server): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    const response = await fetch(`${server.url}/healthz`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no /healthz 200 within 45 s:\n${server.output()}`);
}

async function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/user/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'anfitrion@taqueria.demo', password: 'Demo1234' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe.skipIf(onPostgres)('the server process (npm start)', () => {
  it('refuses a second server on the same DATA_DIR, stops on Ctrl-C with 0 and keeps its data', async () => {
    await copyTemplate('templateDir');
    const first = startServer(await freePort());
    try {
      await waitForHealth(first);
      expect(first.output()).toContain('Mostrador listo en http://localhost:');
      expect(first.output()).toContain('anfitrion@taqueria.demo');
      const token = await login(first.url);

      const second = startServer(await freePort());
      expect(await exitCode(second.child)).toBe(1);
      expect(second.output()).toContain('Otro servidor de Mostrador ya está usando DATA_DIR');
      expect(second.output()).not.toMatch(/\n\s+at /);

      first.child.kill('SIGINT');
      expect(await exitCode(first.child)).toBe(0);

      const restarted = startServer(await freePort());
      try {
        await waitForHealth(restarted);
        const settings = await fetch(`${restarted.url}/v1/user/account/settings`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(settings.status).toBe(200);
      } finally {
        restarted.child.kill('SIGTERM');
        expect(await exitCode(restarted.child)).toBe(0);
      }
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    }
  });
});
