import { and, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  AVAILABILITY_MESSAGES,
  type AvailabilitySlot,
  MAX_AVAILABILITY_DAYS,
} from '../../../../src/domain/contract/availability';
import { daysBetween } from '../../../../src/domain/contract/local-date';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../../src/domain/contract/settings';
import {
  bookableSlots,
  bookingLimit,
  datesBetween,
  type Schedule,
  zonedInstant,
} from '../../../../src/domain/rules/availability';
import { createZonedIsoFormatter, zonedDate } from '../../../../src/domain/rules/zoned-time';
import type { Db } from '../../../db/client';
import {
  hourOverrides,
  locationHours,
  locations,
  memberships,
  products,
  queueItems,
  users,
  waitlistSettings,
} from '../../../db/schema';
import { NotFoundError, ValidationError } from '../../../http/errors';

export interface AvailabilityQuery {
  locationId: number;
  from: string;
  to?: string | undefined;
  group_size?: number | null | undefined;
  duration_mins?: number | null | undefined;
  product_id?: number | null | undefined;
  assigned_user_id?: number | null | undefined;
  reschedule_item_id?: number | null | undefined;
  now: Date;
  /** The customer's page: only services shown on the waitlist and active. */
  publicOnly?: boolean;
}

const DAY_MINS = 24 * 60;

/** The local dates asked for, or a 422 on `to` (before `from`, or more than 31 days after). */
function requestedDates(from: string, to: string | undefined): string[] {
  const last = to ?? from;
  const days = daysBetween(from, last);
  if (days < 0) throw ValidationError.forField('to', AVAILABILITY_MESSAGES.toBeforeFrom);
  if (days > MAX_AVAILABILITY_DAYS) throw ValidationError.forField('to', AVAILABILITY_MESSAGES.rangeTooLong);
  return datesBetween(from, last);
}

async function locationWithSettings(db: Db, locationId: number) {
  const [row] = await db
    .select({ timezone: locations.timezone, settings: waitlistSettings.settings })
    .from(locations)
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, locations.id))
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!row) throw new NotFoundError();
  return { timeZone: row.timezone, settings: row.settings ?? DEFAULT_WAITLIST_SETTINGS };
}

async function serviceOf(db: Db, query: AvailabilityQuery) {
  if (!query.product_id) return null;
  const conditions: SQL[] = [
    eq(products.id, query.product_id),
    eq(products.locationId, query.locationId),
    eq(products.type, 'service'),
  ];
  if (query.publicOnly) conditions.push(eq(products.status, 'active'), eq(products.waitlistStatus, 'active'));
  const [service] = await db
    .select({ durationMins: products.durationMins, bookingsPerBlock: products.bookingsPerBlock })
    .from(products)
    .where(and(...conditions))
    .limit(1);
  if (!service) throw ValidationError.forField('product_id', AVAILABILITY_MESSAGES.productNotFound);
  return service;
}

/** The chosen employee: an assignable, active user with a membership at the location. */
async function checkEmployee(db: Db, query: AvailabilityQuery): Promise<number | null> {
  if (!query.assigned_user_id) return null;
  const [employee] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(
      and(
        eq(users.id, query.assigned_user_id),
        eq(users.isAssignable, true),
        eq(users.status, 'active'),
        eq(memberships.locationId, query.locationId),
      ),
    )
    .limit(1);
  if (!employee) throw ValidationError.forField('assigned_user_id', AVAILABILITY_MESSAGES.employeeNotFound);
  return employee.id;
}

/** Booking hours and overrides of the location and, when one is chosen, the employee. */
async function schedules(db: Db, locationId: number, employeeId: number | null, dates: string[]) {
  const owner = (column: typeof locationHours.userId | typeof hourOverrides.userId) =>
    employeeId === null ? isNull(column) : or(isNull(column), eq(column, employeeId));
  const [hours, overrides] = await Promise.all([
    db
      .select({
        userId: locationHours.userId,
        open_time: locationHours.openTime,
        close_time: locationHours.closeTime,
        days_of_week: locationHours.daysOfWeek,
      })
      .from(locationHours)
      .where(
        and(
          eq(locationHours.locationId, locationId),
          owner(locationHours.userId),
          sql`'booking' = any(${locationHours.types})`,
        ),
      ),
    db
      .select({
        userId: hourOverrides.userId,
        date: hourOverrides.date,
        open_time: hourOverrides.openTime,
        close_time: hourOverrides.closeTime,
      })
      .from(hourOverrides)
      .where(
        and(
          eq(hourOverrides.locationId, locationId),
          owner(hourOverrides.userId),
          inArray(hourOverrides.date, dates),
        ),
      ),
  ]);
  const of = (userId: number | null): Schedule => ({
    regular: hours.filter((row) => row.userId === userId),
    overrides: overrides.filter((row) => row.userId === userId),
  });
  return { location: of(null), employee: employeeId === null ? null : of(employeeId) };
}

