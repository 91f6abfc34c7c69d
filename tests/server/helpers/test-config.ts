// The server's configuration in the tests (without vitest: the global setup builds an app too).
import { join } from 'node:path';
import { type Config, loadConfig } from '../../../server/config';

/**
 * Test configuration: quiet logs, no built PWA unless a test points distDir at one, and a
 * sign-in rate limit high enough for many logins (the rate-limit test sets its own).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    distDir: join(import.meta.dirname, 'no-dist'),
    loginRateLimit: 1000,
    // A key from the environment: no key file is written into DATA_DIR by the tests.
    appSecret: 'clave-de-las-pruebas-de-mostrador-0123456789',
    ...overrides,
  };
}
