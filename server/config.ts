import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import {
  isWhatsappTemplateKind,
  WHATSAPP_TEMPLATE_KIND_NAMES,
  type WhatsappTemplateMap,
} from './providers/messaging/whatsapp-templates';
import { PASSWORD_COST, type ScryptCost } from './security/password';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection URL; undefined means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** Hosts that serve the waitlist module (spec: modules by host). */
  appHosts: string[];
  /** Hosts that serve the shop module. */
  ordersHosts: string[];
  sessionTtlHours: number;
  bodyLimitBytes: number;
  /**
   * Sign-in calls allowed per minute and IP (each route counts its own). High enough for a whole
   * team signing in at once on one Wi-Fi: guessing one account is stopped by the per-account backoff.
   */
  loginRateLimit: number;
  /** scrypt's cost for new password hashes: PASSWORD_COST unless PASSWORD_HASH_COST lowers it (tests). */
  passwordCost: ScryptCost;
  cookieSecure: boolean;
  /** Proxies whose X-Forwarded-For gives the client's address (rate limits per client); false: none. */
  trustProxy: TrustProxy;
  /**
   * Seed the demo business when the database is empty. Unset: yes on the embedded database, no on
   * PostgreSQL (a production database never gets the demo's logins unless SEED_DEMO=true).
   */
  seedDemo: boolean;
  /** Start without building the PWA (the dev script and tests set it). */
  skipBuild: boolean;
  /** Absolute path of the built PWA. */
  distDir: string;
  /** Where customer SMS and WhatsApp messages go. */
  messaging: MessagingConfig;
  /** The approved WhatsApp template of each business-initiated message kind (WHATSAPP_TEMPLATES). */
  whatsappTemplates: WhatsappTemplateMap;
  /** SMTP server for e-mail; undefined writes .eml files into DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address customers and providers reach this server at (webhook URLs Twilio signs). */
  publicUrl: string | undefined;
  /** The support WhatsApp number the phone verification's help link opens (none: no link). */
  supportWhatsapp: string | undefined;
  /** The marketing site's pricing page ('Comparar planes'); undefined hides the link. */
  pricingUrl: string | undefined;
  /** Google sign-in (OpenID Connect); undefined hides 'Continuar con Google'. */
  google: GoogleSignInConfig | undefined;
  /**
   * The server's key kept outside the database (APP_SECRET); undefined: DATA_DIR/app-secret.key,
   * made at the first start (server/security/app-key.ts).
   */
  appSecret: string | undefined;
  /** Stripe for plan changes and credit packs; undefined: payments are not set up (the screens say so). */
  stripe: StripeConfig | undefined;
  /** Who stamps CFDI (PAC_PROVIDER): the local sandbox by default, or SW Sapien's REST API. */
  pac: PacConfig;
}

export const PAC_PROVIDERS = ['sandbox', 'sw-sapien'] as const;
export type PacConfig = { provider: 'sandbox' } | { provider: 'sw-sapien'; url: string; token: string };

/** Stripe's keys and the price of each plan, recurrence and pack (STRIPE_PRICES). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** price key (`basico-monthly`, `pro-yearly`, `pack-500`) → Stripe price id. */
  prices: Record<string, string>;
  /** Stripe's API (a local stand-in in tests). */
  apiUrl: string;
}

/** An OpenID Connect client registered with Google (or, in tests, a local issuer). */
export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** The issuer whose discovery document, keys and endpoints are used. */
  issuer: string;
}

export const MESSAGING_PROVIDERS = ['local', 'twilio', 'whatsapp-cloud'] as const;
export type MessagingProviderName = (typeof MESSAGING_PROVIDERS)[number];

export type MessagingConfig =
  | { provider: 'local' }
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      smsFrom: string;
      whatsappFrom: string | undefined;
      apiUrl: string;
    }
  | {
      provider: 'whatsapp-cloud';
      token: string;
      phoneNumberId: string;
      appSecret: string;
      /** Meta's webhook subscription handshake echoes hub.challenge only for this token. */
      verifyToken: string | undefined;
      apiUrl: string;
    };

