import { eq } from 'drizzle-orm';
import { PUBLIC_WAITLIST_MESSAGES } from '../../../src/domain/contract/public-waitlist';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { type RegistrationLocation, registrationLocation } from '../waitlist/register-location';

/** The active location behind a public page (/r/{username}); unknown or inactive: 404 'Negocio no encontrado.'. */
export async function publicLocation(db: Db, username: string): Promise<RegistrationLocation> {
  const location = await registrationLocation(db, eq(locations.username, username));
  if (location?.status !== 'active') throw new NotFoundError(PUBLIC_WAITLIST_MESSAGES.businessNotFound);
  return location;
}

/** Customers may join the waitlist online: reception on and public registration enabled. */
export function isWaitlistOpen(location: RegistrationLocation): boolean {
  return location.settings.enabled && location.settings.waitlist.public_enabled;
}

export function isBookingOpen(location: RegistrationLocation): boolean {
  return location.settings.booking.public_enabled;
}
