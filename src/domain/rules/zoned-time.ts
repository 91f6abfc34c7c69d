/** Time-zone helpers on Intl (no dependency): validation, local dates, ISO strings with offset. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: Date, timeZone: string): LocalParts {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** Offset of the zone from UTC at that instant, in minutes (Mexico City: -360). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** The calendar date ('YYYY-MM-DD') of the instant in the zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The first instant of a calendar date ('YYYY-MM-DD') in the zone; Invalid Date if no such day. */
export function startOfZonedDay(date: string, timeZone: string): Date {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, day);
  const check = new Date(guess);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return new Date(Number.NaN);
  }
  const first = guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The next calendar date of 'YYYY-MM-DD'. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const OFFSET_BUCKET_MS = 15 * 60_000;

/**
 * A formatter of instants as ISO 8601 with the zone's offset ('2025-05-01T13:05:00.000-06:00').
 * Offsets are cached per 15-minute bucket, so formatting many timestamps of one day is cheap.
 */
export function createZonedIsoFormatter(timeZone: string): (instant: Date) => string {
  const offsets = new Map<number, number>();
  return (instant) => {
    const bucket = Math.floor(instant.getTime() / OFFSET_BUCKET_MS);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      offset = zoneOffsetMinutes(instant, timeZone);
      offsets.set(bucket, offset);
    }
    const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, -1);
    const sign = offset < 0 ? '-' : '+';
    return `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  };
}

/** The local date, weekday (0 = Sunday) and minute of the day of a zoned ISO string (as above). */
export function localMoment(zonedIso: string): { date: string; weekday: number; minuteOfDay: number } {
  const date = zonedIso.slice(0, 10);
  return {
    date,
    weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
    minuteOfDay: Number(zonedIso.slice(11, 13)) * 60 + Number(zonedIso.slice(14, 16)),
  };
}
