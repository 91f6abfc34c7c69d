import {
  cleanupOutdatedCaches,
  PrecacheController,
  type PrecacheEntry,
  PrecacheRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

/**
 * How many files the install fetches at once: Chromium's connections per host over HTTP/1.1.
 * Workbox's own install fetches one file after another (its issue 2528: hundreds at once failed
 * on small devices); one at a time, the build's 350 files took 11 s to install over loopback.
 */
const INSTALL_CONCURRENCY = 6;

/** Fetches and caches every listed file, `INSTALL_CONCURRENCY` at a time. */
async function installAll(controller: PrecacheController, event: ExtendableEvent): Promise<void> {
  const pending = [...controller.getURLsToCacheKeys()];
  const installNext = async (): Promise<void> => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const [url, cacheKey] = next;
      const request = new Request(url, {
        integrity: controller.getIntegrityForCacheKey(cacheKey),
        // A file with a revision (its name has no hash) is fetched past the HTTP cache, as Workbox does.
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      });
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, installNext));
}

/**
 * Precaches the app shell and every route chunk listed by the build, answers them from the cache,
 * and drops old revisions. Returns the controller that holds them, for the navigation fallback.
 */
export function registerPrecache(
  scope: ServiceWorkerGlobalScope,
  manifest: Array<PrecacheEntry | string>,
): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList(manifest);
  scope.addEventListener('install', (event) => event.waitUntil(installAll(controller, event)));
  scope.addEventListener('activate', controller.activate);
  cleanupOutdatedCaches();
  registerRoute(new PrecacheRoute(controller));
  return controller;
}
