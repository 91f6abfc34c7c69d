import { and, asc, eq } from 'drizzle-orm';
import type { PublicWaitlistInfo } from '../../../src/domain/contract/public-waitlist';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { RegistrationLocation } from '../waitlist/register-location';
import { isBookingOpen, isWaitlistOpen } from './public-location';

/** The services a customer may choose online: active services shown on the waitlist. */
function visibleServices(db: Db, locationId: number) {
  return db
    .select({ id: products.id, name: products.name, duration_mins: products.durationMins })
    .from(products)
    .where(
      and(
        eq(products.locationId, locationId),
        eq(products.type, 'service'),
        eq(products.status, 'active'),
        eq(products.waitlistStatus, 'active'),
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
}

/** GET /v1/public/waitlist/{username}: what the public registration page shows and offers. */
export async function publicWaitlistInfo(
  db: Db,
  location: RegistrationLocation,
): Promise<PublicWaitlistInfo> {
  const { settings } = location;
  const waitlistOpen = isWaitlistOpen(location);
  return {
    location: {
      name: location.name,
      username: location.username,
      thumb_url: location.thumbUrl,
      timezone: location.timeZone,
    },
    waitlist_open: waitlistOpen,
    booking_open: isBookingOpen(location),
    max_group_size: settings.max_group_size,
    closed_message: settings.kiosk_closed_message,
    shows_wait_time: waitlistOpen && settings.waitlist.show_wait_time,
    services: await visibleServices(db, location.id),
    service_required: settings.form_items.service,
    block_duration_mins: settings.booking.block_duration_mins,
    terms: { waitlist_s: settings.l10n.waitlist_s, booking_s: settings.l10n.booking_s },
  };
}
