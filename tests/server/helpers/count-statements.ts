// Counts the SQL statements the app sends to its real database (PGlite or PostgreSQL) whose text
// matches, by wrapping the driver's query function: the queries still run.
import type { DatabaseHandle } from '../../../server/db/client';

export interface StatementCounter {
  /** Statements matching since the counter started (or since the last reset). */
  count(): number;
  reset(): void;
  stop(): void;
}

function sqlText(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

export function countStatements(database: DatabaseHandle, matches: RegExp): StatementCounter {
  const target: { query: (...args: never[]) => unknown } =
    database.driver.kind === 'pglite' ? database.driver.client : database.driver.pool;
  const original = target.query;
  let counted = 0;
  target.query = function (this: unknown, ...args: never[]) {
    if (matches.test(sqlText(args[0]))) counted++;
    return original.apply(this, args);
  };
  return {
    count: () => counted,
    reset: () => {
      counted = 0;
    },
    stop: () => {
      target.query = original;
    },
  };
}
