import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from '../../src/domain/contract/hours';
import {
  type AvailabilityInput,
  bookableSlots,
  bookingLimit,
  datesBetween,
  dayOfWeek,
  intersect,
  openWindows,
  type Schedule,
  zonedInstant,
} from '../../src/domain/rules/availability';

const ZONE = 'America/Mexico_City'; // UTC-6 all year since 2022
const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';
/** Sunday 2026-03-08, 00:00 in Mexico City: everything of the week ahead is in the future. */
const NOW = Date.parse('2026-03-08T06:00:00Z');
const EVERY_DAY = [...DAYS_OF_WEEK];

const at = (date: string, time: string) => Date.parse(`${date}T${time}:00-06:00`);
const local = (instant: number) =>
  new Date(instant - 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

function schedule(open: string, close: string, overrides: Schedule['overrides'] = []): Schedule {
  return { regular: [{ open_time: open, close_time: close, days_of_week: EVERY_DAY }], overrides };
}

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    dates: [MONDAY],
    timeZone: ZONE,
    location: schedule('09:00', '12:00'),
    employee: null,
    blockFrequencyMins: 60,
    durationMins: 60,
    bookingLimit: 1,
    peopleLimit: 50,
    groupSize: 2,
    taken: [],
    now: NOW,
    minNoticeMins: 0,
    maxNoticeMins: 30 * 24 * 60,
    ...overrides,
  };
}

const times = (slots: ReturnType<typeof bookableSlots>) => slots.map((slot) => local(slot.start));

describe('days, windows and instants', () => {
  it.each([
    ['2026-03-09', 'monday'],
    ['2026-03-10', 'tuesday'],
    ['2026-03-14', 'saturday'],
    ['2026-03-15', 'sunday'],
  ])('%s is a %s', (date, day) => {
    expect(dayOfWeek(date)).toBe(day);
  });

  it('lists the dates of a range, inclusive, across a month end', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesBetween(MONDAY, MONDAY)).toEqual([MONDAY]);
  });

  it('converts local minutes to instants in the zone, also across a DST change', () => {
    expect(zonedInstant(MONDAY, 9 * 60, ZONE)).toBe(Date.parse('2026-03-09T15:00:00Z'));
    // New York moves to UTC-4 on 2026-03-08 at 02:00: 10:00 that day is 14:00 UTC.
    expect(zonedInstant('2026-03-08', 10 * 60, 'America/New_York')).toBe(Date.parse('2026-03-08T14:00:00Z'));
    expect(zonedInstant('2026-03-07', 10 * 60, 'America/New_York')).toBe(Date.parse('2026-03-07T15:00:00Z'));
  });

  it('uses the regular rows of that day of the week, joined', () => {
    const weekdays: Schedule = {
      regular: [
        { open_time: '09:00', close_time: '13:00', days_of_week: ['monday', 'tuesday'] },
        { open_time: '12:00', close_time: '15:00', days_of_week: ['monday'] },
        { open_time: '17:00', close_time: '20:00', days_of_week: ['monday'] },
      ],
      overrides: [],
    };
    expect(openWindows(weekdays, MONDAY)).toEqual([
      { start: 540, end: 900 },
      { start: 1020, end: 1200 },
    ]);
    expect(openWindows(weekdays, TUESDAY)).toEqual([{ start: 540, end: 780 }]);
    expect(openWindows(weekdays, '2026-03-11')).toEqual([]);
  });

  it('lets the overrides of a date replace the regular hours, null times closing the day', () => {
    const changed = schedule('09:00', '18:00', [
      { date: MONDAY, open_time: '10:00', close_time: '11:00' },
      { date: MONDAY, open_time: '16:00', close_time: '17:00' },
      { date: TUESDAY, open_time: null, close_time: null },
    ]);
    expect(openWindows(changed, MONDAY)).toEqual([
      { start: 600, end: 660 },
      { start: 960, end: 1020 },
    ]);
    expect(openWindows(changed, TUESDAY)).toEqual([]);
    expect(openWindows(changed, '2026-03-11')).toEqual([{ start: 540, end: 1080 }]);
  });

  it('reads a close at or before the open as after midnight, and no rows as "follows the location"', () => {
    expect(openWindows(schedule('18:00', '02:00'), MONDAY)).toEqual([{ start: 1080, end: 1560 }]);
    expect(openWindows({ regular: [], overrides: [] }, MONDAY)).toBeUndefined();
  });

  it('intersects windows', () => {
    expect(
      intersect(
        [
          { start: 540, end: 780 },
          { start: 900, end: 1080 },
        ],
        [{ start: 720, end: 960 }],
      ),
    ).toEqual([
      { start: 720, end: 780 },
      { start: 900, end: 960 },
    ]);
  });
});

