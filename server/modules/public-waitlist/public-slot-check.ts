import type { SlotCheck } from './public-register';

/**
 * The slot check the public registration runs today: the time must not have passed.
 * MERGE POINT: the lead replaces this with a check against the real availability
 * (availableSlots in server/modules/waitlist/availability/available-slots.ts: the requested start
 * must be an offered slot with room for the group), passed as `checkSlot` in
 * public-waitlist-routes.ts.
 */
export const startsInTheFuture: SlotCheck = async ({ bookingDate, now }) =>
  bookingDate.getTime() > now.getTime();
