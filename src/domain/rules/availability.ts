/**
 * Booking availability (01 §3.10, 02 §3 "Hours entry", "Hour override", "Waitlist configuration"):
 * which starts of which local dates can still take a booking. Pure slot maths, no I/O; the server
 * loads the rows and calls `bookableSlots`.
 */
import { DAYS_OF_WEEK, type HoursEntry } from '../contract/hours';
import { zoneOffsetMinutes } from './zoned-time';

type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** A regular hours row of type 'booking' (of the location or of one employee). */
export type RegularHours = Pick<HoursEntry, 'open_time' | 'close_time' | 'days_of_week'>;

/** A dated exception: the ranges open that date; a row with null times closes the whole date. */
export interface HourOverride {
  date: string;
  open_time: string | null;
  close_time: string | null;
}

/** The hours of the location or of one employee. */
export interface Schedule {
  regular: readonly RegularHours[];
  overrides: readonly HourOverride[];
}

/** Minutes from the local midnight of a date, [start, end); end may pass 1440 (open past midnight). */
export interface Window {
  start: number;
  end: number;
}

const DAY_MINS = 24 * 60;
const MINUTE_MS = 60_000;

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The day of the week of a 'YYYY-MM-DD' date. */
export function dayOfWeek(date: string): DayOfWeek {
  // getUTCDay: 0 is Sunday; DAYS_OF_WEEK starts on Monday.
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return DAYS_OF_WEEK[(day + 6) % 7] as DayOfWeek;
}

/** A range as a window; a close at or before the open means it closes after midnight. */
function rangeWindow(open: string, close: string): Window {
  const start = toMinutes(open);
  const end = toMinutes(close);
  return { start, end: end <= start ? end + DAY_MINS : end };
}

/** Sorted, overlapping or touching windows joined. */
function union(windows: readonly Window[]): Window[] {
  const sorted = [...windows].sort((a, b) => a.start - b.start);
  const joined: Window[] = [];
  for (const window of sorted) {
    const last = joined.at(-1);
    if (last && window.start <= last.end) last.end = Math.max(last.end, window.end);
    else joined.push({ ...window });
  }
  return joined;
}

/**
 * The windows a schedule is open on a date: the overrides of that date replace the regular
 * hours (any override row without times closes the date); otherwise the regular rows of that day
 * of the week. `undefined` when the schedule has neither (an employee without hours rows follows
 * the location).
 */
export function openWindows(schedule: Schedule, date: string): Window[] | undefined {
  const overrides = schedule.overrides.filter((row) => row.date === date);
  if (overrides.length > 0) {
    if (overrides.some((row) => row.open_time === null || row.close_time === null)) return [];
    return union(overrides.map((row) => rangeWindow(row.open_time ?? '', row.close_time ?? '')));
  }
  if (schedule.regular.length === 0) return undefined;
  const day = dayOfWeek(date);
  return union(
    schedule.regular
      .filter((row) => row.days_of_week.includes(day))
      .map((row) => rangeWindow(row.open_time, row.close_time)),
  );
}

/** The parts of `a` that are also in `b` (both sorted and disjoint). */
export function intersect(a: readonly Window[], b: readonly Window[]): Window[] {
  const result: Window[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (start < end) result.push({ start, end });
    }
  }
  return union(result);
}

/** The instant of `minutes` after the local midnight of `date` in the zone (DST-aware). */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, day) + minutes * MINUTE_MS;
  const first = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * MINUTE_MS;
  return asUtc - zoneOffsetMinutes(new Date(first), timeZone) * MINUTE_MS;
}

/** An existing booking that takes capacity: not canceled, in the scope asked about. */
export interface TakenBooking {
  start: number;
  end: number;
  people: number;
}

export interface AvailabilityInput {
  /** Local dates to offer, in order. */
  dates: readonly string[];
  timeZone: string;
  location: Schedule;
  /** The chosen employee's hours; null when no employee is chosen. */
  employee: Schedule | null;
  blockFrequencyMins: number;
  durationMins: number;
  /** How many bookings may overlap at once; null: no limit by count. */
  bookingLimit: number | null;
  /** How many people may be booked at once; null: no limit by people. */
  peopleLimit: number | null;
  groupSize: number;
  /** Bookings of the scope (the employee's, else the location's), minus the one being rescheduled. */
  taken: readonly TakenBooking[];
  now: number;
  minNoticeMins: number;
  maxNoticeMins: number;
}

export interface BookableSlot {
  start: number;
  /** People that still fit at that start; null when people are not limited. */
  availablePeople: number | null;
  /** Bookings of this group size that still fit at that start. */
  availableSlots: number;
}

