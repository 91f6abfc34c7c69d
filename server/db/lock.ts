import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** Thrown when another process (a second Mostrador server) already holds the data dir. */
export class DataDirLockedError extends Error {
  readonly dataDir: string;

  constructor(dataDir: string) {
    super(
      `Otro servidor de Mostrador ya está usando DATA_DIR (${dataDir}). Deténgalo o elija otro DATA_DIR. ` +
        `(Another Mostrador server is already using DATA_DIR ${dataDir}: stop it or choose another DATA_DIR.)`,
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
  }
}

/** A held lock; release() is idempotent. */
export interface DataDirLock {
  lockPath: string;
  release(): Promise<void>;
}

/** Who holds a lock: written into it when taken. */
interface LockOwner {
  pid: number;
  host: string;
}

/**
 * A holder refreshes its lock's modification time every STALE_MS / 2. A lock not refreshed for
 * longer belongs to no running server (a crash on another host sharing the folder, or a pid
 * reused by an unrelated process) and is taken over.
 */
const STALE_MS = 10_000;
const OWNER_FILE = 'owner.json';

/** Whether a process with this pid runs on this host (EPERM: it runs, as another user). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(lockPath: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(join(lockPath, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : null;
  } catch {
    return null;
  }
}

/**
 * A lock is live while it was refreshed recently and, when its holder is on this host, that
 * process still runs: after a `kill -9` the next start takes the lock over at once.
 */
async function isLive(lockPath: string): Promise<boolean> {
  const modified = await stat(lockPath).then(
    (stats) => stats.mtimeMs,
    () => 0,
  );
  if (Date.now() - modified > STALE_MS) return false;
  const owner = await readOwner(lockPath);
  if (owner?.host === hostname()) return isProcessRunning(owner.pid);
  return true;
}

/** Creates the lock folder with this process as its owner; false when it already exists. */
async function create(lockPath: string): Promise<boolean> {
  try {
    await mkdir(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  await writeFile(join(lockPath, OWNER_FILE), JSON.stringify(owner));
  return true;
}

/**
 * Takes an exclusive lock on a PGlite data dir: a `<dataDir>.lock` folder beside it holding the
 * owner's pid and host. PGlite itself would let two processes open the same dir and silently
 * lose writes.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const absolute = resolve(dataDir);
  const lockPath = `${absolute}.lock`;
  await mkdir(dirname(absolute), { recursive: true });
  if (!(await create(lockPath))) {
    if (await isLive(lockPath)) throw new DataDirLockedError(absolute);
    // Moved aside first (atomic), so two starts racing for a dead lock cannot both remove it.
    const abandoned = `${lockPath}.stale-${process.pid}`;
    await rename(lockPath, abandoned).catch(() => undefined);
    await rm(abandoned, { recursive: true, force: true });
    if (!(await create(lockPath))) throw new DataDirLockedError(absolute);
  }

  const refresh = setInterval(() => {
    const now = new Date();
    utimes(lockPath, now, now).catch(() => undefined);
  }, STALE_MS / 2);
  refresh.unref();
  let released = false;
  return {
    lockPath,
    async release() {
      if (released) return;
      released = true;
      clearInterval(refresh);
      await rm(lockPath, { recursive: true, force: true });
    },
  };
}
