import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { DAYS_OF_WEEK, HOURS_TYPES } from '../../../src/domain/contract/hours';
import { allOf, companyId, createdAt, emptyTextArray, id } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { locations } from './tenancy';
import { users } from './users';

const HH_MM = sql.raw(`'^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

/**
 * Regular opening hours of a location (02 §3 "Hours entry"), or of one employee when user_id is set.
 * Times are local 'HH:MM' strings in the location's time zone.
 */
export const locationHours = pgTable(
  'location_hours',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    openTime: varchar('open_time', { length: 5 }).notNull(),
    closeTime: varchar('close_time', { length: 5 }).notNull(),
    daysOfWeek: text('days_of_week')
      .array()
      .notNull()
      .default(emptyTextArray)
      .$type<(typeof DAYS_OF_WEEK)[number][]>(),
    types: text('types').array().notNull().default(emptyTextArray).$type<(typeof HOURS_TYPES)[number][]>(),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('location_hours', t),
    companyForeignKey('location_hours', t.companyId, t.locationId, locations, 'cascade'),
    index('location_hours_location_idx').on(t.locationId),
    check('location_hours_open_time_check', sql`${t.openTime} ~ ${HH_MM}`),
    check('location_hours_close_time_check', sql`${t.closeTime} ~ ${HH_MM}`),
    check('location_hours_days_check', allOf(t.daysOfWeek, DAYS_OF_WEEK)),
    check('location_hours_types_check', allOf(t.types, HOURS_TYPES)),
  ],
);

/**
 * A dated exception to the regular hours (02 §3 "Hour override"): the ranges open that day, of the
 * location or of one employee (user_id). A row with null times means closed all day.
 */
export const hourOverrides = pgTable(
  'hour_overrides',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    openTime: varchar('open_time', { length: 5 }),
    closeTime: varchar('close_time', { length: 5 }),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('hour_overrides', t),
    companyForeignKey('hour_overrides', t.companyId, t.locationId, locations, 'cascade'),
    index('hour_overrides_location_date_idx').on(t.locationId, t.date),
    check('hour_overrides_open_time_check', sql`${t.openTime} is null or ${t.openTime} ~ ${HH_MM}`),
    check('hour_overrides_close_time_check', sql`${t.closeTime} is null or ${t.closeTime} ~ ${HH_MM}`),
  ],
);
