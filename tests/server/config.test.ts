import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      logLevel: 'info',
      appHosts: ['localhost', '127.0.0.1'],
      ordersHosts: ['orders.localhost'],
      sessionTtlHours: 720,
      bodyLimitBytes: 1_048_576,
      loginRateLimit: 10,
      cookieSecure: false,
      seedDemo: true,
      skipBuild: false,
    });
    expect(config.distDir).toMatch(/[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/mostrador',
      DATABASE_URL: 'postgres://mostrador:secreto@db:5432/mostrador',
      LOG_LEVEL: 'debug',
      APP_HOSTS: 'app.ejemplo.mx, Localhost ',
      ORDERS_HOSTS: 'pedidos.ejemplo.mx',
      SESSION_TTL_HOURS: '24',
      BODY_LIMIT_BYTES: '2048',
      LOGIN_RATE_LIMIT: '5',
      COOKIE_SECURE: 'true',
      SEED_DEMO: 'false',
      SKIP_BUILD: '1',
      SUPPORT_WHATSAPP: '+525598765432',
      GOOGLE_CLIENT_ID: 'cliente.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secreto-de-google',
      GOOGLE_ISSUER: 'http://127.0.0.1:9999/',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/mostrador',
      databaseUrl: 'postgres://mostrador:secreto@db:5432/mostrador',
      logLevel: 'debug',
      appHosts: ['app.ejemplo.mx', 'localhost'],
      ordersHosts: ['pedidos.ejemplo.mx'],
      sessionTtlHours: 24,
      bodyLimitBytes: 2048,
      loginRateLimit: 5,
      cookieSecure: true,
      seedDemo: false,
      skipBuild: true,
      supportWhatsapp: '+525598765432',
      google: {
        clientId: 'cliente.apps.googleusercontent.com',
        clientSecret: 'secreto-de-google',
        issuer: 'http://127.0.0.1:9999',
      },
    });
  });

  it('seeds the demo by default only on the embedded database; on PostgreSQL only when asked', () => {
    const postgres = 'postgres://mostrador:secreto@db:5432/mostrador';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('leaves Google sign-in off unless both of its credentials are set', () => {
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' }).google).toEqual({
      clientId: 'x',
      clientSecret: 'y',
      issuer: 'https://accounts.google.com',
    });
    expect(configError({ GOOGLE_CLIENT_ID: 'x' }).message).toBe(
      'GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET se configuran juntas',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT debe ser un número entre 1 y 65535 (recibido: "abc")'],
    [{ PORT: '70000' }, 'PORT debe ser un número entre 1 y 65535 (recibido: "70000")'],
    [{ PORT: '80.5' }, 'PORT debe ser un número entre 1 y 65535 (recibido: "80.5")'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL debe ser uno de: fatal, error, warn, info, debug, trace, silent (recibido: "verbose")',
    ],
    [{ COOKIE_SECURE: 'quizás' }, 'COOKIE_SECURE debe ser true o false (recibido: "quizás")'],
    [
      { SESSION_TTL_HOURS: '0' },
      'SESSION_TTL_HOURS debe ser un número de horas entre 1 y 8760 (recibido: "0")',
    ],
  ])('rejects %o naming the variable and the value', (env, message) => {
    expect(configError(env).message).toBe(message);
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(configError({ DATABASE_URL: 'mysql://root@localhost/db' }).message).toMatch(
      /^DATABASE_URL debe ser una URL de PostgreSQL .*\(recibido: "mysql:\/\/root@localhost\/db"\)$/,
    );
  });

  it('rejects a host list with something that is not a host name', () => {
    expect(configError({ APP_HOSTS: 'app.ejemplo.mx,https://otro' }).message).toContain('APP_HOSTS');
  });

  it('lists every bad variable at once', () => {
    const lines = configError({ PORT: '-1', BODY_LIMIT_BYTES: 'mucho' }).message.split('\n');
    expect(lines).toEqual([
      'PORT debe ser un número entre 1 y 65535 (recibido: "-1")',
      'BODY_LIMIT_BYTES debe ser un número de bytes entre 1024 y 104857600 (recibido: "mucho")',
    ]);
  });
});
