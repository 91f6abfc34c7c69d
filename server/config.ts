import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

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
  /** Login attempts allowed per minute and IP. */
  loginRateLimit: number;
  cookieSecure: boolean;
  /** Seed the demo business when the database is empty. */
  seedDemo: boolean;
  /** Start without building the PWA (the dev script and tests set it). */
  skipBuild: boolean;
  /** Absolute path of the built PWA. */
  distDir: string;
}

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
    '10',
    integerBetween(1, 10_000),
    'debe ser un número de intentos por minuto entre 1 y 10000',
  ),
  cookieSecure: variable('COOKIE_SECURE', 'false', booleanFlag, 'debe ser true o false'),
  seedDemo: variable('SEED_DEMO', 'true', booleanFlag, 'debe ser true o false'),
  skipBuild: variable('SKIP_BUILD', 'false', booleanFlag, 'debe ser true o false'),
} as const;

type Parsed = { [K in keyof typeof VARIABLES]: (typeof VARIABLES)[K] extends Variable<infer T> ? T : never };

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
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  const values = parsed as Omit<Parsed, 'databaseUrl'>;
  return { ...values, databaseUrl: parsed.databaseUrl as string | undefined, distDir: DIST_DIR };
}
