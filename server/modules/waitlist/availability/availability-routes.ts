import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  AVAILABILITY_MESSAGES,
  AvailabilityBodySchema,
  AvailabilitySlotSchema,
  PublicAvailabilityBodySchema,
} from '../../../../src/domain/contract/availability';
import { dataOf } from '../../../../src/domain/contract/common';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../../src/domain/contract/settings';
import type { Db } from '../../../db/client';
import { locations, waitlistSettings } from '../../../db/schema';
import type { App } from '../../../http/app-types';
import { dataBody } from '../../../http/envelope';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { availableSlots } from './available-slots';

const SlotsAnswerSchema = dataOf(v.array(AvailabilitySlotSchema));
const UsernameParamSchema = v.object({
  username: v.pipe(v.string(), v.maxLength(60, AVAILABILITY_MESSAGES.locationNotFound)),
});

/** The active location behind a public link, if it takes online bookings; 404 / 409 otherwise. */
async function publicBookingLocation(db: Db, username: string): Promise<number> {
  const [row] = await db
    .select({ id: locations.id, settings: waitlistSettings.settings })
    .from(locations)
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, locations.id))
    .where(and(eq(locations.username, username), eq(locations.status, 'active')))
    .limit(1);
  if (!row) throw new NotFoundError(AVAILABILITY_MESSAGES.locationNotFound);
  const settings = row.settings ?? DEFAULT_WAITLIST_SETTINGS;
  if (!settings.booking.public_enabled) {
    throw new ConflictError(AVAILABILITY_MESSAGES.publicBookingClosed, 'BOOKING_CLOSED');
  }
  return row.id;
}

/** Booking availability for the host's register dialog and for the customer's public page. */
export async function availabilityRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;

  app.post(
    '/v1/waitlist/hostess/booking-availability',
    {
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Horarios disponibles para reservar',
        tags: ['waitlist'],
        body: AvailabilityBodySchema,
        response: { 200: SlotsAnswerSchema },
      },
    },
    async (request) =>
      dataBody(
        await availableSlots(db, { ...request.body, locationId: request.tenant.locationId, now: now() }),
      ),
  );

  app.post(
    '/v1/public/waitlist/:username/availability',
    {
      config: { public: true },
      schema: {
        summary: 'Horarios disponibles en la página pública de registro',
        tags: ['public'],
        params: UsernameParamSchema,
        body: PublicAvailabilityBodySchema,
        response: { 200: SlotsAnswerSchema },
      },
    },
    async (request) => {
      const locationId = await publicBookingLocation(db, request.params.username);
      return dataBody(
        await availableSlots(db, { ...request.body, locationId, now: now(), publicOnly: true }),
      );
    },
  );
}
