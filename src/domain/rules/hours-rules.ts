/**
 * The checks of 02 §5 "Users and hours" on regular hours entries and on the ranges of a special
 * date, as plain functions: the contract's schemas (server bodies and the hours forms) call them.
 * A time is 'HH:MM'; a close at 00:00 means midnight, the end of the day.
 */

export const HOURS_MESSAGES = {
  range: 'Verifica el rango de horas.',
  openBeforeClose: 'Verifica que la hora de apertura sea menor a la de cierre.',
  days: 'Selecciona al menos un día',
  types: 'Selecciona al menos un tipo de atención',
  dateTaken: 'Ya existe un horario para esta fecha.',
  noRange: 'Agrega al menos un horario.',
  rangesOpenBeforeClose: 'Verifica que las horas de apertura sean menores a las de cierre.',
  overlap: 'Verifica que no haya horarios duplicados o superpuestos.',
  date: 'Selecciona una fecha.',
  fixErrors: 'Por favor, corrige los errores.',
  saved: 'Los horarios se guardaron correctamente.',
  userNotFound: 'El usuario no existe en esta ubicación.',
} as const;

/** Spec 02 §4 "Override day": toggling a day open gives this range. */
export const DEFAULT_OPEN_RANGE = { open_time: '08:00', close_time: '18:00' } as const;

/** 02 §9: the times offered, every 15 minutes from 00:00 to 23:45. */
export const HOURS_TIME_CHOICES: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`;
});

/** A check's finding: the message and where it goes, relative to the entry or day checked. */
export interface HoursIssue {
  path: readonly (string | number)[];
  message: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MIDNIGHT = '00:00';

export function isTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes of a closing time: 00:00 closes at the end of the day. */
const closingMinutes = (time: string) => (time === MIDNIGHT ? 24 * 60 : minutes(time));

/** A regular hours entry as a form or a body holds it (times may still be empty). */
export interface HoursEntryDraft {
  open_time: string;
  close_time: string;
  days_of_week: readonly string[];
  types: readonly string[];
}

/**
 * One regular entry (of the location or, with `requireTypes` false, of one employee): both times
 * set, open before close unless either is 00:00, a day, and for the location a service type.
 */
export function hoursEntryIssues(entry: HoursEntryDraft, requireTypes: boolean): HoursIssue[] {
  const issues: HoursIssue[] = [];
  const open = isTime(entry.open_time);
  const close = isTime(entry.close_time);
  if (!open) issues.push({ path: ['open_time'], message: HOURS_MESSAGES.range });
  if (!close) issues.push({ path: ['close_time'], message: HOURS_MESSAGES.range });
  if (
    open &&
    close &&
    entry.open_time !== MIDNIGHT &&
    entry.close_time !== MIDNIGHT &&
    entry.open_time >= entry.close_time
  ) {
    issues.push({ path: ['close_time'], message: HOURS_MESSAGES.openBeforeClose });
  }
  if (entry.days_of_week.length === 0) issues.push({ path: ['days_of_week'], message: HOURS_MESSAGES.days });
  if (requireTypes && entry.types.length === 0) {
    issues.push({ path: ['types'], message: HOURS_MESSAGES.types });
  }
  return issues;
}

/** One range of a special date; both times null means closed all day. */
export interface OverrideRange {
  open_time: string | null;
  close_time: string | null;
}

export const isClosedRange = (range: OverrideRange) => range.open_time === null && range.close_time === null;

/** A special date closed all day: its one range has no times. */
export const isClosedDay = (ranges: readonly OverrideRange[]) =>
  ranges.length === 1 && ranges[0] !== undefined && isClosedRange(ranges[0]);

/**
 * The ranges of one special date (paths are range indexes): at least one; a single closed range
 * skips the rest; otherwise each range has both times, opens before it closes, and no two ranges
 * are the same or overlap once sorted by opening time (touching ranges are fine).
 */
export function overrideRangesIssues(ranges: readonly OverrideRange[]): HoursIssue[] {
  if (ranges.length === 0) return [{ path: [], message: HOURS_MESSAGES.noRange }];
  if (isClosedDay(ranges)) return [];
  const issues: HoursIssue[] = [];
  const windows: { index: number; start: number; end: number }[] = [];
  ranges.forEach((range, index) => {
    const open = isTime(range.open_time) ? range.open_time : null;
    const close = isTime(range.close_time) ? range.close_time : null;
    if (open === null) issues.push({ path: [index, 'open_time'], message: HOURS_MESSAGES.range });
    if (close === null) issues.push({ path: [index, 'close_time'], message: HOURS_MESSAGES.range });
    if (open === null || close === null) return;
    const start = minutes(open);
    const end = closingMinutes(close);
    if (start >= end) {
      issues.push({ path: [index, 'close_time'], message: HOURS_MESSAGES.rangesOpenBeforeClose });
      return;
    }
    windows.push({ index, start, end });
  });
  const sorted = windows.sort((a, b) => a.start - b.start || a.index - b.index);
  let latestEnd = -1;
  for (const window of sorted) {
    if (window.start < latestEnd) {
      issues.push({ path: [window.index, 'open_time'], message: HOURS_MESSAGES.overlap });
    }
    latestEnd = Math.max(latestEnd, window.end);
  }
  return issues;
}

/** The indexes of the days whose date an earlier day already has (02 §5: one entry per date). */
export function repeatedDates(dates: readonly string[]): number[] {
  return dates.flatMap((date, index) => (date !== '' && dates.indexOf(date) < index ? [index] : []));
}