interface TakenQuery {
  locationId: number;
  employeeId: number | null;
  rescheduleItemId: number | null;
  from: Date;
  to: Date;
  defaultDurationMins: number;
}

/** Bookings not canceled of the scope (the employee's, else the location's) that overlap the range. */
async function takenBookings(db: Db, query: TakenQuery) {
  const duration = sql<number>`coalesce(${queueItems.durationMins}, ${query.defaultDurationMins})`;
  const end = sql`${queueItems.bookingDate} + ${duration} * interval '1 minute'`;
  const rows = await db
    .select({
      start: queueItems.bookingDate,
      durationMins: duration,
      people: sql<number>`coalesce(${queueItems.groupSize}, 1)`,
    })
    .from(queueItems)
    .where(
      and(
        eq(queueItems.locationId, query.locationId),
        eq(queueItems.type, 'booking'),
        ne(queueItems.status, 'canceled'),
        lt(queueItems.bookingDate, query.to),
        gt(end, query.from.toISOString()),
        query.employeeId === null ? undefined : eq(queueItems.assignedUserId, query.employeeId),
        query.rescheduleItemId === null ? undefined : ne(queueItems.id, query.rescheduleItemId),
      ),
    );
  return rows.flatMap((row) =>
    row.start
      ? [
          {
            start: row.start.getTime(),
            end: row.start.getTime() + Number(row.durationMins) * 60_000,
            people: Number(row.people),
          },
        ]
      : [],
  );
}

/**
 * The bookable starts of a location for POST .../booking-availability (host and public page)
 * and for the registration and reschedule checks. See `bookableSlots` for the rules.
 */
export async function availableSlots(db: Db, query: AvailabilityQuery): Promise<AvailabilitySlot[]> {
  const dates = requestedDates(query.from, query.to);
  const { timeZone, settings } = await locationWithSettings(db, query.locationId);
  const [service, employeeId] = await Promise.all([serviceOf(db, query), checkEmployee(db, query)]);
  const booking = settings.booking;
  const durationMins = query.duration_mins ?? service?.durationMins ?? booking.block_duration_mins;
  const [hours, taken] = await Promise.all([
    schedules(db, query.locationId, employeeId, dates),
    takenBookings(db, {
      locationId: query.locationId,
      employeeId,
      rescheduleItemId: query.reschedule_item_id ?? null,
      from: new Date(zonedInstant(dates[0] ?? query.from, 0, timeZone)),
      // A window may run past midnight, so the last date's bookings reach into the next day.
      to: new Date(zonedInstant(dates.at(-1) ?? query.from, 2 * DAY_MINS, timeZone)),
      defaultDurationMins: booking.block_duration_mins,
    }),
  ]);
  const slots = bookableSlots({
    dates,
    timeZone,
    location: hours.location,
    employee: hours.employee,
    blockFrequencyMins: booking.block_frequency_mins,
    durationMins,
    bookingLimit: bookingLimit({
      spacesPerBlock: booking.spaces_per_block,
      bookingsPerBlock: booking.bookings_per_block,
      serviceBookingsPerBlock: service?.bookingsPerBlock ?? null,
    }),
    peopleLimit: settings.max_people,
    groupSize: query.group_size ?? 1,
    taken,
    now: query.now.getTime(),
    minNoticeMins: booking.min_notice_mins,
    maxNoticeMins: booking.max_notice_mins,
  });
  const iso = createZonedIsoFormatter(timeZone);
  return slots.map((slot) => ({
    time: iso(new Date(slot.start)),
    available_people: slot.availablePeople,
    available_slots: slot.availableSlots,
  }));
}

/**
 * The slot starting exactly at `start`, if it is still bookable (registration and reschedule
 * check a chosen time with it); undefined otherwise.
 */
export async function slotAt(
  db: Db,
  query: Omit<AvailabilityQuery, 'from' | 'to'>,
  start: Date,
): Promise<AvailabilitySlot | undefined> {
  const { timeZone } = await locationWithSettings(db, query.locationId);
  const slots = await availableSlots(db, { ...query, from: zonedDate(start, timeZone) });
  return slots.find((slot) => Date.parse(slot.time) === start.getTime());
}
