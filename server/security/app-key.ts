import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config';

/** The key file the server makes in DATA_DIR at its first start when APP_SECRET is not set. */
export const APP_KEY_FILE = 'app-secret.key';

const KEY_BYTES = 32;

/** A key file that is not the one the server wrote: the start stops rather than guess. */
export class AppKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AppKeyError';
  }
}

/**
 * The server's own key, which never lives in the database (access codes are stored as HMACs keyed
 * with it, so a copy of the database alone signs nobody in). APP_SECRET when set; otherwise
 * DATA_DIR/app-secret.key, created at the first start with 32 random bytes, readable by the
 * server's user only (0600). Several servers on one PostgreSQL need the same APP_SECRET.
 */
export function loadAppKey(config: Pick<Config, 'appSecret' | 'dataDir'>): Uint8Array {
  if (config.appSecret !== undefined) return new Uint8Array(Buffer.from(config.appSecret, 'utf8'));
  const dir = resolve(config.dataDir);
  const path = join(dir, APP_KEY_FILE);
  mkdirSync(dir, { recursive: true });
  try {
    // 'wx' fails when the file exists: two first starts never overwrite each other's key.
    writeFileSync(path, `${randomBytes(KEY_BYTES).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    // The mode given above is reduced by the umask only; chmod makes it exact.
    chmodSync(path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
  if (key.length !== KEY_BYTES) {
    throw new AppKeyError(
      `La clave del servidor (${path}) no es válida: debe tener ${KEY_BYTES} bytes en base64url. ` +
        'Restaure la copia original o defina APP_SECRET.',
    );
  }
  return new Uint8Array(key);
}
