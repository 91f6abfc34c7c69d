import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The shared Playwright server's data directory: one per E2E_PORT, so the server started by
 * e2e/start-server.ts and the specs reading its outbox agree on it without talking.
 */
export function e2eDataDir(port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 8090)): string {
  return join(tmpdir(), `mostrador-e2e-${port}`);
}

/**
 * The migrated, demo-seeded database start-server.ts prepares once per run: the shared server and
 * every spec's own server (helpers/server-process.ts) start on a copy instead of seeding anew.
 */
export function e2eTemplateDir(port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 8090)): string {
  return join(tmpdir(), `mostrador-e2e-${port}-template`);
}

/** Where the server writes e-mails (.eml) and start-server.ts records the local SMS/WhatsApp. */
export function e2eOutboxDir(): string {
  return join(e2eDataDir(), 'outbox');
}

/** One line of JSON per message the local messaging provider handed over (see start-server.ts). */
export const RECORDED_MESSAGES_FILE = 'messages.jsonl';
