import type { PrecacheController } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths served by the API server; a navigation to them must reach the network. */
export const SERVER_PATH_DENYLIST = [
  /^\/v1\//,
  /^\/public\//,
  /^\/docs(\/|$)/,
  /^\/healthz$/,
  /^\/config\.js$/,
];

/** Every other navigation (client-side routes such as /hostess) gets the precached shell. */
export function registerNavigationFallback(precache: PrecacheController): void {
  registerRoute(
    new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
      denylist: SERVER_PATH_DENYLIST,
    }),
  );
}
