import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium-launch';
import { E2E_SERVER_ENV } from './e2e/helpers/e2e-server-env';
import { SCREENSHOTS_TAG, TAKING_SCREENSHOTS } from './e2e/helpers/screenshots';

const isCI = Boolean(process.env.CI);
// E2E_PORT lets two checkouts on one machine run their suites at once.
const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Screenshot-only specs run with `npm run screenshots`, the journeys with `npm test`.
  ...(TAKING_SCREENSHOTS
    ? { grep: new RegExp(SCREENSHOTS_TAG) }
    : { grepInvert: new RegExp(SCREENSHOTS_TAG) }),
  outputDir: 'e2e/artifacts/test-results',
  fullyParallel: false,
  // Two cores: one browser at a time next to the server.
  workers: 1,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: actions, DOM snapshots, network, console. Not its screencast:
    // encoding the frames of every test (most pass) took a core of this 2-core machine whenever a
    // screen moved, e.g. 70 s instead of 30 s for the kitchen's service-worker journey.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH_OPTIONS,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/start-server.ts',
    url: `${baseURL}/healthz`,
    // The first start builds dist/ (vite build) and the demo database template.
    timeout: 240_000,
    reuseExistingServer: !isCI,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...E2E_SERVER_ENV,
      PORT: String(port),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
});
