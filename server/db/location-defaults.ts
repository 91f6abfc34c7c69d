import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { DAYS_OF_WEEK, HOURS_TYPES } from '../../src/domain/contract/hours';
import {
  type ShopSettings,
  ShopSettingsSchema,
  type WaitlistSettings,
  WaitlistSettingsSchema,
} from '../../src/domain/contract/settings';
import type { Tx } from './client';
import { locationHours, shopSettings, waitlistSettings } from './schema';

/** What a location starts with; a part left out is not written. */
export interface LocationSetup {
  /** Opening hours every day of the week, for every type of service. */
  hours?: { openTime: string; closeTime: string };
  /** Replaces the location's waitlist settings (the owner's answers). */
  waitlist?: WaitlistSettings;
  /** Written only when the location has no shop settings yet. */
  shop?: ShopSettings;
}

/** A location with its company: what a location's rows are inserted with. */
export interface LocationRef {
  companyId: number;
  locationId: number;
}

/**
 * Writes a location's starting settings (the demo seed and onboarding), validated like a real
 * save: the waitlist settings given, and shop settings and weekly hours only where the location
 * has none yet, so writing the same setup twice changes nothing.
 */
export async function writeLocationSetup(
  tx: Tx,
  { companyId, locationId }: LocationRef,
  setup: LocationSetup,
): Promise<void> {
  if (setup.waitlist) {
    const settings = v.parse(WaitlistSettingsSchema, setup.waitlist);
    await tx
      .insert(waitlistSettings)
      .values({ companyId, locationId, settings })
      .onConflictDoUpdate({
        target: [waitlistSettings.companyId, waitlistSettings.locationId],
        set: { settings },
      });
  }
  if (setup.shop) {
    const settings = v.parse(ShopSettingsSchema, setup.shop);
    await tx.insert(shopSettings).values({ companyId, locationId, settings }).onConflictDoNothing();
  }
  if (setup.hours) {
    const [existing] = await tx
      .select({ id: locationHours.id })
      .from(locationHours)
      .where(and(eq(locationHours.locationId, locationId), isNull(locationHours.userId)))
      .limit(1);
    if (!existing) {
      await tx.insert(locationHours).values({
        companyId,
        locationId,
        openTime: setup.hours.openTime,
        closeTime: setup.hours.closeTime,
        daysOfWeek: [...DAYS_OF_WEEK],
        types: [...HOURS_TYPES],
      });
    }
  }
}
