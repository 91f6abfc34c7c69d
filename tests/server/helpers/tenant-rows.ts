// Whose rows are whose, for every table of the public schema, read from the database's own
// catalogue: a table belongs to a company through its company_id, else its location_id, else the
// first foreign key that leads to a table that does. Tables of no company are declared in
// GLOBAL_TABLES; any other table the rule cannot place fails, naming it, so a new table is never
// silently left out of the cross-tenant snapshot.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { GLOBAL_TABLES as SERVER_GLOBAL_TABLES } from '../../../server/db/tenant-tables';

/**
 * Tables that hold no company's data: the server's one list (with each reason), except the
 * persons' tables the snapshot still follows (B must not change A's staff or their sessions).
 */
const PERSON_TABLES_FOLLOWED = new Set(['users', 'sessions']);
export const GLOBAL_TABLES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SERVER_GLOBAL_TABLES).filter(([table]) => !PERSON_TABLES_FOLLOWED.has(table)),
);

/** Persons are global, but a company's staff are its own: a user belongs to the companies of its memberships. */
const OWNERSHIP_OVERRIDES: Readonly<Record<string, (company: SQL) => SQL>> = {
  companies: (company) => sql`id = ${company}`,
  users: (company) =>
    sql`id in (select user_id from memberships where location_id in (select id from locations where company_id = ${company}))`,
};

interface ColumnRow {
  table_name: string;
  column_name: string;
}
interface ForeignKeyRow {
  table_name: string;
  column_name: string;
  parent: string;
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers a QueryResult and PGlite a Results object; both carry rows.
  return (result as { rows: T[] }).rows;
}

/** For each company table, the condition that selects one company's rows. */
export async function ownershipRules(db: Db): Promise<Map<string, (company: SQL) => SQL>> {
  const columns = rowsOf<ColumnRow>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
  );
  const foreignKeys = rowsOf<ForeignKeyRow>(
    await db.execute(sql`select child.relname as table_name, a.attname as column_name, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1
        and c.connamespace = 'public'::regnamespace
      order by child.relname, not a.attnotnull, c.conname`),
  );
  const columnsOf = new Map<string, Set<string>>();
  for (const row of columns) {
    const set = columnsOf.get(row.table_name) ?? new Set<string>();
    set.add(row.column_name);
    columnsOf.set(row.table_name, set);
  }
  const rules = new Map<string, (company: SQL) => SQL>();
  const resolve = (table: string, seen: Set<string>): ((company: SQL) => SQL) | undefined => {
    const known = rules.get(table) ?? OWNERSHIP_OVERRIDES[table];
    if (known) return known;
    if (table in GLOBAL_TABLES || seen.has(table)) return undefined;
    const own = columnsOf.get(table) ?? new Set<string>();
    if (own.has('company_id')) return (company) => sql`company_id = ${company}`;
    if (own.has('location_id')) {
      return (company) => sql`location_id in (select id from locations where company_id = ${company})`;
    }
    for (const key of foreignKeys.filter((row) => row.table_name === table)) {
      const parentRule = resolve(key.parent, new Set([...seen, table]));
      if (parentRule) {
        return (company) =>
          sql`${sql.identifier(key.column_name)} in (select id from ${sql.identifier(key.parent)} where ${parentRule(company)})`;
      }
    }
    return undefined;
  };
  const unplaced: string[] = [];
  for (const table of columnsOf.keys()) {
    if (table in GLOBAL_TABLES) continue;
    const rule = resolve(table, new Set());
    if (rule) rules.set(table, rule);
    else unplaced.push(table);
  }
  if (unplaced.length > 0) {
    throw new Error(
      `No company owns the rows of ${unplaced.join(', ')}: give the table a company_id (or a foreign key to a company table), or list it in GLOBAL_TABLES with why.`,
    );
  }
  return rules;
}

/** One company's rows of every company table, each row as the md5 of its full text, sorted. */
export type CompanyRows = Record<string, string[]>;

export async function companyRows(
  db: Db,
  rules: Map<string, (company: SQL) => SQL>,
  companyId: number,
): Promise<CompanyRows> {
  const snapshot: CompanyRows = {};
  for (const [table, rule] of [...rules].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const result = await db.execute(
      sql`select md5(t::text) as row from ${sql.identifier(table)} t where ${rule(sql`${companyId}`)} order by 1`,
    );
    snapshot[table] = rowsOf<{ row: string }>(result).map((row) => row.row);
  }
  return snapshot;
}

/** Tables whose rows differ between two snapshots: rows gone or changed, and rows added. */
export function changedTables(before: CompanyRows, after: CompanyRows): string[] {
  const changes: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? []);
    const is = new Set(after[table] ?? []);
    const removed = [...was].filter((row) => !is.has(row)).length;
    const added = [...is].filter((row) => !was.has(row)).length;
    if (removed > 0 || added > 0) changes.push(`${table}: ${removed} rows changed or gone, ${added} new`);
  }
  return changes;
}

/** Columns whose values name a company's customers, staff, places and codes. */
const NAMING_COLUMNS = [
  'name',
  'phone',
  'email',
  'username',
  'public_code',
  'token',
  'number',
  'recipient',
  'contact_name',
  'contact_phone',
  'notes',
  'code',
];

/** Every naming value (4 characters or more) of one company's rows. */
export async function companyNames(
  db: Db,
  rules: Map<string, (company: SQL) => SQL>,
  companyId: number,
): Promise<Set<string>> {
  const columns = rowsOf<ColumnRow>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying')`),
  );
  const names = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    const rule = rules.get(table);
    if (!rule || !NAMING_COLUMNS.includes(column)) continue;
    const result = await db.execute(
      sql`select distinct ${sql.identifier(column)} as value from ${sql.identifier(table)}
        where ${rule(sql`${companyId}`)} and length(${sql.identifier(column)}) >= 4`,
    );
    for (const row of rowsOf<{ value: string }>(result)) names.add(row.value);
  }
  return names;
}
