import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (Playwright never downloads a browser on this machine), without the
 * background connections this machine's closed network refuses.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
