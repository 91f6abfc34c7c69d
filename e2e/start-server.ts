// Starts the real server entry (server/main.ts) for the Playwright run on a fresh, throwaway
// data directory: a copy of the demo template seeded here at the run's start (helpers/demo-template.ts),
// so "today's" entries are today, and the specs' own servers start on a copy of the same template.
// The entry itself builds dist/ when it is stale; a missing one is built here, beside the
// template. Port and other settings come from the environment given by playwright.config.ts.
//
// The local messaging provider sends nothing: it logs 'outbox local: …' at info. The server runs
// at info at least; this script appends those lines to DATA_DIR/outbox/messages.jsonl (the specs
// read the verification SMS there, next to the e-mails' .eml files) and prints only the lines at
// the LOG_LEVEL asked for.
//
// Google sign-in runs against the local OpenID Connect issuer (scripts/local-oidc-issuer.ts),
// started here on a free port (other checkouts' servers take E2E_PORT's neighbours) and given to
// the server as GOOGLE_*; the browser only follows the redirects, and specs find the issuer's
// URL in the data directory (helpers/google-issuer.ts).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startLocalOidcIssuer } from '../scripts/local-oidc-issuer';
import { createDemoTemplate } from './helpers/create-demo-template';
import { copyDemoTemplate, removeDemoTemplate } from './helpers/demo-template';
import { e2eDataDir, RECORDED_MESSAGES_FILE } from './helpers/e2e-data-dir';
import { googleIssuerFile } from './helpers/google-issuer';

const dataDir = e2eDataDir();
const outboxDir = join(dataDir, 'outbox');
rmSync(dataDir, { recursive: true, force: true });

/** `vite build`, as server/main.ts runs it for a stale dist/. */
function buildApp(): Promise<void> {
  const child = spawn('npx', ['vite', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build terminó con el código ${code}`)),
    );
  });
}

// A clean checkout (CI) has no dist/: it is built while the template is seeded (each keeps about
// one core busy for some 20 s) instead of by the server after it. A stale dist/ the server still
// rebuilds by its own rule.
await Promise.all([createDemoTemplate(), existsSync(join('dist', 'index.html')) ? undefined : buildApp()]);
copyDemoTemplate(dataDir);
mkdirSync(outboxDir, { recursive: true });

/** pino's numeric levels ('silent' prints nothing). */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const INFO = 30;
const wanted = process.env.LOG_LEVEL ?? 'info';
const printFrom = LEVELS[wanted] ?? Number.POSITIVE_INFINITY;

const google = { clientId: 'mostrador-e2e', clientSecret: 'mostrador-e2e-secret' };
const issuer = await startLocalOidcIssuer({ port: 0, ...google });
writeFileSync(googleIssuerFile(), issuer.issuer);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: printFrom < INFO ? wanted : 'info',
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: issuer.issuer,
  },
});

interface LogLine {
  level?: number;
  msg?: string;
}

createInterface({ input: server.stdout }).on('line', (line) => {
  let entry: LogLine | null = null;
  try {
    entry = JSON.parse(line) as LogLine;
  } catch {
    // Not a log line: the ready banner, the build's output.
  }
  if (entry?.msg?.startsWith('outbox local:')) {
    appendFileSync(join(outboxDir, RECORDED_MESSAGES_FILE), `${line}\n`);
  }
  if (entry?.level === undefined || entry.level >= printFrom) process.stdout.write(`${line}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  removeDemoTemplate();
  void issuer.close().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