/** The most bookings (and, separately, people) booked at any moment of [start, end). */
function peakLoad(taken: readonly TakenBooking[], start: number, end: number) {
  const overlapping = taken.filter((booking) => booking.start < end && booking.end > start);
  let bookings = 0;
  let people = 0;
  // The load only rises where a booking begins, so those moments (and `start`) are the candidates.
  const moments = [start, ...overlapping.map((b) => b.start).filter((at) => at > start)];
  for (const moment of moments) {
    const active = overlapping.filter((b) => b.start <= moment && b.end > moment);
    bookings = Math.max(bookings, active.length);
    people = Math.max(
      people,
      active.reduce((sum, b) => sum + b.people, 0),
    );
  }
  return { bookings, people };
}

/**
 * The starts still bookable. A start is every `blockFrequencyMins` from the opening of each open
 * window (the location's hours of that date, intersected with the employee's when one is chosen),
 * and the booking (`durationMins`) must end by that window's closing. It must lie between now +
 * minimum notice and now + maximum notice (never in the past).
 *
 * Capacity at a start, over the booking's whole interval, against the peak of the bookings taken:
 * - availablePeople = peopleLimit − peak people booked at once (null when unlimited);
 * - availableSlots = min(bookingLimit − peak bookings at once, ⌊availablePeople ÷ groupSize⌋),
 *   either side dropped when unlimited; with no limit at all, 1 (the slot is open).
 * Only starts with availableSlots > 0 are returned, so a group larger than availablePeople is
 * never offered.
 */
export function bookableSlots(input: AvailabilityInput): BookableSlot[] {
  const durationMs = input.durationMins * MINUTE_MS;
  const earliest = input.now + Math.max(0, input.minNoticeMins) * MINUTE_MS;
  const latest = input.now + input.maxNoticeMins * MINUTE_MS;
  const groupSize = Math.max(1, input.groupSize);
  const slots: BookableSlot[] = [];
  for (const date of input.dates) {
    const location = openWindows(input.location, date) ?? [];
    const employee = input.employee ? openWindows(input.employee, date) : undefined;
    const windows = employee ? intersect(location, employee) : location;
    for (const window of windows) {
      for (
        let minute = window.start;
        minute + input.durationMins <= window.end;
        minute += input.blockFrequencyMins
      ) {
        const start = zonedInstant(date, minute, input.timeZone);
        if (start < earliest || start > latest) continue;
        const slot = capacityAt(input, start, start + durationMs, groupSize);
        if (slot.availableSlots > 0) slots.push(slot);
      }
    }
  }
  return slots;
}

function capacityAt(input: AvailabilityInput, start: number, end: number, groupSize: number): BookableSlot {
  const peak = peakLoad(input.taken, start, end);
  const availablePeople = input.peopleLimit === null ? null : Math.max(0, input.peopleLimit - peak.people);
  const byCount = input.bookingLimit === null ? null : Math.max(0, input.bookingLimit - peak.bookings);
  const byPeople = availablePeople === null ? null : Math.floor(availablePeople / groupSize);
  const limits = [byCount, byPeople].filter((value): value is number => value !== null);
  return { start, availablePeople, availableSlots: limits.length > 0 ? Math.min(...limits) : 1 };
}

/** Block capacity settings, as the location's settings and the chosen service give them. */
export interface CapacitySettings {
  /** settings.booking.spaces_per_block: bookings held at once; 0 = unlimited. */
  spacesPerBlock: number;
  /** settings.booking.bookings_per_block: the general limit of bookings per block; null = none. */
  bookingsPerBlock: number | null;
  /** The service's bookings_per_block: null = the general setting; 0 = unlimited (02 §9). */
  serviceBookingsPerBlock: number | null;
}

/**
 * How many bookings may overlap at once: the smaller of the spaces per block and the bookings per
 * block (the service's own value, else the general setting); null when neither limits.
 */
export function bookingLimit(settings: CapacitySettings): number | null {
  const perBlock = settings.serviceBookingsPerBlock ?? settings.bookingsPerBlock;
  const limits = [settings.spacesPerBlock, perBlock].filter(
    (value): value is number => value !== null && value > 0,
  );
  return limits.length > 0 ? Math.min(...limits) : null;
}

/** The local dates from `from` to `to` inclusive ('YYYY-MM-DD'). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= last; at += DAY_MINS * MINUTE_MS) {
    dates.push(new Date(at).toISOString().slice(0, 10));
  }
  return dates;
}