/** A bad environment variable; the message names it and the value received, in Spanish. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

function integerBetween(min: number, max: number) {
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );
}

const TRUE_VALUES = ['true', '1', 'yes', 'si', 'sí'];
const FALSE_VALUES = ['false', '0', 'no'];
const booleanFlag = v.pipe(
  v.string(),
  v.transform((value) => value.toLowerCase()),
  v.picklist([...TRUE_VALUES, ...FALSE_VALUES]),
  v.transform((value) => TRUE_VALUES.includes(value)),
);

const HOSTNAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
const hostList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
  ),
  v.array(v.pipe(v.string(), v.regex(HOSTNAME))),
  v.minLength(1),
);

const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));
const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^https?:\/\/\S+$/),
  v.transform((url) => url.replace(/\/+$/, '')),
);

/** One environment variable: its default (undefined = optional), schema and the rule in Spanish. */
interface Variable<T> {
  name: string;
  fallback: string | undefined;
  schema: v.GenericSchema<string, T>;
  rule: string;
}

function variable<T>(
  name: string,
  fallback: string | undefined,
  schema: v.GenericSchema<string, T>,
  rule: string,
) {
  return { name, fallback, schema, rule } satisfies Variable<T>;
}

const VARIABLES = {
  port: variable('PORT', '8080', integerBetween(1, 65535), 'debe ser un número entre 1 y 65535'),
  host: variable('HOST', '0.0.0.0', nonEmpty, 'debe ser una dirección IP o un nombre de host'),
  dataDir: variable('DATA_DIR', './data', nonEmpty, 'debe ser la ruta de una carpeta'),
  databaseUrl: variable(
    'DATABASE_URL',
    undefined,
    v.pipe(v.string(), v.trim(), v.regex(/^postgres(ql)?:\/\/\S+$/)),
    'debe ser una URL de PostgreSQL como postgres://usuario:contraseña@servidor:5432/base',
  ),
  logLevel: variable(
    'LOG_LEVEL',
    'info',
    v.picklist(LOG_LEVELS),
    `debe ser uno de: ${LOG_LEVELS.join(', ')}`,
  ),
  appHosts: variable(
    'APP_HOSTS',
    'localhost,127.0.0.1',
    hostList,
    'debe ser una lista de hosts separada por comas (por ejemplo: app.ejemplo.com,localhost)',
  ),
  ordersHosts: variable(
    'ORDERS_HOSTS',
    'orders.localhost',
    hostList,
    'debe ser una lista de hosts separada por comas (por ejemplo: pedidos.ejemplo.com)',
  ),
  sessionTtlHours: variable(
    'SESSION_TTL_HOURS',
    '720',
    integerBetween(1, 8760),
    'debe ser un número de horas entre 1 y 8760',
  ),
  bodyLimitBytes: variable(
    'BODY_LIMIT_BYTES',
    '1048576',
    integerBetween(1024, 104_857_600),
    'debe ser un número de bytes entre 1024 y 104857600',
  ),
  loginRateLimit: variable(
    'LOGIN_RATE_LIMIT',
    '60',
    integerBetween(1, 10_000),
    'debe ser un número de intentos por minuto entre 1 y 10000',
  ),
  passwordHashCost: variable(
    'PASSWORD_HASH_COST',
    String(Math.log2(PASSWORD_COST.N)),
    integerBetween(12, 20),
    'debe ser un número entre 12 y 20 (el exponente de N de scrypt)',
  ),
  cookieSecure: variable('COOKIE_SECURE', 'false', booleanFlag, 'debe ser true o false'),
  trustProxy: variable(
    'TRUST_PROXY',
    'false',
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const parsed = parseTrustProxy(dataset.value);
        if (parsed !== null) return parsed;
        addIssue();
        return NEVER;
      }),
    ),
    'debe ser false, un número de proxies entre 1 y 10 o una lista de direcciones IP o rangos CIDR separada por comas (por ejemplo: 10.0.0.1,192.168.0.0/16)',
  ),
  seedDemo: variable('SEED_DEMO', undefined, booleanFlag, 'debe ser true o false'),
  skipBuild: variable('SKIP_BUILD', 'false', booleanFlag, 'debe ser true o false'),
  messagingProvider: variable(
    'MESSAGING_PROVIDER',
    'local',
    v.picklist(MESSAGING_PROVIDERS),
    `debe ser uno de: ${MESSAGING_PROVIDERS.join(', ')}`,
  ),
  twilioAccountSid: variable(
    'TWILIO_ACCOUNT_SID',
    undefined,
    v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/)),
    'debe empezar con AC seguido de 32 caracteres hexadecimales',
  ),
  twilioAuthToken: variable('TWILIO_AUTH_TOKEN', undefined, nonEmpty, 'no puede estar vacío'),
  twilioSmsFrom: variable(
    'TWILIO_SMS_FROM',
    undefined,
    v.pipe(v.string(), v.regex(/^\+\d{8,15}$/)),
    'debe ser un número en formato +521234567890',
  ),
  twilioWhatsappFrom: variable(
    'TWILIO_WHATSAPP_FROM',
    undefined,
    v.pipe(v.string(), v.regex(/^\+\d{8,15}$/)),
    'debe ser un número en formato +521234567890',
  ),
  twilioApiUrl: variable('TWILIO_API_URL', 'https://api.twilio.com', httpUrl, 'debe ser una URL http(s)'),
  whatsappToken: variable('WHATSAPP_TOKEN', undefined, nonEmpty, 'no puede estar vacío'),
  whatsappPhoneNumberId: variable(
    'WHATSAPP_PHONE_NUMBER_ID',
    undefined,
    v.pipe(v.string(), v.regex(/^\d+$/)),
    'debe ser el identificador numérico del número de WhatsApp',
  ),
  whatsappAppSecret: variable('WHATSAPP_APP_SECRET', undefined, nonEmpty, 'no puede estar vacío'),
  whatsappVerifyToken: variable('WHATSAPP_VERIFY_TOKEN', undefined, nonEmpty, 'no puede estar vacío'),
  whatsappApiUrl: variable(
    'WHATSAPP_API_URL',
    'https://graph.facebook.com/v20.0',
    httpUrl,
    'debe ser una URL http(s)',
  ),
  whatsappTemplates: variable(
    'WHATSAPP_TEMPLATES',
    undefined,
    nonEmpty,
    'debe ser una lista tipo=plantilla separada por comas',
  ),
  smtpUrl: variable(
    'SMTP_URL',
    undefined,
    v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/)),
    'debe ser una URL como smtp://usuario:contraseña@servidor:587',
  ),
  mailFrom: variable(
    'MAIL_FROM',
    'Mostrador <no-responder@mostrador.local>',
    nonEmpty,
    'no puede estar vacío',
  ),
  publicUrl: variable(
    'PUBLIC_URL',
    undefined,
    httpUrl,
    'debe ser una URL http(s) como https://app.ejemplo.com',
  ),
  pricingUrl: variable('PRICING_URL', undefined, httpUrl, 'debe ser una URL http(s)'),
  supportWhatsapp: variable(
    'SUPPORT_WHATSAPP',
    undefined,
    v.pipe(v.string(), v.regex(/^\+\d{11,14}$/)),
    'debe ser un número con lada internacional, como +525512345678',
  ),
  googleClientId: variable('GOOGLE_CLIENT_ID', undefined, nonEmpty, 'no puede estar vacío'),
  googleClientSecret: variable('GOOGLE_CLIENT_SECRET', undefined, nonEmpty, 'no puede estar vacío'),
  appSecret: variable(
    'APP_SECRET',
    undefined,
    v.pipe(v.string(), v.trim(), v.minLength(32)),
    'debe tener al menos 32 caracteres (por ejemplo: openssl rand -base64 32)',
  ),
  pacProvider: variable(
    'PAC_PROVIDER',
    'sandbox',
    v.picklist(PAC_PROVIDERS),
    `debe ser uno de: ${PAC_PROVIDERS.join(', ')}`,
  ),
  pacUrl: variable(
    'PAC_URL',
    undefined,
    httpUrl,
    'debe ser una URL http(s) como https://services.test.sw.com.mx',
  ),
  pacToken: variable(
    'PAC_TOKEN',
    undefined,
    v.pipe(v.string(), v.trim(), v.minLength(20)),
    'debe ser el token de la cuenta del PAC',
  ),
  stripeSecretKey: variable(
    'STRIPE_SECRET_KEY',
    undefined,
    v.pipe(v.string(), v.trim(), v.regex(/^(sk|rk)_(test|live)_\w+$/)),
    'debe ser una clave secreta de Stripe (sk_live_…, sk_test_… o rk_…)',
  ),
  stripeWebhookSecret: variable(
    'STRIPE_WEBHOOK_SECRET',
    undefined,
    v.pipe(v.string(), v.trim(), v.regex(/^whsec_\w+$/)),
    'debe ser el secreto de firma del webhook de Stripe (whsec_…)',
  ),
  stripePrices: variable(
    'STRIPE_PRICES',
    undefined,
    nonEmpty,
    'debe ser una lista clave=precio separada por comas (por ejemplo: pro-monthly=price_123,pack-500=price_456)',
  ),
  stripeApiUrl: variable('STRIPE_API_URL', 'https://api.stripe.com', httpUrl, 'debe ser una URL http(s)'),
  googleIssuer: variable(
    'GOOGLE_ISSUER',
    'https://accounts.google.com',
    httpUrl,
    'debe ser la URL http(s) de un emisor OpenID Connect',
  ),
} as const;

