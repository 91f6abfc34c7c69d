// The price of the tenant scope (issue 20, docs/architecture.md "Issue 20 — cost of row-level
// security"): what the tenant database sends to the engine for one scoped query and for one
// transaction, pinned. One more request or statement per query is a cost every GET pays.

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { preparedStatement, runPrepared } from '../../server/db/prepared-statement';
import { companies, locations } from '../../server/db/schema';
import { runInTenant, type TenantScope } from '../../server/db/tenant-scope';
import { recordRequests } from './helpers/database-requests';
import { createTestDatabase, destroyTestDatabase } from './helpers/test-db';

let database: DatabaseHandle;
let scope: TenantScope;

beforeAll(async () => {
  database = await createTestDatabase();
  const [location] = await database.db
    .select({ companyId: locations.companyId, id: locations.id })
    .from(locations)
    .orderBy(locations.id)
    .limit(1);
  scope = { companyId: location?.companyId ?? 0, locationId: location?.id ?? null };
});

afterAll(async () => {
  await destroyTestDatabase(database);
});

/** The requests the engine receives while fn runs in the scope. */
async function sentFor(fn: () => PromiseLike<unknown>): Promise<string[]> {
  const recorder = recordRequests(database);
  try {
    await runInTenant(scope, fn);
  } finally {
    recorder.stop();
  }
  return recorder.sent;
}

/** The scope, in one request of three statements. */
const scopeRequest = () =>
  `set local app.company_id = '${scope.companyId}'; set local app.location_id = '${scope.locationId}'; ` +
  'set local role mostrador_app';

const READ = 'select "id" from "companies"';

describe('the tenant database', () => {
  it('sends one scoped query as its transaction, one request for the scope, and the query', async () => {
    const sent = await sentFor(() => database.tenantDb.select({ id: companies.id }).from(companies));
    expect(sent).toEqual(
      database.kind === 'pglite'
        ? ['BEGIN', scopeRequest(), READ, 'COMMIT']
        : [`begin; ${scopeRequest()}`, READ, 'commit'],
    );
  });

  it('sets the scope once for a whole transaction', async () => {
    const sent = await sentFor(() =>
      database.tenantDb.transaction(async (tx) => {
        await tx.select({ id: companies.id }).from(companies);
        await tx.select({ id: companies.id }).from(companies);
      }),
    );
    expect(sent).toEqual(
      database.kind === 'pglite'
        ? ['BEGIN', scopeRequest(), READ, READ, 'COMMIT']
        : [`begin; ${scopeRequest()}`, READ, READ, 'commit'],
    );
  });

  it('runs a prepared statement by its name, prepared once per session', async () => {
    const probe = preparedStatement(
      'tenant_client_probe',
      sql`select ${companies.id} as id, ${sql.placeholder('text')} as quoted from ${companies} where ${companies.id} = ${sql.placeholder('company')}`,
    );
    const values = { company: scope.companyId, text: "it's" };
    let answers: unknown[] = [];
    let names: unknown[] = [];
    const sent = await sentFor(() =>
      database.tenantDb.transaction(async (tx) => {
        answers = [await runPrepared(tx, probe, values), await runPrepared(tx, probe, values)];
        const statements = await runPrepared<{ name: string }>(
          tx,
          preparedStatement('tenant_client_names', sql`select name from pg_prepared_statements`),
          {},
        );
        names = statements.map((row) => row.name);
      }),
    );
    const row = { id: scope.companyId, quoted: "it's" };
    expect(answers).toEqual([[row], [row]]);
    expect(names).toContain('tenant_client_probe');
    if (database.kind === 'pglite') {
      expect(sent.filter((request) => request.startsWith('prepare tenant_client_probe as'))).toHaveLength(1);
      expect(sent.filter((request) => request.includes('execute tenant_client_probe('))).toHaveLength(2);
    }
  });
});
