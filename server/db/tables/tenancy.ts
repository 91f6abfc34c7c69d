import { check, doublePrecision, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { ProfilePage, SocialLink } from '../../../src/domain/contract/location-profile';
import type { ProfileDesign } from '../../../src/domain/rules/location-profile';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { companyIdKey } from './company-keys';

export const LOCATION_STATUSES = ['active', 'inactive', 'denied'] as const;
export const DEFAULT_TIMEZONE = 'America/Mexico_City';

/** A business (the customer of Mostrador). Customers, groups and certificates belong to it. */
export const companies = pgTable('companies', {
  id: id(),
  name: varchar('name', { length: 150 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A branch of a company; everything operational (queue, products, settings) belongs to one. */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    username: varchar('username', { length: 60 }).notNull().unique(),
    description: varchar('description', { length: 500 }),
    timezone: varchar('timezone', { length: 64 }).notNull().default(DEFAULT_TIMEZONE),
    status: text('status', { enum: LOCATION_STATUSES }).notNull().default('active'),
    imageUrl: text('image_url'),
    thumbUrl: text('thumb_url'),
    phone: varchar('phone', { length: 20 }),
    category: varchar('category', { length: 60 }),
    address: varchar('address', { length: 300 }),
    zipCode: varchar('zip_code', { length: 10 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The business profile's page (issue 21): its social links, blocks and colours (null: the defaults). */
    socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
    pages: jsonb('pages').$type<ProfilePage[]>().notNull().default([]),
    design: jsonb('design').$type<ProfileDesign>(),
    /** The uploaded logo's bytes (base64) and type; served at /v1/public/profile/{username}/logo. */
    logoData: text('logo_data'),
    logoType: varchar('logo_type', { length: 20 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_company_idx').on(t.companyId),
    companyIdKey('locations', t),
    check('locations_status_check', oneOf(t.status, LOCATION_STATUSES)),
  ],
);
