import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

/** Precaches the app shell and every route chunk listed by the build, and drops old revisions. */
export function registerPrecache(manifest: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches();
  precacheAndRoute(manifest);
}
