// Warm offline start of 'Listado de hoy': the service worker is installed and the persisted query
// cache holds today's list (one online visit), then the page is reloaded offline with the CPU
// throttled, as on a slow tablet at the host stand that lost its connection. `npm run bench` runs
// it with the other figures; `npx tsx bench/warm-offline-start.ts` runs it alone.
import type { BrowserContext, Page } from '@playwright/test';
import { percentile } from './percentiles';
import { withServerAndBrowser } from './server-and-browser';

export interface WarmOfflineStartResult {
  cpuThrottlingRate: number;
  runs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  samplesMs: number[];
}

const BENCH_PORT = 8197;
const CPU_THROTTLING_RATE = 4;
const WARM_UP_RUNS = 2;
const MEASURED_RUNS = 15;
const RUN_TIMEOUT_MS = 30_000;
const HOST_LOGIN = { email: 'anfitrion@taqueria.demo', password: 'Demo1234' };
/** A seeded entry of today's list: the list shows its entries once this name is in it. */
const ENTRY_NAME = 'María González';
const PERSISTED_CACHE_KEY = 'mostrador-cache';

type ListShownWindow = Window & { __listShownAt?: Promise<number> };

/**
 * Records in the page, relative to its navigation start (performance.now()), the moment the
 * first entry list shows ENTRY_NAME. A mutation observer reports the very DOM change, and the
 * bench awaits it once instead of polling the page every frame (polling would add its own work to
 * the throttled main thread it measures). It runs in the browser: no named inner functions, which
 * tsx would wrap in a `__name` helper the page does not have.
 */
function recordListShown(entryName: string): void {
  (window as ListShownWindow).__listShownAt = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const list = document.querySelector('ul[aria-label^="Registros"]');
      if (list?.textContent?.includes(entryName) !== true) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

async function visitOnline(context: BrowserContext, page: Page): Promise<void> {
  const login = await context.request.post('/v1/user/account/login', { data: HOST_LOGIN });
  if (!login.ok()) throw new Error(`login as the host failed: HTTP ${login.status()}`);
  await page.goto('/hostess');
  await page.getByText(ENTRY_NAME).first().waitFor();
  // Synchronous predicates: an async one returns a Promise, which counts as true at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await page.waitForFunction(([key, name]) => localStorage.getItem(key)?.includes(name) === true, [
    PERSISTED_CACHE_KEY,
    ENTRY_NAME,
  ] as const);
}

async function timeOfflineReload(page: Page): Promise<number> {
  // The new document (its DOMContentLoaded comes before the list), not the one being replaced.
  await page.reload({ waitUntil: 'domcontentloaded' });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the list did not show within ${RUN_TIMEOUT_MS} ms`)),
      RUN_TIMEOUT_MS,
    );
  });
  try {
    const shownAt = page.evaluate(() => (window as ListShownWindow).__listShownAt ?? Number.NaN);
    return await Promise.race([shownAt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function measureWarmOfflineStart(): Promise<WarmOfflineStartResult> {
  return withServerAndBrowser(BENCH_PORT, async (browser, server) => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'es-MX',
      timezoneId: 'America/Mexico_City',
    });
    await context.addInitScript(recordListShown, ENTRY_NAME);
    const page = await context.newPage();
    await visitOnline(context, page);

    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });

    for (let run = 0; run < WARM_UP_RUNS; run++) await timeOfflineReload(page);
    const samples: number[] = [];
    for (let run = 0; run < MEASURED_RUNS; run++) samples.push(await timeOfflineReload(page));
    await context.close();

    const sorted = [...samples].sort((a, b) => a - b);
    return {
      cpuThrottlingRate: CPU_THROTTLING_RATE,
      runs: MEASURED_RUNS,
      medianMs: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      minMs: sorted[0]!,
      maxMs: sorted[sorted.length - 1]!,
      samplesMs: samples,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureWarmOfflineStart();
  console.log(JSON.stringify(result, null, 2));
}
