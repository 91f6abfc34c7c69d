import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigScript } from '../../server/http/pwa/client-config';
import { startTestApp, type TestApp } from './helpers/test-app';

const INDEX =
  '<!doctype html><html lang="es-MX"><head><script src="/config.js"></script></head><body>Mostrador</body></html>';
let distDir: string;
let t: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'mostrador-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  await writeFile(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(distDir, 'manifest.webmanifest'), '{"name":"Mostrador"}');
  await writeFile(join(distDir, 'workbox-5ffe50d4.js'), '// workbox');
  await writeFile(join(distDir, 'icon-192.png'), 'png');
  await writeFile(join(distDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  await writeFile(join(distDir, '.env'), 'SECRET=1');
  t = await startTestApp({
    config: { distDir, appHosts: ['mostrador.mx'], ordersHosts: ['pedidos.mostrador.mx'] },
  });
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the built PWA', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('revalidates the entry points every time', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/workbox-5ffe50d4.js']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('manifest+json');
  });

  it('caches other public files briefly', async () => {
    const response = await t.app.inject({ url: '/icon-192.png' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers app routes with index.html (SPA fallback, no-cache)', async () => {
    for (const url of [
      '/hostess',
      '/settings/users/12',
      '/loyalty/transactions?page=2',
      '/r/taqueria.demo',
    ]) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('never falls back for API, public API, docs or files, nor for non-HTML requests', async () => {
    for (const url of [
      '/v1/nada',
      '/public/nada',
      '/healthz/nada',
      '/assets/missing-123.js',
      '/missing.png',
    ]) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Recurso no encontrado.', code: 'NOT_FOUND' });
    }
    const api = await t.app.inject({ url: '/hostess', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/hostess', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('serves a file only by its exact name: spelled in another case it is a 404', async () => {
    for (const url of ['/ASSETS/app-abc123.js', '/assets/APP-abc123.js', '/Index.html']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/console\.log|Mostrador<\/body>/);
    }
  });

  it('does not serve dotfiles', async () => {
    const response = await t.app.inject({ url: '/.env' });
    expect(response.body).not.toContain('SECRET');
  });

  it('serves the runtime configuration script', async () => {
    const response = await t.app.inject({ url: '/config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(
      'window.__MOSTRADOR_CONFIG__={"appHosts":["mostrador.mx"],"ordersHosts":["pedidos.mostrador.mx"],"version":"1.27.0"};',
    );
  });

  it('passes the support WhatsApp number when one is configured', () => {
    const script = clientConfigScript({
      appHosts: ['mostrador.mx'],
      ordersHosts: [],
      supportWhatsapp: '+525598765432',
      google: undefined,
    });
    expect(script).toContain('"supportWhatsapp":"+525598765432"');
  });

  it('says Google sign-in is on only when it is configured (never its secret)', () => {
    const google = { clientId: 'cliente', clientSecret: 'secreto', issuer: 'https://accounts.google.com' };
    const script = clientConfigScript({
      appHosts: ['mostrador.mx'],
      ordersHosts: [],
      supportWhatsapp: undefined,
      google,
    });
    expect(script).toContain('"googleSignIn":true');
    expect(script).not.toContain('secreto');
    expect(
      clientConfigScript({ appHosts: [], ordersHosts: [], supportWhatsapp: undefined, google: undefined }),
    ).not.toContain('google');
  });
});
