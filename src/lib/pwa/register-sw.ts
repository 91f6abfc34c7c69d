import { Workbox } from 'workbox-window';
import { reloadPage } from '../page-reload';
import { requestPersistentStorage } from './persistent-storage';
import { publishUpdate } from './update-store';

const SERVICE_WORKER_URL = '/sw.js';
/** A pinned tablet may stay open for days: look for a new version every hour. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker in prompt mode: a new version waits until the user accepts the
 * 'Nueva versión disponible' prompt, then it takes control and the page reloads. Only in
 * production builds (the dev server has no service worker).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });

  workbox.addEventListener('waiting', () => {
    publishUpdate(() => {
      workbox.addEventListener('controlling', () => reloadPage());
      workbox.messageSkipWaiting();
    });
  });

  try {
    const registration = await workbox.register();
    if (registration) {
      setInterval(() => {
        void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    }
  } catch {
    // Registration fails on insecure origins (a LAN IP over http) or in private modes:
    // the app still works online, only without offline start.
    return;
  }
  await requestPersistentStorage().catch(() => undefined);
}
