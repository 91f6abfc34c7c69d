const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant as a date and time in the location's zone: '22 nov 2025, 3:00 p.m.' */
export function formatDateTime(iso: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
