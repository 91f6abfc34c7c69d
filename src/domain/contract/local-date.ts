import * as v from 'valibot';

const INVALID_DATE = 'La fecha no es válida.';

/** A calendar day that exists ('2025-02-30' does not). */
function isRealDate(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
}

/** A local date of the location, 'YYYY-MM-DD' (availability ranges, report filters). */
export const LocalDateSchema = v.pipe(
  v.string(INVALID_DATE),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE),
  v.check(isRealDate, INVALID_DATE),
);

/** Whole days from one local date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
