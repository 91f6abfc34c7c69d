import { integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import type { ShopSettings, WaitlistSettings } from '../../../src/domain/contract/settings';
import { companyId, updatedAt } from './columns';
import { companyForeignKey } from './company-keys';
import { locations } from './tenancy';

/** Waitlist configuration of a location, validated with WaitlistSettingsSchema before it is written. */
export const waitlistSettings = pgTable(
  'waitlist_settings',
  {
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    settings: jsonb('settings').$type<WaitlistSettings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.locationId] }),
    companyForeignKey('waitlist_settings', t.companyId, t.locationId, locations, 'cascade'),
  ],
);

/** Shop configuration of a location, validated with ShopSettingsSchema before it is written. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    settings: jsonb('settings').$type<ShopSettings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.locationId] }),
    companyForeignKey('shop_settings', t.companyId, t.locationId, locations, 'cascade'),
  ],
);
