import { eq } from 'drizzle-orm';
import type { QueueChangeResult } from '../../../src/domain/contract/queue-actions';
import type { RegisterBody } from '../../../src/domain/contract/queue-registration';
import { registrationErrors } from '../../../src/domain/rules/queue-registration';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import type { Jobs } from '../../jobs/jobs';
import type { DeliveryQueueLog } from '../messaging/deliver-message';
import { queueItemById } from './queue-item-by-id';
import { customerPhone } from './register-customer';
import { registrationLocation } from './register-location';
import { registerQueueItem } from './register-queue-item';
import { resolveReferences } from './register-references';

export const INVALID_PHONE_MESSAGE = 'El teléfono no es válido.';

/**
 * POST /v1/waitlist/hostess/register: the host registers a walk-in or a booking. Every rule of
 * 01 §5.5 and every id is checked first (all failing fields in one 422); a booking keeps the date
 * and duration the host chose, even outside the offered slots.
 */
export async function registerByHost(
  deps: { db: Db; jobs: Jobs; now: Date; log: DeliveryQueueLog },
  input: { tenant: Tenant; body: RegisterBody; origin: string },
): Promise<QueueChangeResult> {
  const { db, now } = deps;
  const { tenant, body, origin } = input;
  const location = await registrationLocation(db, eq(locations.id, tenant.locationId));
  if (!location) throw new NotFoundError();

  const references = await resolveReferences(db, location, {
    productId: body.product_id,
    assignedUserId: body.assigned_user_id,
    contactId: body.contact_id,
  });
  const errors = { ...registrationErrors(body, location.settings), ...references.errors };
  const phone = !body.contact_id && body.phone ? customerPhone(body.phone) : null;
  if (!body.contact_id && body.phone && !phone) errors.phone = [INVALID_PHONE_MESSAGE];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const isWaitlist = body.type === 'waitlist';
  const registered = await registerQueueItem(
    { db, jobs: deps.jobs, now, origin, location, userId: tenant.userId, log: deps.log },
    {
      type: body.type,
      source: 'host',
      // Without a contact, registrationErrors and the phone check above guarantee a name and a phone.
      customer: references.contact
        ? { contactId: references.contact.id, name: references.contact.name, phone: references.contact.phone }
        : { name: body.name ?? '', phone: phone ?? '' },
      productId: body.product_id ?? null,
      assignedUserId: body.assigned_user_id ?? null,
      groupSize: body.group_size ?? null,
      notes: body.notes || null,
      bookingDate: !isWaitlist && body.booking_date ? new Date(body.booking_date) : null,
      durationMins: isWaitlist ? null : (body.duration_mins ?? null),
    },
  );
  const item = await queueItemById(db, registered.id, tenant, { timeZone: location.timeZone, origin });
  return { item, message: registered.message, message_id: registered.messageId };
}
