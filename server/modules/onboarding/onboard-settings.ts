import { and, eq } from 'drizzle-orm';
import type { OnboardSettingsBody } from '../../../src/domain/contract/onboarding';
import {
  DEFAULT_SHOP_SETTINGS,
  DEFAULT_WAITLIST_SETTINGS,
  type WaitlistSettings,
} from '../../../src/domain/contract/settings';
import type { AppModule } from '../../../src/domain/rules/modules';
import { PREFERENCE_MESSAGES } from '../../../src/domain/rules/onboarding-preferences';
import type { Db, Tx } from '../../db/client';
import { writeLocationSetup } from '../../db/location-defaults';
import { products } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';

/** Weekly hours a new location starts with (the owner changes them later). */
export const ONBOARDING_HOURS = { openTime: '13:00', closeTime: '22:00' } as const;
/** The service a location taking bookings starts with. */
export const DEFAULT_SERVICE = { name: 'Cita general', durationMins: 30 } as const;

/** The waitlist settings of the owner's answers, on the defaults of 02 §9. */
export function onboardingWaitlistSettings(answers: OnboardSettingsBody): WaitlistSettings {
  const defaults = DEFAULT_WAITLIST_SETTINGS;
  const queue = answers.queue_enabled;
  const booking = answers.booking_enabled;
  return {
    ...defaults,
    enabled: queue,
    max_group_size: answers.group_size_max,
    waitlist: {
      ...defaults.waitlist,
      public_enabled: queue && answers.link_enabled,
      kiosk_enabled: queue && answers.kiosk_enabled,
    },
    booking: {
      ...defaults.booking,
      enabled: booking,
      public_enabled: booking && answers.link_enabled,
      kiosk_enabled: booking && answers.kiosk_enabled,
    },
  };
}

/**
 * Makes the current location usable at once, in one transaction. On the waitlist host: the
 * answers' waitlist settings, weekly hours, a default service when it takes bookings, and shop
 * settings; on the orders host only shop settings.
 */
export async function writeOnboardingSettings(
  db: Db,
  input: { answers: OnboardSettingsBody; module: AppModule; tenant: Tenant },
): Promise<void> {
  const { answers, module, tenant } = input;
  if (module === 'waitlist' && !answers.booking_enabled && !answers.queue_enabled) {
    throw new ValidationError({
      booking_enabled: [PREFERENCE_MESSAGES.atLeastOne],
      queue_enabled: [PREFERENCE_MESSAGES.atLeastOne],
    });
  }
  await db.transaction(async (tx) => {
    if (module === 'shop') {
      await writeLocationSetup(tx, tenant, { shop: DEFAULT_SHOP_SETTINGS });
    } else {
      await writeLocationSetup(tx, tenant, {
        waitlist: onboardingWaitlistSettings(answers),
        shop: DEFAULT_SHOP_SETTINGS,
        hours: ONBOARDING_HOURS,
      });
      if (answers.booking_enabled) await ensureDefaultService(tx, tenant);
    }
  });
}

/** 'Cita general' (30 min) unless the location already offers a service. */
async function ensureDefaultService(tx: Tx, { companyId, locationId }: Tenant): Promise<void> {
  const [service] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.locationId, locationId), eq(products.type, 'service')))
    .limit(1);
  if (service) return;
  await tx.insert(products).values({ ...DEFAULT_SERVICE, companyId, locationId, type: 'service', price: 0 });
}