/** Parsed values; a variable without a default may be undefined. */
/** Variables without a default: unset is a valid value. */
type OptionalVariable =
  | 'databaseUrl'
  | 'seedDemo'
  | 'twilioAccountSid'
  | 'twilioAuthToken'
  | 'twilioSmsFrom'
  | 'twilioWhatsappFrom'
  | 'whatsappToken'
  | 'whatsappPhoneNumberId'
  | 'whatsappAppSecret'
  | 'whatsappVerifyToken'
  | 'whatsappTemplates'
  | 'smtpUrl'
  | 'publicUrl'
  | 'supportWhatsapp'
  | 'pricingUrl'
  | 'googleClientId'
  | 'googleClientSecret'
  | 'appSecret'
  | 'stripeSecretKey'
  | 'stripeWebhookSecret'
  | 'stripePrices';
type Parsed = {
  [K in keyof typeof VARIABLES]: (typeof VARIABLES)[K] extends Variable<infer T>
    ? K extends OptionalVariable
      ? T | undefined
      : T
    : never;
};

/** Reads and validates the configuration; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed: Partial<Record<keyof typeof VARIABLES, unknown>> = {};
  const problems: string[] = [];
  for (const [key, spec] of Object.entries(VARIABLES) as [keyof typeof VARIABLES, Variable<unknown>][]) {
    const raw = env[spec.name];
    const value = raw === undefined || raw.trim() === '' ? spec.fallback : raw;
    if (value === undefined) continue;
    const result = v.safeParse(spec.schema, value);
    if (result.success) parsed[key] = result.output;
    else problems.push(`${spec.name} ${spec.rule} (recibido: ${JSON.stringify(raw)})`);
  }
  const values = parsed as Parsed;
  const messaging = messagingConfig(values, problems);
  const google = googleConfig(values, problems);
  const whatsappTemplates = whatsappTemplatesConfig(values, problems);
  const stripe = stripeConfig(values, problems);
  const pac = pacConfig(values, problems);
  checkAppSecret(values, env, problems);
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return {
    port: values.port,
    host: values.host,
    dataDir: values.dataDir,
    databaseUrl: values.databaseUrl,
    logLevel: values.logLevel,
    appHosts: values.appHosts,
    ordersHosts: values.ordersHosts,
    sessionTtlHours: values.sessionTtlHours,
    bodyLimitBytes: values.bodyLimitBytes,
    loginRateLimit: values.loginRateLimit,
    passwordCost: { ...PASSWORD_COST, N: 2 ** values.passwordHashCost },
    cookieSecure: values.cookieSecure,
    trustProxy: values.trustProxy,
    seedDemo: values.seedDemo ?? values.databaseUrl === undefined,
    skipBuild: values.skipBuild,
    distDir: DIST_DIR,
    messaging,
    whatsappTemplates,
    smtpUrl: values.smtpUrl,
    mailFrom: values.mailFrom,
    publicUrl: values.publicUrl,
    supportWhatsapp: values.supportWhatsapp,
    pricingUrl: values.pricingUrl,
    google,
    appSecret: values.appSecret,
    stripe,
    pac,
  };
}

/** A real PAC needs its URL and token; the sandbox needs nothing. */
function pacConfig(values: Parsed, problems: string[]): PacConfig {
  if (values.pacProvider === 'sandbox') return { provider: 'sandbox' };
  for (const [name, value] of [
    ['PAC_URL', values.pacUrl],
    ['PAC_TOKEN', values.pacToken],
  ] as const) {
    if (value === undefined) problems.push(`${name} es obligatoria con PAC_PROVIDER=${values.pacProvider}`);
  }
  return {
    provider: values.pacProvider,
    url: (values.pacUrl ?? '').replace(/\/+$/, ''),
    token: values.pacToken ?? '',
  };
}

