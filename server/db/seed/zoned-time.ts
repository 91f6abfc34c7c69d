/** Wall-clock date and time helpers for one IANA time zone, with Intl only. */

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

function parts(instant: Date, timeZone: string): Record<string, number> {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const out: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return out;
}

/** Offset of the zone from UTC at that instant, in milliseconds (Mexico City: -6 h). */
function offsetMs(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar date in the zone at that instant. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const p = parts(instant, timeZone);
  return { year: p.year ?? 0, month: p.month ?? 1, day: p.day ?? 1 };
}

/** The instant when the zone's clock shows that date and time. */
export function zonedDateTime(date: LocalDate, hour: number, minute: number, timeZone: string): Date {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const first = wallAsUtc - offsetMs(new Date(wallAsUtc), timeZone);
  return new Date(wallAsUtc - offsetMs(new Date(first), timeZone));
}
