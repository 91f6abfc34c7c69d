// Process entry (npm start): configuration, the PWA build when stale, the database (migrated, and the
// demo business seeded on first run), the HTTP server, and a graceful shutdown on SIGINT/SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { migrate } from './db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './db/seed/index';
import { AppKeyError, loadAppKey } from './security/app-key';
import { setPasswordCost } from './security/password';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** What the built PWA is made from: dist/index.html older than any of these means a rebuild. */
const BUILD_INPUTS = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest'];

/** Prints a message for the person starting the server (no stack trace) and exits with 1. */
function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

function isBuildStale(distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const builtAt = statSync(index).mtimeMs;
  return BUILD_INPUTS.some((input) => newestModification(join(ROOT, input)) > builtAt);
}

async function buildIfStale(config: Config): Promise<void> {
  if (config.skipBuild || !isBuildStale(config.distDir)) return;
  process.stdout.write('Compilando la aplicación (vite build)...\n');
  const child = spawn('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) fail(`No se pudo compilar la aplicación: "vite build" terminó con el código ${code}.`);
}

function printReady(config: Config): void {
  const lines = [`Mostrador listo en http://localhost:${config.port}`];
  if (config.seedDemo) {
    lines.push('', `Accesos de demostración (contraseña de todos: ${DEMO_PASSWORD}):`);
    const width = Math.max(...DEMO_LOGINS.map((login) => login.email.length));
    for (const login of DEMO_LOGINS) {
      const phone = login.phone ? ` (o ${login.phone.slice(-10)})` : '';
      lines.push(`  ${login.email.padEnd(width)}  ${login.name} · ${login.roles.join(', ')}${phone}`);
    }
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

async function openMigrated(config: Config): Promise<DatabaseHandle> {
  try {
    const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      await migrate(database);
      if (config.seedDemo) {
        const { seeded } = await seedDemo(database.db, new Date(), { appKey: loadAppKey(config) });
        if (seeded) process.stdout.write('Se creó el negocio de demostración "Taquería Demo".\n');
      }
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}

async function listen(app: FastifyInstance, database: DatabaseHandle, config: Config): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(`El puerto ${config.port} ya está en uso. Detén el otro proceso o elige otro PORT.`);
    }
    throw error;
  }
}

/**
 * Wrappers (npm, tsx watch) relay the terminal's Ctrl-C to the server, which then gets the same
 * signal twice within milliseconds; only a signal later than this counts as a second one.
 */
const REPEATED_SIGNAL_GRACE_MS = 1_000;

/** SIGINT/SIGTERM: stop accepting requests, close the database cleanly, exit 0. A second signal forces exit. */
function closeOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let closingSince: number | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closingSince !== undefined) {
      if (Date.now() - closingSince < REPEATED_SIGNAL_GRACE_MS) return;
      process.stderr.write(`${signal} otra vez: salida forzada.\n`);
      process.exit(1);
    }
    closingSince = Date.now();
    process.stdout.write('Deteniendo Mostrador...\n');
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        process.stderr.write(`Error al detener Mostrador: ${String(error)}\n`);
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuración inválida:\n${error.message}`);
    throw error;
  }
  setPasswordCost(config.passwordCost);
  await buildIfStale(config);
  const database = await openMigrated(config);
  const app = await buildApp({ config, database, prettyLogs: process.stdout.isTTY === true }).catch(
    async (error: unknown) => {
      await database.close();
      if (error instanceof AppKeyError) fail(error.message);
      throw error;
    },
  );
  closeOnSignals(app, database);
  await app.deps.jobs.start();
  await listen(app, database, config);
  printReady(config);
}

await main();
