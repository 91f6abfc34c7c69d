import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './lock';
import * as schema from './schema';
import { tenantDbOverPglite, tenantDbOverPostgres } from './tenant-client';

export type Schema = typeof schema;

/** The drizzle database, the same type whichever driver runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction of Db (the argument of db.transaction's callback). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseKind = 'pglite' | 'postgres';

/** The driver under drizzle, for what drizzle does not cover (pg-boss, LISTEN/NOTIFY). */
export type DatabaseDriver =
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; pool: pg.Pool; url: string };

export interface DatabaseHandle {
  /**
   * The tables' owner: the named cross-company path (migrations, the demo seed, cleanup, jobs'
   * discovery, sign-in). Modules reach it only through AppDeps.platformDb, in reviewed places.
   */
  db: Db;
  /** Every query under row-level security, as the current tenant scope (server/db/tenant-scope.ts). */
  tenantDb: Db;
  kind: DatabaseKind;
  driver: DatabaseDriver;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Closes the database (PGlite: a clean shutdown, then the data dir lock is released). */
  close(): Promise<void>;
}

export interface DatabaseConfig {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** Opens PostgreSQL when databaseUrl is set, otherwise the embedded PGlite in dataDir. */
export function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = resolve(dataDir);
  const lock = await lockDataDir(dir);
  let client: PGlite;
  try {
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } catch (error) {
    await lock.release();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    db: drizzlePglite(client, { schema }),
    tenantDb: tenantDbOverPglite(client),
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    async ping() {
      await client.query('select 1');
    },
    close() {
      closed ??= (async () => {
        try {
          await client.close();
        } finally {
          await lock.release();
        }
      })();
      return closed;
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL: ${error.message}`);
  });
  let closed: Promise<void> | undefined;
  return {
    db: drizzleNodePostgres(pool, { schema }),
    tenantDb: tenantDbOverPostgres(pool),
    kind: 'postgres',
    driver: { kind: 'postgres', pool, url: databaseUrl },
    async ping() {
      await pool.query('select 1');
    },
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}
