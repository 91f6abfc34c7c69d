import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium-launch';
import { type ServerProcess, startServer } from './server-process';

/**
 * Runs a browser measure against a bench server of its own (seeded demo, fresh data dir) and
 * Chromium, and stops both afterwards, also when the browser fails to start or the measure throws.
 */
export async function withServerAndBrowser<T>(
  port: number,
  measure: (browser: Browser, server: ServerProcess) => Promise<T>,
): Promise<T> {
  const server = await startServer(port);
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      return await measure(browser, server);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
