import type { Page } from '@playwright/test';

/** A change the page sends itself, with its Idempotency-Key (as the list, drawer and dialog do). */
export interface PageChange {
  method: 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  key: string;
}

/** Sends the change from the page, through its service worker; resolves with the status and body. */
export function sendFromPage(page: Page, change: PageChange) {
  return page.evaluate(async ({ method, path, body, key }) => {
    const response = await fetch(path, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': key },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, change);
}
