/**
 * What every e2e server runs with: the shared one (playwright.config.ts) and a spec's own
 * (helpers/server-process.ts).
 */
export const E2E_SERVER_ENV = {
  SEED_DEMO: 'true',
  // Every spec signs in through the real login screen; the per-IP login limit is proven by the
  // server suite and would only make this run flaky.
  LOGIN_RATE_LIMIT: '1000',
  // scrypt at N=2^12, the server tests' cost, instead of production's 2^17 (128 MiB and a few
  // hundred ms of a core per sign-in); tests/server/password.test.ts proves the production default.
  PASSWORD_HASH_COST: '12',
} as const;
