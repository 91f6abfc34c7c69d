// The first load of a front-of-house screen, measured as a browser makes it: every script the page
// requests from navigation until the screen shows its data, each gzip-compressed here. The moment
// the data shows is taken inside the page (checked every frame), not when Playwright hears of it:
// on a busy machine that news comes late, and the page's background preloads would count. Shared by
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
  /**
   * Runs in the page every frame (so it names nothing from outside): false until the screen shows
   * its data, then the time of that frame (`performance.now()`).
   */
  shownAt: () => number | false;
}

export const HOSTESS_SCREEN: FirstLoadScreen = {
  route: '/hostess',
  host: 'localhost',
  login: { email: 'anfitrion@taqueria.demo', password: 'Demo1234' },
  budgetBytes: 170 * 1024,
  shownAt: () =>
    [...document.querySelectorAll('h1, h2')].some((heading) => heading.textContent === 'Listado de hoy') &&
    document.body.textContent?.includes('María González') === true &&
    performance.now(),
};

export const KITCHEN_SCREEN: FirstLoadScreen = {
  route: '/inbox',
  host: 'orders.localhost',
  login: { email: 'cocina@taqueria.demo', password: 'Demo1234' },
  budgetBytes: 180 * 1024,
  shownAt: () =>
    document.querySelector('h1')?.textContent === 'Pedidos' &&
    document.querySelector('[data-testid="order-card"]') !== null &&
    performance.now(),
};

/** How long the scripts the browser loaded may take to reach Playwright's response events. */
const RESPONSE_WAIT_MS = 10_000;

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
  const shownAt = await page.waitForFunction(screen.shownAt, undefined, { polling: 'raf' });
  const requestedBefore = new Set(
    await page.evaluate(
      (at) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= at)
          .map((entry) => entry.name),
      (await shownAt.jsonValue()) as number,
    ),
  );
  // The browser lists a resource once it has loaded; Playwright may hear of its response later.
  const loadedScripts = [...requestedBefore].filter((url) => new URL(url).pathname.endsWith('.js'));
  const heard = () => new Set(scripts.map((response) => response.url()));
  for (
    let waited = 0;
    waited < RESPONSE_WAIT_MS && !loadedScripts.every((url) => heard().has(url));
    waited += 50
  ) {
    await page.waitForTimeout(50);
  }
  page.off('response', collect);
  const firstLoad = scripts.filter((response) => requestedBefore.has(response.url()));
  return Promise.all(
    firstLoad.map(async (response) => {
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
