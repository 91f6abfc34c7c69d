// First visit → offline-ready: how long a new tablet takes to install the service worker, which
// precaches every file of the build, and how many files and bytes that moves. Each run is a new
// browser context (an empty cache) opening the login screen. `npm run bench` runs it with the
// other figures; `npx tsx bench/service-worker-install.ts` runs it alone.
import { percentile } from './percentiles';
import { withServerAndBrowser } from './server-and-browser';

export interface ServiceWorkerInstallResult {
  runs: number;
  /** From the navigation's start until an activated service worker controls the page. */
  medianMs: number;
  maxMs: number;
  samplesMs: number[];
  /** What the worker fetched to precache, in the last run. */
  files: number;
  bytesOverTheWire: number;
}

const BENCH_PORT = 8198;
const RUNS = 5;
const INSTALL_TIMEOUT_MS = 120_000;

export async function measureServiceWorkerInstall(): Promise<ServiceWorkerInstallResult> {
  return withServerAndBrowser(BENCH_PORT, async (browser, server) => {
    const samples: number[] = [];
    let files = 0;
    let bytesOverTheWire = 0;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ baseURL: server.url, locale: 'es-MX' });
      const fetched: Promise<number>[] = [];
      context.on('requestfinished', (request) => {
        if (request.serviceWorker()) fetched.push(request.sizes().then((sizes) => sizes.responseBodySize));
      });
      const page = await context.newPage();
      await page.goto('/login');
      // Synchronous predicate: an async one returns a Promise, which counts as true at once.
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
        timeout: INSTALL_TIMEOUT_MS,
        polling: 50,
      });
      samples.push(await page.evaluate(() => performance.now()));
      const sizes = await Promise.all(fetched);
      files = sizes.length;
      bytesOverTheWire = sizes.reduce((sum, size) => sum + size, 0);
      await context.close();
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      runs: RUNS,
      medianMs: percentile(sorted, 50),
      maxMs: sorted[sorted.length - 1]!,
      samplesMs: samples,
      files,
      bytesOverTheWire,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureServiceWorkerInstall();
  console.log(JSON.stringify(result, null, 2));
}
