import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_KEY_FILE, AppKeyError, loadAppKey } from '../../server/security/app-key';

let dataDir: string;

beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'mostrador-key-')), 'data');
});
afterEach(async () => {
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

describe('the server key (keys the access codes, never in the database)', () => {
  it('is made at the first start in DATA_DIR, readable by the server user only (0600), and kept', async () => {
    const first = loadAppKey({ dataDir, appSecret: undefined });
    expect(first).toHaveLength(32);
    const file = await stat(join(dataDir, APP_KEY_FILE));
    expect(file.mode & 0o777).toBe(0o600);
    const again = loadAppKey({ dataDir, appSecret: undefined });
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(await readFile(join(dataDir, APP_KEY_FILE), 'utf8')).toMatch(/^[A-Za-z0-9_-]{43}\n$/);
  });

  it('comes from APP_SECRET when set, and then no file is written', async () => {
    const key = loadAppKey({ dataDir, appSecret: 'una-clave-larga-del-entorno-de-32-caracteres' });
    expect(Buffer.from(key).toString('utf8')).toBe('una-clave-larga-del-entorno-de-32-caracteres');
    await expect(stat(join(dataDir, APP_KEY_FILE))).rejects.toThrow();
  });

  it('refuses to start on a damaged key file instead of making codes nobody can use later', async () => {
    loadAppKey({ dataDir, appSecret: undefined });
    await writeFile(join(dataDir, APP_KEY_FILE), 'corta\n');
    expect(() => loadAppKey({ dataDir, appSecret: undefined })).toThrow(AppKeyError);
  });
});
