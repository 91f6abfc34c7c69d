// Initial JavaScript of the hostess route, measured the way a browser loads it: every script the
// page requests from navigation until 'Listado de hoy' shows its entries, gzip-compressed here.
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium-launch';
import { startServer } from './server-process';

export interface InitialJsResult {
  route: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  files: { path: string; rawBytes: number; gzipBytes: number }[];
}

const BENCH_PORT = 8091;
const HOST_LOGIN = { email: 'anfitrion@taqueria.demo', password: 'Demo1234' };

export async function measureInitialJs(): Promise<InitialJsResult> {
  const server = await startServer(BENCH_PORT);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    // No service worker: its precache would fetch every chunk, which is not what the route needs.
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const login = await context.request.post('/v1/user/account/login', { data: HOST_LOGIN });
    if (!login.ok()) throw new Error(`login as the host failed: HTTP ${login.status()}`);

    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto('/hostess');
    await page.getByRole('heading', { name: 'Listado de hoy' }).waitFor();
    await page.getByText('María González').first().waitFor();
    const loaded = [...scripts];

    const files = await Promise.all(
      loaded.map(async (response) => {
        const body = await response.body();
        return {
          path: new URL(response.url()).pathname,
          rawBytes: body.byteLength,
          gzipBytes: gzipSync(body).byteLength,
        };
      }),
    );
    await context.close();
    return {
      route: '/hostess',
      scripts: files.length,
      rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      files,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
