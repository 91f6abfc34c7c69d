import type { WaitlistSettings } from '../contract/settings';

/**
 * Whether the location takes bookings (its answer at onboarding). Settings stored before the
 * answer was kept have no `booking.enabled`: they read as taking bookings, as they all did.
 */
export function takesBookings(settings: WaitlistSettings): boolean {
  return settings.booking.enabled !== false;
}
