import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Server files that mock a module (vi.mock) or start, kill and restart server processes. */
const SERVER_FILES_NEEDING_ISOLATION = [
  'tests/server/db-lock.test.ts',
  'tests/server/jobs.test.ts',
  'tests/server/login-unknown-account.test.ts',
  'tests/server/password.test.ts',
  'tests/server/staff-link-code.test.ts',
];

/**
 * UI files that mock a module (vi.mock): in a shared module cache their mocks would carry over to
 * the next file, so they run isolated. Found by reading the files, so a new one cannot be missed.
 */
const UI_FILES_NEEDING_ISOLATION = readdirSync('tests/ui', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/ui/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

const uiTests = {
  include: ['tests/ui/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['tests/ui/setup.ts'],
};

const serverTests = {
  include: ['tests/server/**/*.test.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ['tests/server/global-setup.ts'],
  setupFiles: ['tests/server/setup-password-cost.ts'],
};

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core for its main process, which mostly
    // waits: on the two-core CI machine that ran every file one after another with a core idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['tests/domain/**/*.test.ts'],
          environment: 'node',
          // Pure rules: nothing to leak from one file to the next.
          isolate: false,
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          exclude: SERVER_FILES_NEEDING_ISOLATION,
          // One process per worker imports the server once for all its files: the import phase
          // was a third of the suite's time. Each file still opens its own database copy.
          isolate: false,
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server-isolated',
          include: SERVER_FILES_NEEDING_ISOLATION,
        },
      },
      {
        test: {
          ...uiTests,
          name: 'ui',
          exclude: UI_FILES_NEEDING_ISOLATION,
          // One module graph per worker (React, Mantine, the router...) for all its files: each
          // file re-imported them, three times the CPU of the tests themselves. Every file still
          // gets a fresh jsdom window, and setup.ts unmounts what a test rendered.
          isolate: false,
        },
      },
      {
        test: {
          ...uiTests,
          name: 'ui-isolated',
          include: UI_FILES_NEEDING_ISOLATION,
        },
      },
    ],
  },
});
