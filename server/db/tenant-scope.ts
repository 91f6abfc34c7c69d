import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The company (and location, on location-scoped routes) whose rows the current work may touch.
 * Row-level security reads it from `app.company_id` / `app.location_id`, which every tenant
 * query's transaction sets from here (server/db/tenant-client.ts).
 */
export interface TenantScope {
  companyId: number;
  locationId: number | null;
}

const scopes = new AsyncLocalStorage<TenantScope>();

/**
 * Runs fn (and everything it awaits) as work of one company. fn's result is awaited inside the
 * scope: drizzle's query builders are lazy thenables, and one returned unawaited would otherwise
 * run after the scope has ended.
 */
export function runInTenant<T>(scope: TenantScope, fn: () => T | PromiseLike<T>): Promise<T> {
  if (!Number.isSafeInteger(scope.companyId) || scope.companyId <= 0) {
    return Promise.reject(new Error(`Invalid tenant scope: company ${scope.companyId}`));
  }
  return scopes.run(scope, async () => await fn());
}

/** The scope of the work in progress; undefined outside any (tenant tables then read as empty). */
export function currentTenantScope(): TenantScope | undefined {
  return scopes.getStore();
}

/** The role every tenant query runs as: not a superuser, not the tables' owner (RLS applies). */
export const TENANT_ROLE = 'mostrador_app';

/** The role of the named cross-company path (migrations, seed, jobs' discovery, sign-in). */
export const PLATFORM_ROLE = 'mostrador_platform';

/**
 * The statements that open every tenant transaction, sent as one request: three `SET LOCAL`
 * (utility statements, measurably cheaper than a `select set_config(…)`, which is planned, run
 * and answers a row; docs/architecture.md "Issue 20 — cost of row-level security").
 * tests/server/tenant-client.test.ts pins them. Values are integers checked above (and below),
 * never text from a request, so inlining them is safe.
 */
export function tenantPrelude(scope: TenantScope | undefined): string {
  const company = scope ? String(scope.companyId) : '';
  const location =
    scope?.locationId !== null && scope?.locationId !== undefined && Number.isSafeInteger(scope.locationId)
      ? String(scope.locationId)
      : '';
  return (
    `set local app.company_id = '${company}'; set local app.location_id = '${location}'; ` +
    `set local role ${TENANT_ROLE}`
  );
}
