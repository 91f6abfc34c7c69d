import type { ReportHeader } from '../../domain/contract/report';
import { formatPhone } from '../../lib/format';

/** Formatting of report cells by column type (01 §2.6), es-MX. */
const LOCALE = 'es-MX';
const EMPTY = '—';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' });
const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
const calendarDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormats = new Map<string | undefined, Intl.DateTimeFormat>();

/** An instant's date and time, in `timeZone` or the device's: '22 nov 2025, 2:30 p.m.' */
export function formatDateTime(instant: string | number | Date, timeZone?: string): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dateTimeFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** Minutes as '16.5 min', '45 min', '1 h' or '1 h 5 min'. */
export function formatMinutes(value: number): string {
  // Under an hour the figures' tenth of a minute shows ('16.5 min'); past it, whole minutes.
  if (Math.round(value * 10) < 600) return `${Number(value.toFixed(1))} min`;
  const total = Math.round(value);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** A calendar date 'YYYY-MM-DD' as '22 nov 2025' (no time zone shift). */
function formatCalendarDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : calendarDate.format(date);
}

export type CellValue = string | number | null | undefined;

/**
 * One cell as the table shows it. `percent` values are fractions (0.25 → '25 %'), `minutes` are
 * minutes, `money` pesos; `date` is a calendar date and `datetime` an instant.
 */
export function formatCell(value: CellValue, type: ReportHeader['type']): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (type === 'phone') return formatPhone(String(value));
  if (typeof value === 'string' && type !== 'date' && type !== 'datetime' && type !== 'string') {
    const parsed = Number(value);
    if (Number.isNaN(parsed)) return value;
    return formatCell(parsed, type);
  }
  switch (type) {
    case 'money':
      return money.format(Number(value));
    case 'number':
      return number.format(Number(value));
    case 'percent':
      return percent.format(Number(value));
    case 'minutes':
      return formatMinutes(Number(value));
    case 'date':
      return formatCalendarDate(String(value));
    case 'datetime': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? String(value) : formatDateTime(date);
    }
    default:
      return String(value);
  }
}

/** A footer figure: a count is always a plain number; a sum or average takes the column's format. */
export function formatAggregate(
  aggregate: NonNullable<ReportHeader['aggregate']>,
  type: ReportHeader['type'],
): string {
  if (aggregate.value === null) return EMPTY;
  return aggregate.type === 'count' ? number.format(aggregate.value) : formatCell(aggregate.value, type);
}

/** Spanish name of a footer figure, for screen readers and the CSV. */
export const AGGREGATE_LABELS: Record<NonNullable<ReportHeader['aggregate']>['type'], string> = {
  sum: 'Total',
  avg: 'Promedio',
  count: 'Cantidad',
};
