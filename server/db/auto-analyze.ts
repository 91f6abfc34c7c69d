import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * PostgreSQL's autovacuum thresholds for ANALYZE: a table is analyzed again once more rows than
 * 50 + 10% of its size changed since the last time (autovacuum_analyze_threshold, _scale_factor).
 */
const ANALYZE_THRESHOLD_ROWS = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

/**
 * What autovacuum's ANALYZE does on PostgreSQL, for PGlite, which runs the engine in this process
 * without its background workers: nothing ever analyzes its tables, so the planner knows no row
 * count and guesses. With a month of turns it read today's list through the company's rows (the
 * row-level security condition) instead of the location-and-day index, a cost that grows with the
 * history (docs/architecture.md, "Issue 17 point 7: status-data under 1,000 streams").
 * Analyzes the application's tables that changed past autovacuum's threshold, in one statement;
 * returns their names (none: nothing to do).
 */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  // The engine publishes a session's change counts at most once a second: rows written just now
  // would not count yet (seen as a flaky test on a fast machine).
  await db.execute(sql`select pg_stat_force_next_flush()`);
  // Both drivers answer raw SQL with `{ rows }`; Db's type leaves the result unknown.
  const changed = (await db.execute(sql`
    select quote_ident(s.relname) as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
      and s.n_mod_since_analyze > ${ANALYZE_THRESHOLD_ROWS} + ${ANALYZE_SCALE_FACTOR} * greatest(c.reltuples, 0)
    order by s.relname`)) as { rows: { name: string }[] };
  const names = changed.rows.map((row) => row.name);
  // Names quoted by the database itself.
  if (names.length > 0) await db.execute(sql.raw(`analyze ${names.join(', ')}`));
  return names;
}