/** A price key: a plan's slug and its recurrence, or a pack by its quantity. */
const STRIPE_PRICE_KEY = /^([a-z0-9]+-(monthly|yearly)|pack-\d+)$/;
const STRIPE_PRICE_ID = /^price_\w+$/;

/**
 * Stripe needs its secret key, the webhook's signing secret, PUBLIC_URL (where Checkout returns)
 * and STRIPE_PRICES; any of them without the others is a problem, none of them: no payments.
 */
function stripeConfig(values: Parsed, problems: string[]): StripeConfig | undefined {
  const { stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret, stripePrices } = values;
  if (secretKey === undefined && webhookSecret === undefined && stripePrices === undefined) return undefined;
  const missing = [
    ['STRIPE_SECRET_KEY', secretKey],
    ['STRIPE_WEBHOOK_SECRET', webhookSecret],
    ['STRIPE_PRICES', stripePrices],
    ['PUBLIC_URL', values.publicUrl],
  ].filter(([, value]) => value === undefined);
  for (const [name] of missing) problems.push(`${name} es obligatoria para cobrar con Stripe`);
  const prices: Record<string, string> = {};
  for (const pair of (stripePrices ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const [key = '', price = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (rest.length > 0 || !STRIPE_PRICE_KEY.test(key) || !STRIPE_PRICE_ID.test(price)) {
      problems.push(
        `STRIPE_PRICES: cada elemento debe ser plan-monthly, plan-yearly o pack-cantidad = price_… (recibido: ${JSON.stringify(pair.trim())})`,
      );
    } else if (prices[key] !== undefined) {
      problems.push(`STRIPE_PRICES: ${key} aparece más de una vez`);
    } else {
      prices[key] = price;
    }
  }
  if (missing.length > 0 || secretKey === undefined || webhookSecret === undefined) return undefined;
  return { secretKey, webhookSecret, prices, apiUrl: values.stripeApiUrl };
}

/**
 * PostgreSQL serves several processes, often on machines without a lasting DATA_DIR: there the
 * key must come from APP_SECRET, unless DATA_DIR is given on purpose (one server, a kept folder).
 */
function checkAppSecret(values: Parsed, env: NodeJS.ProcessEnv, problems: string[]): void {
  const dataDirGiven = (env.DATA_DIR ?? '').trim() !== '';
  if (values.databaseUrl !== undefined && values.appSecret === undefined && !dataDirGiven) {
    problems.push(
      'APP_SECRET es obligatoria con DATABASE_URL (la clave de los códigos de acceso no se guarda en la base de datos; ' +
        'o indique DATA_DIR para guardarla en un archivo)',
    );
  }
}

/** Google sign-in needs both the client id and its secret; one without the other is a problem. */
function googleConfig(values: Parsed, problems: string[]): GoogleSignInConfig | undefined {
  const { googleClientId: clientId, googleClientSecret: clientSecret } = values;
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (clientId === undefined || clientSecret === undefined) {
    problems.push('GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET se configuran juntas');
    return undefined;
  }
  return { clientId, clientSecret, issuer: values.googleIssuer };
}

/** The messaging provider's settings; a provider chosen without its credentials is a problem. */
function messagingConfig(values: Parsed, problems: string[]): MessagingConfig {
  const missing = (names: [string, unknown][]) => {
    for (const [name, value] of names) {
      if (value === undefined)
        problems.push(`${name} es obligatoria con MESSAGING_PROVIDER=${values.messagingProvider}`);
    }
  };
  if (values.messagingProvider === 'twilio') {
    missing([
      ['TWILIO_ACCOUNT_SID', values.twilioAccountSid],
      ['TWILIO_AUTH_TOKEN', values.twilioAuthToken],
      ['TWILIO_SMS_FROM', values.twilioSmsFrom],
      ['PUBLIC_URL', values.publicUrl],
    ]);
    return {
      provider: 'twilio',
      accountSid: values.twilioAccountSid ?? '',
      authToken: values.twilioAuthToken ?? '',
      smsFrom: values.twilioSmsFrom ?? '',
      whatsappFrom: values.twilioWhatsappFrom,
      apiUrl: values.twilioApiUrl,
    };
  }
  if (values.messagingProvider === 'whatsapp-cloud') {
    missing([
      ['WHATSAPP_TOKEN', values.whatsappToken],
      ['WHATSAPP_PHONE_NUMBER_ID', values.whatsappPhoneNumberId],
      ['WHATSAPP_APP_SECRET', values.whatsappAppSecret],
    ]);
    return {
      provider: 'whatsapp-cloud',
      token: values.whatsappToken ?? '',
      phoneNumberId: values.whatsappPhoneNumberId ?? '',
      appSecret: values.whatsappAppSecret ?? '',
      verifyToken: values.whatsappVerifyToken,
      apiUrl: values.whatsappApiUrl,
    };
  }
  return { provider: 'local' };
}

/** What a template reference looks like for each provider: a Twilio Content SID, a Meta template name. */
const TEMPLATE_FORMATS: Record<MessagingProviderName, { pattern: RegExp; rule: string }> = {
  twilio: {
    pattern: /^HX[0-9a-f]{32}$/,
    rule: 'un Content SID de Twilio (HX seguido de 32 caracteres hexadecimales)',
  },
  'whatsapp-cloud': {
    pattern: /^[a-z0-9_]{1,512}$/,
    rule: 'un nombre de plantilla de Meta (minúsculas, números y _)',
  },
  local: { pattern: /^[A-Za-z0-9_]{1,512}$/, rule: 'un nombre de plantilla (letras, números y _)' },
};

/**
 * WHATSAPP_TEMPLATES: `kind=template` pairs separated by commas, e.g.
 * `order_placed=pedido_recibido,loyalty_cashback=monedero_saldo`. Every kind must be one we send
 * and every template must look like what the chosen provider takes; a kind left out is allowed
 * (its messages fail with a clear reason outside the 24-hour window).
 */
function whatsappTemplatesConfig(values: Parsed, problems: string[]): WhatsappTemplateMap {
  const templates: WhatsappTemplateMap = {};
  const format = TEMPLATE_FORMATS[values.messagingProvider];
  for (const pair of (values.whatsappTemplates ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const [kind = '', template = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (!isWhatsappTemplateKind(kind)) {
      problems.push(
        `WHATSAPP_TEMPLATES: «${kind}» no es un tipo de mensaje; los tipos son: ${WHATSAPP_TEMPLATE_KIND_NAMES.join(', ')}`,
      );
    } else if (rest.length > 0 || !format.pattern.test(template)) {
      problems.push(
        `WHATSAPP_TEMPLATES: la plantilla de ${kind} debe ser ${format.rule} (recibido: ${JSON.stringify(pair.trim())})`,
      );
    } else if (templates[kind] !== undefined) {
      problems.push(`WHATSAPP_TEMPLATES: ${kind} aparece más de una vez`);
    } else {
      templates[kind] = template;
    }
  }
  return templates;
}
