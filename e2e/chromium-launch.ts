import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (Playwright never downloads a browser on this machine), without the
 * background connections this machine's closed network refuses.
 */
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Lets pages play sound without a tap, as a kitchen display set up for it does (the inbox's alert). */
export const AUTOPLAY_FLAG = '--autoplay-policy=no-user-gesture-required';

export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [...BASE_ARGS, AUTOPLAY_FLAG],
};

/**
 * The same browser with desktop Chrome's autoplay policy: sound waits for a tap on the page.
 * Headless Chromium otherwise lets pages play sound, so the policy is named explicitly.
 */
export const CHROMIUM_WITHOUT_AUTOPLAY: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [...BASE_ARGS, '--autoplay-policy=document-user-activation-required'],
};
