// The first load of a front-of-house screen, measured as a browser makes it: every script the page
// requests from navigation until the screen shows its data, each gzip-compressed here. Shared by
// `npm run bench` (which prints it) and e2e/first-load-budget.spec.ts (which fails past a target).
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** A screen whose first load is measured: who signs in, on which host, and when it shows its data. */
export interface FirstLoadScreen {
  route: '/hostess' | '/inbox';
  /** The host the screen opens on (the shop module answers on the orders host). */
  host: 'localhost' | 'orders.localhost';
  login: { email: string; password: string };
  /** Most gzip bytes of JavaScript its first load may take (issue 17 point 13). */
  budgetBytes: number;
  shown(page: Page): Promise<void>;
}

export const HOSTESS_SCREEN: FirstLoadScreen = {
  route: '/hostess',
  host: 'localhost',
  login: { email: 'anfitrion@taqueria.demo', password: 'Demo1234' },
  budgetBytes: 170 * 1024,
  async shown(page) {
    await page.getByRole('heading', { name: 'Listado de hoy' }).waitFor();
    await page.getByText('María González').first().waitFor();
  },
};

export const KITCHEN_SCREEN: FirstLoadScreen = {
  route: '/inbox',
  host: 'orders.localhost',
  login: { email: 'cocina@taqueria.demo', password: 'Demo1234' },
  budgetBytes: 180 * 1024,
  async shown(page) {
    await page.getByRole('heading', { name: 'Pedidos', level: 1 }).waitFor();
    await page.getByTestId('order-card').first().waitFor();
  },
};

export interface FirstLoadFile {
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Opens the screen on a signed-in page (no service worker: its precache would fetch every chunk)
 * and returns the scripts it loaded until its data showed.
 */
export async function firstLoadScripts(page: Page, screen: FirstLoadScreen): Promise<FirstLoadFile[]> {
  const scripts: Response[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  };
  page.on('response', collect);
  await page.goto(screen.route);
  await screen.shown(page);
  page.off('response', collect);
  return Promise.all(
    scripts.map(async (response) => {
      const body = await response.body();
      return {
        path: new URL(response.url()).pathname,
        rawBytes: body.byteLength,
        gzipBytes: gzipSync(body).byteLength,
      };
    }),
  );
}

export function totalGzip(files: readonly FirstLoadFile[]): number {
  return files.reduce((sum, file) => sum + file.gzipBytes, 0);
}
