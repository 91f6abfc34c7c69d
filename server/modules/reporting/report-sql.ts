import { type SQL, sql } from 'drizzle-orm';

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
