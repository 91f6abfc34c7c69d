// Row-level security (issue 20 point 2): the tenant database (DatabaseHandle.tenantDb, AppDeps.db)
// sees only the rows of the company in the current tenant scope, whatever a query's `where` says.
// Runs on PGlite and, in CI, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { companies, locations, queueItems } from '../../server/db/schema';
import { runInTenant, TENANT_ROLE } from '../../server/db/tenant-scope';
import { publicTenantResolver } from '../../server/http/public-tenant';
import { type AgendaBusiness, addItem, createAgendaBusiness } from './helpers/agenda-fixture';
import { createTestDatabase, destroyTestDatabase } from './helpers/test-db';

let database: DatabaseHandle;
let other: AgendaBusiness;
let demoCompanyId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  other = await createAgendaBusiness(database.db, 'rls');
  await addItem(database.db, other.locationId, { type: 'waitlist', name: 'Cliente de la otra' });
  const [demo] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(companies.id)
    .limit(1);
  demoCompanyId = demo?.id ?? 0;
});

afterAll(async () => {
  await destroyTestDatabase(database);
});

/** The rows of db.execute on either driver (node-postgres and PGlite both answer { rows }). */
async function rowsOf<T>(result: PromiseLike<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

const asOther = <T>(fn: () => PromiseLike<T>) =>
  runInTenant({ companyId: other.companyId, locationId: other.locationId }, fn);

describe('the tenant database', () => {
  it('runs as a role that is neither a superuser nor the tables owner', async () => {
    const [who] = await rowsOf<{ role: string; superuser: boolean; owns: boolean }>(
      database.tenantDb.execute(
        sql`select current_user as role,
          (select rolsuper from pg_roles where rolname = current_user) as superuser,
          exists (select 1 from pg_tables where schemaname = 'public' and tableowner = current_user) as owns`,
      ),
    );
    expect(who).toEqual({ role: TENANT_ROLE, superuser: false, owns: false });
  });

  it('reads nothing from a tenant table when no company is set', async () => {
    expect(await database.tenantDb.select().from(locations)).toEqual([]);
    expect(await database.tenantDb.select().from(companies)).toEqual([]);
    expect(await database.tenantDb.select().from(queueItems).limit(5)).toEqual([]);
    // The platform path (the owner) still sees every company.
    expect((await database.db.select().from(companies)).length).toBeGreaterThanOrEqual(2);
  });

  it('a query that forgets its where returns only its company rows', async () => {
    const rows = await asOther(() =>
      database.tenantDb.select({ companyId: locations.companyId, id: locations.id }).from(locations),
    );
    expect(rows).toEqual([{ companyId: other.companyId, id: other.locationId }]);
    const items = await asOther(() =>
      database.tenantDb.select({ locationId: queueItems.locationId }).from(queueItems),
    );
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.locationId))).toEqual(new Set([other.locationId]));
  });

  it('keeps the scope through a transaction and refuses to write into another company', async () => {
    const seen = await asOther(() =>
      database.tenantDb.transaction(async (tx) => tx.select({ id: companies.id }).from(companies)),
    );
    expect(seen).toEqual([{ id: other.companyId }]);

    await expect(
      asOther(() =>
        database.tenantDb
          .insert(locations)
          .values({ companyId: demoCompanyId, name: 'Intrusa', username: 'intrusa-rls' }),
      ),
    ).rejects.toSatisfy((error: Error) => /row-level security/.test(String((error.cause as Error)?.message)));
    const renamed = await asOther(() =>
      database.tenantDb
        .update(companies)
        .set({ name: 'Cambiada' })
        .where(eq(companies.id, demoCompanyId))
        .returning({ id: companies.id }),
    );
    expect(renamed).toEqual([]);
    const [demo] = await database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, demoCompanyId));
    expect(demo?.name).not.toBe('Cambiada');
  });

  it('two scopes at once never see each other', async () => {
    const [a, b] = await Promise.all([
      runInTenant({ companyId: demoCompanyId, locationId: null }, () =>
        database.tenantDb.select({ id: companies.id }).from(companies),
      ),
      asOther(() => database.tenantDb.select({ id: companies.id }).from(companies)),
    ]);
    expect(a).toEqual([{ id: demoCompanyId }]);
    expect(b).toEqual([{ id: other.companyId }]);
  });
});

describe('the catalogue', () => {
  it('every table with company_id forces row-level security with the tenant and platform policies', async () => {
    const rows = await rowsOf<{ table: string; rls: boolean; forced: boolean; policies: string }>(
      database.db.execute(sql`
      select c.relname as table, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        coalesce((select string_agg(p.policyname, ',' order by p.policyname) from pg_policies p
          where p.schemaname = 'public' and p.tablename = c.relname), '') as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.relname = 'companies' or exists (select 1 from information_schema.columns col
          where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'company_id'))
      order by 1`),
    );
    expect(rows.length).toBeGreaterThan(10);
    const unprotected = rows.filter(
      (row) => !(row.rls && row.forced && row.policies === 'platform_rows,tenant_rows'),
    );
    expect(unprotected).toEqual([]);
  });

  // current_setting() is only stable: in a filter it is called again for every row looked at. In a
  // scalar subquery it is an InitPlan, computed once when the query starts (the cost of row-level
  // security, docs/architecture.md "Issue 20 — cost of row-level security").
  it('every tenant policy reads the company once per query, not once per row', async () => {
    const policies = await rowsOf<{ table: string; using: string; checking: string }>(
      database.db.execute(sql`
      select tablename as table, qual as using, with_check as checking from pg_policies
      where schemaname = 'public' and policyname = 'tenant_rows' order by 1`),
    );
    expect(policies.length).toBeGreaterThan(10);
    const once = /= \( SELECT \(NULLIF\(current_setting\('app\.company_id'/;
    const perRow = policies.filter((policy) => !once.test(policy.using) || !once.test(policy.checking));
    expect(perRow.map((policy) => policy.table)).toEqual([]);

    const plan = await asOther(() =>
      rowsOf<{ 'QUERY PLAN': string }>(
        database.tenantDb.execute(
          sql`explain select count(*) from ${queueItems} where ${queueItems.notes} is null`,
        ),
      ),
    );
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('InitPlan');
    expect(text).not.toContain('current_setting');
  });
});

describe('public pages', () => {
  it('resolve the business they serve before their handler runs', async () => {
    const resolve = publicTenantResolver('/v1/public/waitlist/:username');
    expect(await resolve?.(database.db, { username: other.username })).toEqual({
      companyId: other.companyId,
      locationId: other.locationId,
    });
    expect(await resolve?.(database.db, { username: 'nadie-aqui' })).toBeNull();
  });

  it('a public route that does not say whose business it serves cannot be registered', () => {
    expect(() => publicTenantResolver('/v1/public/nueva/:algo')).toThrow(/public-tenant/);
    expect(publicTenantResolver('/v1/waitlist/queue')).toBeNull();
  });
});
