import { clientsClaim } from 'workbox-core';

/** The message the page sends (workbox-window's messageSkipWaiting) when the user accepts an update. */
const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Prompt-mode updates: a new worker waits until the page asks it to take over, then controls
 * every open tab at once.
 */
export function registerLifecycle(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING) {
      void scope.skipWaiting();
    }
  });
  clientsClaim();
}
