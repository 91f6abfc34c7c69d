import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { ShopSettings, WaitlistSettings } from '../../../src/domain/contract/settings';
import { updatedAt } from './columns';
import { locations } from './tenancy';

/** Waitlist configuration of a location, validated with WaitlistSettingsSchema before it is written. */
export const waitlistSettings = pgTable('waitlist_settings', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<WaitlistSettings>().notNull(),
  updatedAt: updatedAt(),
});

/** Shop configuration of a location, validated with ShopSettingsSchema before it is written. */
export const shopSettings = pgTable('shop_settings', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<ShopSettings>().notNull(),
  updatedAt: updatedAt(),
});
