import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';

const CONFIG_PATH = '/config.js';
const CONFIG_CACHE = 'mostrador-runtime-config';

/**
 * The runtime client config (/config.js) is served from cache and refreshed in the background,
 * so an offline start still gets the last known hosts. It is fetched once at install too,
 * because the first page load happens before the service worker controls the page.
 */
export function registerConfigCache(scope: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === CONFIG_PATH,
    new StaleWhileRevalidate({ cacheName: CONFIG_CACHE }),
  );
  scope.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(CONFIG_CACHE)
        .then((cache) => cache.add(CONFIG_PATH))
        .catch(() => undefined),
    );
  });
}
