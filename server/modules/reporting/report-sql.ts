import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A count or integer sum as a number (0 over no rows). */
export const whole = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;

/** A money sum as the driver's exact numeric text (0 over no rows); turn it into pesos in TypeScript. */
export const amount = (expression: SQL) => sql<string>`coalesce(${expression}, 0)::text`;

/**
 * The local date ('YYYY-MM-DD') of an instant in the zone. The zone is written into the SQL text
 * (quoted), not bound: GROUP BY must repeat the SELECT's expression exactly, and two bound
 * parameters are two expressions.
 */
export function zonedDay(instant: SQL, timeZone: string): SQL<string> {
  const zone = sql.raw(`'${timeZone.replaceAll("'", "''")}'`);
  return sql<string>`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD')`;
}

/**
 * A column always written with its table's name. Drizzle leaves the columns of a one-table SELECT
 * unqualified, so inside a correlated subquery they would name the subquery's own table.
 */
export const qualified = (column: AnyPgColumn): SQL => sql`${column.table}.${sql.identifier(column.name)}`;
