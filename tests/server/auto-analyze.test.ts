// PGlite has no autovacuum: without analyzeChangedTables its planner never learns a row count
// (issue 17 point 7, docs/architecture.md "Issue 17 point 7: status-data under 1,000 streams").
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeChangedTables } from '../../server/db/auto-analyze';
import type { DatabaseHandle } from '../../server/db/client';
import { locations } from '../../server/db/schema';
import { seedBenchEntries } from '../../server/db/seed/index';
import { runInTenant } from '../../server/db/tenant-scope';
import { createTestDatabase, destroyTestDatabase } from './helpers/test-db';

let database: DatabaseHandle;
let location: { id: number; companyId: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const [main] = await database.db
    .select({ id: locations.id, companyId: locations.companyId })
    .from(locations)
    .where(eq(locations.username, 'taqueria-demo'));
  if (!main) throw new Error('the demo location is missing');
  location = main;
  // A busy day on top of the demo's month of turns.
  await seedBenchEntries(database.db, location.id, 300);
});
afterAll(async () => {
  await destroyTestDatabase(database);
});

/** The plan of today's turns of the location as status-data reads them, under row-level security. */
async function todayPlan(): Promise<string> {
  const dayStart = new Date(Date.now() - 12 * 3_600_000).toISOString();
  const dayEnd = new Date(Date.now() + 12 * 3_600_000).toISOString();
  const plan = (await runInTenant({ companyId: location.companyId, locationId: location.id }, () =>
    database.tenantDb.execute(
      sql`explain select count(*) from queue_items where location_id = ${location.id} and (
        (type = 'waitlist' and created_at >= ${dayStart} and created_at < ${dayEnd})
        or (type = 'booking' and booking_date >= ${dayStart} and booking_date < ${dayEnd}))`,
    ),
  )) as { rows: { 'QUERY PLAN': string }[] };
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
}

// PGlite only, as the job: PostgreSQL's autovacuum analyzes its tables (and its statistics of
// changed rows reach pg_stat_user_tables only after a delay).
describe.skipIf(process.env.DATABASE_URL)('analyzeChangedTables', () => {
  it('gives the planner row counts, so today’s turns are read by the location and day', async () => {
    await analyzeChangedTables(database.db);
    expect(await todayPlan()).toContain('queue_items_location_created_idx');
  });

  it('analyzes nothing when nothing changed since', async () => {
    expect(await analyzeChangedTables(database.db)).toEqual([]);
  });
});
