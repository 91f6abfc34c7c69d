// Issue 20: the migrated database's own catalogue (not the drizzle objects) says every table is
// either global (server/db/tenant-tables.ts) or a tenant table keyed by company_id, and that no
// foreign key between tenant tables can cross companies.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  GLOBAL_TABLES,
  NULLABLE_COMPANY_TABLES,
  TENANT_ROOT,
  TENANT_TABLES,
} from '../../server/db/tenant-tables';
import { rowsOf } from './helpers/empty-database';
import { createTestDatabase, destroyTestDatabase } from './helpers/test-db';

interface Constraint {
  table: string;
  type: 'p' | 'u' | 'f';
  name: string;
  columns: string[];
  parent: string | null;
  parent_columns: string[] | null;
}

let handle: DatabaseHandle;
let tables: string[];
let companyColumns: Map<string, { nullable: boolean }>;
let constraints: Constraint[];

const isGlobal = (table: string) => Object.hasOwn(GLOBAL_TABLES, table);
const isTenant = (table: string) => !isGlobal(table);
/** The column that names a tenant row's company: the root's id, company_id everywhere else. */
const companyColumn = (table: string) => (table === TENANT_ROOT ? 'id' : 'company_id');

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.table_name);
  companyColumns = new Map(
    rowsOf<{ table_name: string; is_nullable: string }>(
      await db.execute(
        sql`select table_name, is_nullable from information_schema.columns where table_schema = 'public' and column_name = 'company_id' and data_type = 'integer'`,
      ),
    ).map((row) => [row.table_name, { nullable: row.is_nullable === 'YES' }]),
  );
  constraints = rowsOf<Constraint>(
    await db.execute(sql`
      select rel.relname as "table", c.contype as type, c.conname as name,
        array(select a.attname from unnest(c.conkey) with ordinality k(num, ord)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.ord)::text[] as columns,
        parent.relname as parent,
        case when c.contype = 'f' then array(select a.attname from unnest(c.confkey) with ordinality k(num, ord)
          join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.num order by k.ord)::text[] end as parent_columns
      from pg_constraint c
      join pg_class rel on rel.oid = c.conrelid
      join pg_namespace ns on ns.oid = rel.relnamespace
      left join pg_class parent on parent.oid = c.confrelid
      where ns.nspname = 'public' and c.contype in ('p', 'u', 'f')
      order by rel.relname, c.conname`),
  );
});

afterAll(async () => {
  if (handle) await destroyTestDatabase(handle);
});

describe('tenant tables in the catalogue', () => {
  it('every global table exists, and no table is missing from TENANT_TABLES', () => {
    expect(Object.keys(GLOBAL_TABLES).filter((table) => !tables.includes(table))).toEqual([]);
    expect(tables.filter(isTenant)).toEqual([...TENANT_TABLES]);
  });

  it('every table is global or has a NOT NULL integer company_id', () => {
    const missing = tables
      .filter((table) => isTenant(table) && table !== TENANT_ROOT)
      .filter((table) => {
        const column = companyColumns.get(table);
        return !column || (column.nullable && !Object.hasOwn(NULLABLE_COMPANY_TABLES, table));
      });
    expect(missing).toEqual([]);
  });

  it('every tenant table has company_id in its primary key, or in a unique key with id', () => {
    const unkeyed = tables.filter(isTenant).filter((table) => {
      const company = companyColumn(table);
      return !constraints.some(
        (c) =>
          c.table === table &&
          c.columns.includes(company) &&
          (c.type === 'p' || (c.type === 'u' && c.columns.includes('id'))),
      );
    });
    expect(unkeyed).toEqual([]);
  });

  it('every foreign key between two tenant tables joins company_id to company_id', () => {
    const crossing = constraints
      .filter((c) => c.type === 'f' && c.parent !== null && isTenant(c.table) && isTenant(c.parent))
      .filter((c) => {
        const at = c.columns.indexOf(companyColumn(c.table));
        return at < 0 || c.parent_columns?.[at] !== companyColumn(c.parent ?? '');
      })
      .map((c) => `${c.table}.${c.name}`);
    expect(crossing).toEqual([]);
  });
});
