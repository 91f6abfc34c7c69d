/** Formatting for es-MX (DESIGN §7): money in MXN, people, times in the location's zone. */
const LOCALE = 'es-MX';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' });

/**
 * Building an Intl.DateTimeFormat costs far more than formatting with one (about 1 ms each on a
 * throttled tablet, once per entry of 'Listado de hoy'), so each kind is built once per zone.
 */
function perZone(build: (timeZone: string | undefined) => Intl.DateTimeFormat) {
  const formats = new Map<string | undefined, Intl.DateTimeFormat>();
  return (timeZone: string | undefined): Intl.DateTimeFormat => {
    let format = formats.get(timeZone);
    if (!format) {
      format = build(timeZone);
      formats.set(timeZone, format);
    }
    return format;
  };
}

const timeFormat = perZone(
  (timeZone) => new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone }),
);
const dayTimeFormat = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat(LOCALE, {
      hour: 'numeric',
      minute: '2-digit',
      day: 'numeric',
      month: 'short',
      timeZone,
    }),
);
/** 'YYYY-MM-DD' of an instant in a zone, to compare calendar days. */
const dayKeyFormat = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
);
const longDateFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * A phone as people read it, like the support number ('+52 55 1111 2222'): '+525692680925' →
 * '+52 56 9268 0925', '+15551234567' → '+1 555 123 4567'; any other number stays as given.
 */
export function formatPhone(e164: string): string {
  const mexico = /^\+52(\d{2})(\d{4})(\d{4})$/.exec(e164);
  if (mexico) return `+52 ${mexico[1]} ${mexico[2]} ${mexico[3]}`;
  const northAmerica = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (northAmerica) return `+1 ${northAmerica[1]} ${northAmerica[2]} ${northAmerica[3]}`;
  return e164;
}

/** 150 → '$150.00' */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/** 1 → '1 persona', 4 → '4 personas' */
export function formatPeople(count: number): string {
  return `${count} ${count === 1 ? 'persona' : 'personas'}`;
}

/** An instant's time of day in a time zone: '2:30 p.m.' */
export function formatTime(instant: string | number | Date, timeZone?: string): string {
  return timeFormat(timeZone).format(new Date(instant));
}

/** A calendar date ('2025-11-22') as 'sábado, 22 de noviembre'. */
export function formatLongDate(isoDate: string): string {
  return longDateFormat.format(new Date(`${isoDate}T12:00:00Z`));
}

/**
 * When data was last synced: '2:30 p.m.' the same day, '21 nov, 2:30 p.m.' before. In the
 * device's zone unless one is given (a screen showing a location's times passes its zone).
 */
export function formatSyncTime(instant: number, now: number = Date.now(), timeZone?: string): string {
  const day = dayKeyFormat(timeZone);
  const sameDay = day.format(instant) === day.format(now);
  return (sameDay ? timeFormat : dayTimeFormat)(timeZone).format(new Date(instant));
}

function minutesText(totalMinutes: number): string {
  if (totalMinutes < 60) return `${totalMinutes} min`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/**
 * Relative to now in whole minutes: 'hace un momento', 'hace 12 min', 'hace 1 h 5 min',
 * 'en 20 min'. Past times round down, future ones up (a booking 59.5 min away is 'en 1 h').
 */
export function formatRelativeTime(instant: string | number | Date, now: number): string {
  const diffMinutes = (now - new Date(instant).getTime()) / 60_000;
  if (diffMinutes >= 0) {
    const minutes = Math.floor(diffMinutes);
    return minutes === 0 ? 'hace un momento' : `hace ${minutesText(minutes)}`;
  }
  return `en ${minutesText(Math.ceil(-diffMinutes))}`;
}

/** Time since the last update: 'justo ahora', 'hace 5 s', 'hace 3 min', 'hace 2 h'. */
export function formatElapsed(since: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  if (seconds < 5) return 'justo ahora';
  if (seconds < 60) return `hace ${seconds} s`;
  return `hace ${minutesText(Math.floor(seconds / 60))}`;
}