describe('starts from hours, blocks and durations', () => {
  const cases: [string, Partial<AvailabilityInput>, string[]][] = [
    [
      'one-hour blocks of one-hour bookings',
      {},
      ['2026-03-09 09:00', '2026-03-09 10:00', '2026-03-09 11:00'],
    ],
    [
      'every 30 minutes, a booking must end by closing',
      { blockFrequencyMins: 30, durationMins: 90 },
      ['2026-03-09 09:00', '2026-03-09 09:30', '2026-03-09 10:00', '2026-03-09 10:30'],
    ],
    ['a booking longer than the day fits nowhere', { durationMins: 240 }, []],
    [
      'a closed override day offers nothing, a changed one its own hours',
      {
        dates: [MONDAY, TUESDAY],
        location: schedule('09:00', '12:00', [
          { date: MONDAY, open_time: null, close_time: null },
          { date: TUESDAY, open_time: '15:00', close_time: '17:00' },
        ]),
      },
      ['2026-03-10 15:00', '2026-03-10 16:00'],
    ],
    [
      "the employee's hours narrow the location's",
      { employee: schedule('10:00', '18:00') },
      ['2026-03-09 10:00', '2026-03-09 11:00'],
    ],
    [
      "the employee's closed override closes the date for them",
      { employee: schedule('08:00', '20:00', [{ date: MONDAY, open_time: null, close_time: null }]) },
      [],
    ],
    [
      'an employee without hours rows follows the location',
      { employee: { regular: [], overrides: [] } },
      ['2026-03-09 09:00', '2026-03-09 10:00', '2026-03-09 11:00'],
    ],
    [
      'minimum notice: starts before now + notice are dropped',
      { now: at(MONDAY, '08:30'), minNoticeMins: 60 },
      ['2026-03-09 10:00', '2026-03-09 11:00'],
    ],
    ['past starts are never offered', { now: at(MONDAY, '10:15'), minNoticeMins: 0 }, ['2026-03-09 11:00']],
    [
      'maximum notice: starts after now + notice are dropped',
      { now: at(MONDAY, '08:00'), maxNoticeMins: 120 },
      ['2026-03-09 09:00', '2026-03-09 10:00'],
    ],
  ];

  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(times(bookableSlots(input(overrides)))).toEqual(expected);
  });
});

describe('capacity against the bookings taken', () => {
  const booking = (start: string, end: string, people = 2) => ({
    start: at(MONDAY, start),
    end: at(MONDAY, end),
    people,
  });

  it('one booking per block: a taken block is not offered, an overlapping start neither', () => {
    const slots = bookableSlots(
      input({ blockFrequencyMins: 30, taken: [booking('10:00', '11:00')], durationMins: 60 }),
    );
    expect(times(slots)).toEqual(['2026-03-09 09:00', '2026-03-09 11:00']);
  });

  it('three per block: the slots left count down with the bookings at the peak', () => {
    const slots = bookableSlots(
      input({
        bookingLimit: 3,
        taken: [booking('09:00', '10:00'), booking('09:30', '10:30'), booking('11:00', '12:00')],
      }),
    );
    expect(slots.map((slot) => [local(slot.start), slot.availableSlots])).toEqual([
      ['2026-03-09 09:00', 1],
      ['2026-03-09 10:00', 2],
      ['2026-03-09 11:00', 2],
    ]);
  });

  it('sequential bookings inside one interval do not add up', () => {
    const slots = bookableSlots(
      input({
        durationMins: 120,
        bookingLimit: 2,
        taken: [booking('09:00', '10:00'), booking('10:00', '11:00')],
      }),
    );
    expect(slots.map((slot) => [local(slot.start), slot.availableSlots])).toEqual([
      ['2026-03-09 09:00', 1],
      ['2026-03-09 10:00', 1],
    ]);
  });

  it('people: the group must fit in what is left; slots count groups of that size', () => {
    const base = { bookingLimit: null, peopleLimit: 10, taken: [booking('09:00', '10:00', 7)] };
    const forFour = bookableSlots(input({ ...base, groupSize: 4 }));
    expect(forFour.map((slot) => [local(slot.start), slot.availablePeople, slot.availableSlots])).toEqual([
      ['2026-03-09 10:00', 10, 2],
      ['2026-03-09 11:00', 10, 2],
    ]);
    const forThree = bookableSlots(input({ ...base, groupSize: 3 }));
    expect(forThree[0]).toEqual({ start: at(MONDAY, '09:00'), availablePeople: 3, availableSlots: 1 });
  });

  it('no limit by count nor people: every start is open with one slot', () => {
    const slots = bookableSlots(
      input({ bookingLimit: null, peopleLimit: null, taken: [booking('09:00', '12:00', 40)] }),
    );
    expect(slots.map((slot) => [slot.availablePeople, slot.availableSlots])).toEqual([
      [null, 1],
      [null, 1],
      [null, 1],
    ]);
  });
});

describe('the booking limit of a block', () => {
  it.each([
    ['spaces only', { spacesPerBlock: 1, bookingsPerBlock: null, serviceBookingsPerBlock: null }, 1],
    [
      'the general bookings per block when smaller',
      { spacesPerBlock: 5, bookingsPerBlock: 2, serviceBookingsPerBlock: null },
      2,
    ],
    [
      "the service's own value before the general one",
      { spacesPerBlock: 10, bookingsPerBlock: 2, serviceBookingsPerBlock: 4 },
      4,
    ],
    [
      'a service unlimited (0) leaves the spaces',
      { spacesPerBlock: 3, bookingsPerBlock: 2, serviceBookingsPerBlock: 0 },
      3,
    ],
    [
      'unlimited spaces (0) and no bookings limit',
      { spacesPerBlock: 0, bookingsPerBlock: null, serviceBookingsPerBlock: null },
      null,
    ],
  ])('%s', (_name, settings, expected) => {
    expect(bookingLimit(settings)).toBe(expected);
  });
});
