import type { HoursEntry } from '../../../domain/contract/hours';

/** Default opening hours of 02 §9 when the location has none. */
const DEFAULT_OPEN = '08:00';
const DEFAULT_CLOSE = '18:00';

/**
 * The calendar's time range (02 §9: from the location's opening to its closing hour): the
 * earliest open_time and the latest close_time of its regular hours, as FullCalendar durations.
 * An entry that closes at or before it opens (past midnight) stretches the range to 24:00.
 */
export function calendarTimeRange(hours: readonly HoursEntry[]): {
  slotMinTime: string;
  slotMaxTime: string;
} {
  if (hours.length === 0) return { slotMinTime: `${DEFAULT_OPEN}:00`, slotMaxTime: `${DEFAULT_CLOSE}:00` };
  let open = hours[0]?.open_time ?? DEFAULT_OPEN;
  let close = '00:00';
  for (const entry of hours) {
    if (entry.open_time < open) open = entry.open_time;
    const entryClose = entry.close_time <= entry.open_time ? '24:00' : entry.close_time;
    if (entryClose > close) close = entryClose;
  }
  return { slotMinTime: `${open}:00`, slotMaxTime: `${close}:00` };
}

/** block_frequency_mins as a FullCalendar duration: 90 → '01:30:00'. */
export function slotDuration(minutes: number): string {
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  const rest = String(minutes % 60).padStart(2, '0');
  return `${hours}:${rest}:00`;
}
