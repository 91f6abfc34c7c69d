import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const ASSET_PATH = '/assets/app-abc123.js';
const ASSET = `console.log(${JSON.stringify('Mostrador '.repeat(400))});`;
const STATUS_DATA = '/v1/waitlist/hostess/status-data?timezone=America%2FMexico_City';

let distDir: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'mostrador-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Mostrador</title>');
  // What the build writes (vite-plugin-compression2): the asset and its brotli and gzip twins.
  await writeFile(join(distDir, 'assets', 'app-abc123.js'), ASSET);
  await writeFile(join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
  await writeFile(join(distDir, 'assets', 'app-abc123.js.gz'), gzipSync(ASSET));
  t = await startTestApp({ config: { distDir } });
  token = await loginAs(t.app, DEMO.host);
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('compressed responses', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br, gzip', 'br'],
    ['identity', undefined],
  ])('serves a built asset precompressed for Accept-Encoding %s', async (accept, expected) => {
    const response = await t.app.inject({ url: ASSET_PATH, headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
    if (expected) expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(expected, response.rawPayload)).toBe(ASSET);
    if (expected) expect(response.rawPayload.byteLength).toBeLessThan(ASSET.length / 4);
  });

  it('sends the asset uncompressed without Accept-Encoding', async () => {
    const response = await t.app.inject({ url: ASSET_PATH, headers: { 'accept-encoding': '' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ASSET);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])('compresses JSON over 1 KB for Accept-Encoding "%s"', async (accept, expected) => {
    const response = await t.app.inject({
      url: STATUS_DATA,
      headers: { ...bearer(token), 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['content-type']).toContain('application/json');
    const body = JSON.parse(decode(expected, response.rawPayload)) as { data: { entries: unknown[] } };
    expect(body.data.entries.length).toBeGreaterThan(0);
    if (expected) expect(response.rawPayload.byteLength).toBeLessThan(JSON.stringify(body).length);
  });

  it('shows a change of today’s list in the next compressed answer', async () => {
    const read = async () => {
      const response = await t.app.inject({
        url: STATUS_DATA,
        headers: { ...bearer(token), 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      return JSON.parse(decode('br', response.rawPayload)) as {
        data: { entries: { id: number; notes: string | null }[] };
      };
    };
    const [entry] = (await read()).data.entries;
    if (!entry) throw new Error('today’s list is empty');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/v1/waitlist/queue/${entry.id}/notes`,
      headers: bearer(token),
      payload: { notes: 'Mesa junto a la ventana' },
    });
    expect(edit.statusCode).toBe(200);
    const after = (await read()).data.entries.find((item) => item.id === entry.id);
    expect(after?.notes).toBe('Mesa junto a la ventana');
  });

  it('leaves JSON under 1 KB uncompressed', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.byteLength).toBeLessThan(1024);
  });
});
