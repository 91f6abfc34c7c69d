import {
  PUBLIC_WAITLIST_MESSAGES,
  type PublicRegisterBody,
  type PublicRegisterResult,
} from '../../../src/domain/contract/public-waitlist';
import { registrationErrors } from '../../../src/domain/rules/queue-registration';
import type { Db } from '../../db/client';
import { ConflictError, ValidationError } from '../../http/errors';
import { queueItemPublicUrl } from '../../http/public-urls';
import type { Jobs } from '../../jobs/jobs';
import type { DeliveryQueueLog } from '../messaging/deliver-message';
import { slotAt } from '../waitlist/availability/available-slots';
import { customerPhone } from '../waitlist/register-customer';
import type { RegistrationLocation } from '../waitlist/register-location';
import { registerQueueItem } from '../waitlist/register-queue-item';
import { resolveReferences } from '../waitlist/register-references';
import { activeRegistration } from './active-registration';
import { isBookingOpen, isWaitlistOpen } from './public-location';

/**
 * POST /v1/public/waitlist/{username}/register: the customer joins today's waitlist or books.
 * Refused (409) when that kind of registration is not open online; the group size, the service
 * and the phone are checked like the host's (01 §5.5), with no employee choice. A booking lasts
 * the service's duration, else the location's block, at a time the real availability still
 * offers (slotAt: hours, overrides, notice, bookings per block, room for the group). Answers the customer's turn page.
 * A phone with a turn of that kind still to be served gets that turn again, and no message.
 */
export async function registerFromPublicPage(
  deps: { db: Db; jobs: Jobs; now: Date; log: DeliveryQueueLog },
  input: { location: RegistrationLocation; body: PublicRegisterBody; origin: string },
): Promise<PublicRegisterResult> {
  const { db, now } = deps;
  const { location, body, origin } = input;
  const { settings } = location;
  const isWaitlist = body.type === 'waitlist';
  if (isWaitlist && !isWaitlistOpen(location)) {
    throw new ConflictError(settings.kiosk_closed_message.trim() || PUBLIC_WAITLIST_MESSAGES.waitlistClosed);
  }
  if (!isWaitlist && !isBookingOpen(location))
    throw new ConflictError(PUBLIC_WAITLIST_MESSAGES.bookingClosed);

  const references = await resolveReferences(db, location, {
    productId: body.product_id,
    visibleServicesOnly: true,
  });
  const durationMins = isWaitlist
    ? null
    : (references.product?.durationMins ?? settings.booking.block_duration_mins);
  const errors = {
    ...registrationErrors(
      { ...body, duration_mins: durationMins },
      { max_group_size: settings.max_group_size, form_items: { ...settings.form_items, employee: false } },
    ),
    ...references.errors,
  };
  const phone = customerPhone(body.phone);
  if (!phone) errors.phone = [PUBLIC_WAITLIST_MESSAGES.invalidPhone];
  if (Object.keys(errors).length > 0 || !phone) throw new ValidationError(errors);

  const bookingDate = !isWaitlist && body.booking_date ? new Date(body.booking_date) : null;
  if (bookingDate && durationMins !== null) {
    const slot = await slotAt(
      db,
      {
        locationId: location.id,
        group_size: body.group_size ?? null,
        duration_mins: durationMins,
        product_id: body.product_id ?? null,
        now,
        publicOnly: true,
      },
      bookingDate,
    );
    if (!slot) throw ValidationError.forField('booking_date', PUBLIC_WAITLIST_MESSAGES.slotUnavailable);
  }

  // One turn per phone: registering again answers the same turn and sends no second message.
  const existing = await activeRegistration(db, { locationId: location.id, phone, type: body.type, now });
  if (existing) return { code: existing.publicCode, url: queueItemPublicUrl(origin, existing.publicCode) };

  const registered = await registerQueueItem(
    { db, jobs: deps.jobs, now, origin, location, userId: null, log: deps.log },
    {
      type: body.type,
      source: 'public',
      customer: { name: body.name, phone },
      productId: body.product_id ?? null,
      assignedUserId: null,
      groupSize: body.group_size ?? null,
      notes: body.notes || null,
      bookingDate,
      durationMins,
    },
  );
  return { code: registered.publicCode, url: queueItemPublicUrl(origin, registered.publicCode) };
}
