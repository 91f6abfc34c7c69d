import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import { LIVE_CHANNEL } from './live-messages';

export interface LiveListenerLog {
  warn(message: string): void;
}

const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * Calls onPayload for every notification on the live channel, from any server process on the
 * same database. PGlite: its own listen() (one process owns the data dir). PostgreSQL: a
 * dedicated connection (LISTEN needs one outside the pool), reconnected with backoff when lost.
 * Resolves with a function that stops listening.
 */
export async function listenForLiveMessages(
  database: DatabaseHandle,
  onPayload: (payload: string) => void,
  log: LiveListenerLog,
): Promise<() => Promise<void>> {
  const { driver } = database;
  if (driver.kind === 'pglite') return driver.client.listen(LIVE_CHANNEL, onPayload);

  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = 500;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: driver.url });
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      log.warn(`live: lost the LISTEN connection (${error.message}); reconnecting`);
      reconnect(next);
    });
    await next.connect();
    await next.query(`listen ${LIVE_CHANNEL}`);
    client = next;
    delay = 500;
  };

  const reconnect = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = null;
    failed.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        log.warn(`live: LISTEN connection failed (${String(error)}); retrying in ${delay} ms`);
        delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
        if (!stopped) schedule();
      });
    }, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
