// Records the SQL of every request the app's driver sends to the database engine, below drizzle
// and below the tenant client: on PGlite each simple query ('Q') or statement parse ('P') message
// of the wire protocol, on PostgreSQL each query a pg client sends (pg sends one, waits for its
// answer, then the next). The requests still run.
import pg from 'pg';
import type { DatabaseHandle } from '../../../server/db/client';

export interface RequestRecorder {
  /** The SQL of each request since the recorder started, in order. */
  readonly sent: string[];
  stop(): void;
}

const SIMPLE_QUERY = 0x51; // 'Q'
const PARSE = 0x50; // 'P'

/** The SQL text of a frontend message, or null for a message without one (bind, execute, sync…). */
function sqlOfMessage(message: Uint8Array): string | null {
  const type = message[0];
  if (type !== SIMPLE_QUERY && type !== PARSE) return null;
  // Type byte, int32 length, then null-terminated strings: the query; for a parse, first the statement name.
  const strings = new TextDecoder().decode(message.subarray(5)).split('\0');
  return (type === SIMPLE_QUERY ? strings[0] : strings[1]) ?? null;
}

export function recordRequests(database: DatabaseHandle): RequestRecorder {
  const sent: string[] = [];
  if (database.driver.kind === 'pglite') {
    const client = database.driver.client;
    const original = client.execProtocolStream;
    client.execProtocolStream = function (this: unknown, ...args: Parameters<typeof original>) {
      const sql = sqlOfMessage(args[0]);
      if (sql !== null) sent.push(sql);
      return original.apply(this, args);
    };
    return {
      sent,
      stop: () => {
        client.execProtocolStream = original;
      },
    };
  }
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args;
    sent.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
    return original.apply(this, args);
  };
  return {
    sent,
    stop: () => {
      prototype.query = original;
    },
  };
}
