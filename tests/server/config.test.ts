import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { fastifyTrustProxy } from '../../server/http/trust-proxy';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

/** The least each messaging provider needs, for the WHATSAPP_TEMPLATES cases. */
const meta = {
  MESSAGING_PROVIDER: 'whatsapp-cloud',
  WHATSAPP_TOKEN: 't',
  WHATSAPP_PHONE_NUMBER_ID: '1',
  WHATSAPP_APP_SECRET: 's',
};
const twilio = {
  MESSAGING_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 't',
  TWILIO_SMS_FROM: '+15005550006',
  PUBLIC_URL: 'https://mostrador.test',
};

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
      loginRateLimit: 60,
      cookieSecure: false,
      trustProxy: false,
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
    const key = { APP_SECRET: 'k'.repeat(32) };
    expect(loadConfig({ DATABASE_URL: postgres, ...key }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true', ...key }).seedDemo).toBe(true);
  });

  it('needs APP_SECRET on PostgreSQL unless DATA_DIR is given for the key file; refuses a short one', () => {
    const postgres = 'postgres://mostrador:secreto@db:5432/mostrador';
    expect(configError({ DATABASE_URL: postgres }).message).toMatch(
      /^APP_SECRET es obligatoria con DATABASE_URL/,
    );
    expect(loadConfig({ DATABASE_URL: postgres, DATA_DIR: '/var/lib/mostrador' }).appSecret).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: postgres, APP_SECRET: ` ${'s'.repeat(40)} ` }).appSecret).toBe(
      's'.repeat(40),
    );
    expect(loadConfig({}).appSecret).toBeUndefined();
    expect(configError({ APP_SECRET: 'corta' }).message).toMatch(
      /^APP_SECRET debe tener al menos 32 caracteres/,
    );
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

  it("hashes new passwords at production's scrypt cost unless PASSWORD_HASH_COST lowers it (the e2e server)", () => {
    expect(loadConfig({}).passwordCost).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }).passwordCost).toEqual({ N: 4096, r: 8, p: 1 });
    for (const value of ['11', '21', 'barato']) {
      expect(configError({ PASSWORD_HASH_COST: value }).message).toBe(
        `PASSWORD_HASH_COST debe ser un número entre 12 y 20 (el exponente de N de scrypt) (recibido: "${value}")`,
      );
    }
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

  it('reads WHATSAPP_TEMPLATES as the template of each message kind, in the chosen provider’s form', () => {
    expect(loadConfig({}).whatsappTemplates).toEqual({});
    expect(
      loadConfig({
        ...meta,
        WHATSAPP_TEMPLATES: 'order_placed=pedido_recibido, loyalty_cashback=monedero_saldo',
      }).whatsappTemplates,
    ).toEqual({ order_placed: 'pedido_recibido', loyalty_cashback: 'monedero_saldo' });
    const sid = `HX${'a'.repeat(32)}`;
    expect(loadConfig({ ...twilio, WHATSAPP_TEMPLATES: `order_ready=${sid}` }).whatsappTemplates).toEqual({
      order_ready: sid,
    });
  });

  it('refuses an unknown kind, a template in the wrong form for the provider, or a kind given twice', () => {
    expect(configError({ ...meta, WHATSAPP_TEMPLATES: 'pedido=pedido_recibido' }).message).toMatch(
      /^WHATSAPP_TEMPLATES: «pedido» no es un tipo de mensaje; los tipos son: loyalty_cashback, /,
    );
    expect(configError({ ...meta, WHATSAPP_TEMPLATES: 'order_placed=Pedido Recibido' }).message).toBe(
      'WHATSAPP_TEMPLATES: la plantilla de order_placed debe ser un nombre de plantilla de Meta (minúsculas, números y _) (recibido: "order_placed=Pedido Recibido")',
    );
    expect(configError({ ...twilio, WHATSAPP_TEMPLATES: 'order_placed=pedido_recibido' }).message).toMatch(
      /la plantilla de order_placed debe ser un Content SID de Twilio/,
    );
    expect(configError({ ...meta, WHATSAPP_TEMPLATES: 'order_placed=a,order_placed=b' }).message).toBe(
      'WHATSAPP_TEMPLATES: order_placed aparece más de una vez',
    );
  });

  it.each([
    ['false', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, 2001:db8::/32 ,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
  ])('reads TRUST_PROXY=%j', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each(['true', '11', '10.0.0.300', '10.0.0.0/33', 'proxy.ejemplo.mx'])(
    'refuses TRUST_PROXY=%j at start',
    (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toMatch(/^TRUST_PROXY debe ser false, un número/);
    },
  );

  it('TRUST_PROXY=1 believes the nearest hop only', () => {
    const trust = fastifyTrustProxy(1);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
    expect([trust('10.0.0.1', 0), trust('203.0.113.5', 1)]).toEqual([true, false]);
  });

  it('lists every bad variable at once', () => {
    const lines = configError({ PORT: '-1', BODY_LIMIT_BYTES: 'mucho' }).message.split('\n');
    expect(lines).toEqual([
      'PORT debe ser un número entre 1 y 65535 (recibido: "-1")',
      'BODY_LIMIT_BYTES debe ser un número de bytes entre 1024 y 104857600 (recibido: "mucho")',
    ]);
  });
});
