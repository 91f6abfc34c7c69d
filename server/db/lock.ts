import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

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

/**
 * A lock younger than this is live; an older one was left by a crashed process and is taken over.
 * The holder refreshes it every STALE_MS / 2, and a busy event loop alone never loses it.
 */
const STALE_MS = 10_000;

/**
 * Takes an exclusive lock on a PGlite data dir: a `<dataDir>.lock` directory beside it.
 * PGlite itself would let two processes open the same dir and silently lose writes.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const absolute = resolve(dataDir);
  const lockPath = `${absolute}.lock`;
  await mkdir(dirname(absolute), { recursive: true });
  let releaseLock: () => Promise<void>;
  try {
    releaseLock = await lockfile.lock(absolute, {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_MS,
      retries: 0,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(absolute);
    throw error;
  }
  let released = false;
  return {
    lockPath,
    async release() {
      if (released) return;
      released = true;
      await releaseLock();
    },
  };
}
