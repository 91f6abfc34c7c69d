// Named statements for the hottest queries: the engine parses and plans them once per session and
// then only runs them. On PGlite planning is the larger part of a query's cost (every relation the
// planner looks at is a file-size system call through its file system), so the host stand's
// status query, asked every few seconds by every tablet, is worth keeping planned
// (docs/architecture.md, issue 17 point 7). The name rides in the SQL text as a leading comment,
// where both tenant drivers (server/db/tenant-client.ts) see it below drizzle. The text is also
// built once: values come in through drizzle's placeholders (sql.placeholder).
import { type Query, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

const NAME = /^[a-z][a-z0-9_]{0,62}$/;
const MARKER = /^\/\* prepared:([a-z][a-z0-9_]*) \*\/ /;

/** Both databases' drizzle instances use the default dialect (no casing option). */
const dialect = new PgDialect();

export interface PreparedStatement {
  readonly name: string;
  /** The marked text and its parameters, some of them placeholders. */
  readonly query: Query;
}

/** `query` (with sql.placeholder values), built once and marked to run as the statement `name`. */
export function preparedStatement(name: string, query: SQLWrapper): PreparedStatement {
  if (!NAME.test(name)) throw new Error(`invalid prepared statement name: ${name}`);
  return { name, query: dialect.sqlToQuery(sql`${sql.raw(`/* prepared:${name} */ `)}${query}`) };
}

/** Runs a prepared statement on `db` (a transaction too) with its placeholders' values: its rows. */
export async function runPrepared<Row>(
  db: Db | Tx,
  statement: PreparedStatement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(statement.query, undefined, statement.name, false);
  // Both drivers answer raw SQL with `{ rows }`; the session's type leaves the result unknown.
  return ((await prepared.execute(values)) as { rows: Row[] }).rows;
}

/** The statement name a query's text carries, if it was marked by preparedStatement. */
export function preparedNameOf(text: string): string | undefined {
  return MARKER.exec(text)?.[1];
}

/**
 * A bound value as an SQL literal, for PGlite's `execute name(…)` (its extended protocol cannot
 * bind a named statement through the client's query call). Only the kinds a marked statement's
 * parameters have; anything else answers undefined and the query runs unprepared. Strings are
 * quoted the standard way (standard_conforming_strings is on: a quote doubled is the only escape).
 */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : `'${value.toISOString()}'`;
  if (typeof value === 'string') return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/** Every parameter as a literal, or undefined when one has no literal form here. */
export function literalsOf(params: readonly unknown[]): string[] | undefined {
  const literals: string[] = [];
  for (const param of params) {
    const literal = literalOf(param);
    if (literal === undefined) return undefined;
    literals.push(literal);
  }
  return literals;
}
