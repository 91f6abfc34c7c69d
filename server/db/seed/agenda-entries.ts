import { dayOfWeek, zonedInstant } from '../../../src/domain/rules/availability';
import { zonedDate } from '../../../src/domain/rules/zoned-time';
import type { hourOverrides, locationHours } from '../schema';
import type { DemoEntry } from './today-entries';

type NewHours = Omit<typeof locationHours.$inferInsert, 'companyId' | 'locationId' | 'userId'>;
type NewOverride = Omit<typeof hourOverrides.$inferInsert, 'companyId' | 'locationId'>;

const DAY_MS = 86_400_000;

/** The local date `days` after `date`. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days after today of the demo's closed day (next week), which no upcoming booking falls on. */
export const CLOSED_DAY_OFFSET = 8;

/** The hours of the demo employee with a schedule of their own (DEMO_EMPLOYEES[0]): afternoons, Tuesday to Saturday. */
export const EMPLOYEE_HOURS: NewHours = {
  openTime: '12:00',
  closeTime: '18:00',
  daysOfWeek: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  types: ['booking'],
};

/** The closed day of Taquería Demo next week (an hour override with no times). */
export function closedDay(now: Date, timeZone: string): NewOverride {
  return {
    date: plusDays(zonedDate(now, timeZone), CLOSED_DAY_OFFSET),
    userId: null,
    openTime: null,
    closeTime: null,
  };
}

interface Upcoming {
  name: string;
  phone: string;
  /** Days after today (never today, never the closed day). */
  days: number;
  time: string;
  groupSize: number;
  durationMins: number;
  service: DemoEntry['service'];
  employee: number | null;
}

const UPCOMING: Upcoming[] = [
  {
    name: 'Valeria Cruz',
    phone: '+525523456901',
    days: 1,
    time: '10:00',
    groupSize: 2,
    durationMins: 90,
    service: 'Reservación de mesa',
    employee: null,
  },
  {
    name: 'Familia Ortega',
    phone: '+525523456902',
    days: 2,
    time: '15:00',
    groupSize: 6,
    durationMins: 120,
    service: 'Paquete cumpleaños',
    employee: 1,
  },
  {
    name: 'Andrés Navarro',
    phone: '+525523456903',
    days: 4,
    time: '09:00',
    groupSize: 4,
    durationMins: 90,
    service: 'Mesa en terraza',
    employee: null,
  },
  {
    name: 'Empresa Solís',
    phone: '+525523456904',
    days: 6,
    time: '09:00',
    groupSize: 20,
    durationMins: 180,
    service: 'Taquiza para eventos',
    employee: null,
  },
  {
    name: 'Renata Campos',
    phone: '+525523456905',
    days: 9,
    time: '16:00',
    groupSize: 2,
    durationMins: 90,
    service: 'Reservación de mesa',
    employee: 1,
  },
  {
    name: 'Diego Fuentes',
    phone: '+525523456906',
    days: 11,
    time: '11:00',
    groupSize: 3,
    durationMins: 90,
    service: 'Mesa en terraza',
    employee: null,
  },
];

/** Minutes from midnight of 'HH:MM'. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Reminders go out a day before (the demo's setting). */
const REMINDER_BEFORE_MS = 24 * 60 * 60_000;
/**
 * A booking whose reminder falls due within this time after seeding counts as already reminded:
 * otherwise a server or test started minutes before that moment spends the demo's credits on it
 * in the background (the exact credit figures of the tests then depend on the time of day).
 */
const REMINDER_QUIET_MS = 60 * 60_000;

/**
 * Bookings of the coming two weeks at Taquería Demo, so the calendar and the availability have
 * real data on first look. Each was made earlier today (inside today, like every seeded time),
 * and one belongs to the employee with own hours, on the first day they work.
 */
export function upcomingBookings(now: Date, timeZone: string, createdAt: Date): DemoEntry[] {
  const today = zonedDate(now, timeZone);
  const employeeDay = [1, 2, 3, 4, 5, 6].find((days) =>
    EMPLOYEE_HOURS.daysOfWeek?.includes(dayOfWeek(plusDays(today, days))),
  );
  const withEmployee: Upcoming = {
    name: 'Mariana Ibarra',
    phone: '+525523456907',
    days: employeeDay ?? 1,
    time: '13:00',
    groupSize: 2,
    durationMins: 90,
    service: 'Reservación de mesa',
    employee: 0,
  };
  return [...UPCOMING, withEmployee].map((booking) => {
    const bookingDate = new Date(
      zonedInstant(plusDays(today, booking.days), minutesOf(booking.time), timeZone),
    );
    const remindAt = bookingDate.getTime() - REMINDER_BEFORE_MS;
    const dueSoon = remindAt > now.getTime() && remindAt <= now.getTime() + REMINDER_QUIET_MS;
    return {
      item: {
        type: 'booking',
        name: booking.name,
        phone: booking.phone,
        groupSize: booking.groupSize,
        initialGroupSize: booking.groupSize,
        bookingDate,
        durationMins: booking.durationMins,
        createdAt,
        bookingReminderAt: dueSoon ? now : null,
      },
      service: booking.service,
      employee: booking.employee,
      events: [{ type: 'created', data: null, createdAt }],
    };
  });
}
