import type { Page } from '@playwright/test';

/**
 * Waits until an active service worker controls the page. The predicate is synchronous on
 * purpose: an async one returns a Promise, which counts as true at once.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}
