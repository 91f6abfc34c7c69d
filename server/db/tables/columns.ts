import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key, the id of every entity. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A point in time, stored as timestamptz. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money: numeric(12,2) in the database, a number in TypeScript (do the maths with decimal.js). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () =>
  at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

function quoted(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/** CHECK expression: the text column holds one of the given values. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${quoted(values)})`;
}

/** CHECK expression: every element of the text[] column is one of the given values. */
export function allOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${quoted(values)}]::text[]`;
}

/** Default for a text[] column: the empty array. */
export const emptyTextArray = sql`'{}'::text[]`;

/**
 * The company a tenant row belongs to (issue 20), copied from its parent at every insert: no
 * default, so the typecheck lists every insert that must set it.
 */
export const companyId = () => integer('company_id').notNull();
