// The drivers under the tenant database (DatabaseHandle.tenantDb): every query, and every
// transaction drizzle opens, runs in a transaction that first sets the current tenant scope
// (server/db/tenant-scope.ts) and switches to the non-owner role, so row-level security decides
// which rows exist. The same SQL runs on both databases. The scope costs one request per
// transaction: PGlite sends BEGIN itself, so there it is BEGIN, scope, query, COMMIT; on
// PostgreSQL the scope rides with `begin` (tests/server/tenant-client.test.ts pins both).
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { literalsOf, preparedNameOf } from './prepared-statement';
import * as schema from './schema';
import { currentTenantScope, tenantPrelude } from './tenant-scope';

/**
 * A query on PGlite's one session: a statement marked by preparedStatement runs by its name with
 * a generic plan (prepared on first use; prepared statements outlive transactions), any other
 * as it is. `prepared` maps the names this session has prepared to their text.
 */
async function queryInSession<T>(
  tx: Transaction,
  prepared: Map<string, string>,
  text: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  const name = preparedNameOf(text);
  const literals = name === undefined ? undefined : literalsOf(params ?? []);
  if (name === undefined || literals === undefined) return tx.query<T>(text, params, options);
  if (prepared.get(name) !== text) {
    if (prepared.has(name)) await tx.exec(`deallocate ${name}`);
    await tx.exec(`prepare ${name} as ${text}`);
    prepared.set(name, text);
  }
  // The plan is the statement's, whatever its values: no planning per call. `set local` ends
  // with the transaction; it is put back at once for the transaction's other queries.
  const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
  const results = await tx.exec(
    `set local plan_cache_mode = force_generic_plan; execute ${name}${args}; ` +
      'set local plan_cache_mode = default',
    options,
  );
  return results[1] as Results<T>;
}

/** PGlite as drizzle uses it (query and transaction), each wrapped in a tenant transaction. */
function tenantPglite(client: PGlite) {
  const prepared = new Map<string, string>();
  const inTenant = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    const prelude = tenantPrelude(currentTenantScope());
    return client.transaction(async (tx) => {
      await tx.exec(prelude);
      // The transaction's own queries (drizzle runs them on tx) take the same named path.
      const session: Transaction = Object.create(tx);
      session.query = (text, params, options) => queryInSession(tx, prepared, text, params, options);
      return fn(session);
    });
  };
  return {
    query<T>(query: string, params?: unknown[], options?: QueryOptions) {
      return inTenant((tx) => tx.query<T>(query, params, options));
    },
    transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      return inTenant(fn);
    },
  };
}

type QueryConfig = string | { text: string };

const textOf = (query: QueryConfig) => (typeof query === 'string' ? query : query.text);

const isBegin = (query: QueryConfig) => /^\s*begin\b/i.test(textOf(query));

/** A statement marked by preparedStatement, named: pg prepares it once per connection. */
function withName(query: QueryConfig): string | { text: string; name?: string } {
  const name = preparedNameOf(textOf(query));
  if (name === undefined) return query;
  return typeof query === 'string' ? { text: query, name } : { ...query, name };
}

/**
 * A pool client inside one of drizzle's transactions: drizzle's `begin` (a plain statement, no
 * parameters) goes out with the tenant scope and role in the same request.
 */
class TenantPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  async query(query: QueryConfig, params?: unknown[]) {
    if (isBegin(query)) {
      // Several statements in one simple query answer one result each; drizzle ignores `begin`'s.
      const results = (await this.client.query(
        `${textOf(query)}; ${tenantPrelude(currentTenantScope())}`,
      )) as unknown as pg.QueryResult[];
      return results[0];
    }
    // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads; drizzle passes its own config objects.
    return this.client.query(withName(query) as any, params);
  }

  release(error?: Error | boolean) {
    this.client.release(error);
  }
}

/**
 * The pg pool as drizzle uses it. Its class name contains "Pool", which is how drizzle's
 * node-postgres session decides to check out a client for a transaction.
 */
class TenantPool {
  constructor(private readonly pool: pg.Pool) {}

  async connect(): Promise<TenantPoolClient> {
    return new TenantPoolClient(await this.pool.connect());
  }

  async query(query: QueryConfig, params?: unknown[]) {
    const client = await this.pool.connect();
    try {
      await client.query(`begin; ${tenantPrelude(currentTenantScope())}`);
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      const result = await client.query(withName(query) as any, params);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/** The tenant database over PGlite. */
export function tenantDbOverPglite(client: PGlite) {
  // The wrapper implements the two methods drizzle's PGlite session calls.
  return drizzlePglite({ client: tenantPglite(client) as unknown as PGlite, schema });
}

/** The tenant database over PostgreSQL. */
export function tenantDbOverPostgres(pool: pg.Pool) {
  // The wrapper implements what drizzle's node-postgres session calls (query, connect).
  return drizzleNodePostgres({ client: new TenantPool(pool) as unknown as pg.Pool, schema });
}
