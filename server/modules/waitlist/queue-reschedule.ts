import { eq } from 'drizzle-orm';
import { QUEUE_CONFLICT_MESSAGES } from '../../../src/domain/contract/queue-actions';
import { REGISTRATION_MESSAGES, type RescheduleBody } from '../../../src/domain/contract/queue-registration';
import { createZonedIsoFormatter } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { queueItems } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import type { QueueMessageResult } from './customer-message';
import { assertOpen } from './queue-actions';
import { lockQueueItem, messageItemCustomer } from './queue-item-lock';
import { recordItemChange } from './record-item-change';

export interface RescheduleInput {
  id: number;
  reschedule: RescheduleBody['reschedule'];
  tenant: Tenant;
  now: Date;
  origin: string;
}

/**
 * PATCH /v1/waitlist/queue/{id}: a booking's new date and duration (01 §4.7), its 'rescheduled'
 * event with the previous date, the booking_rescheduled message (a short balance drops only the
 * message) and the live announcement, in one transaction. The reminder is due again for the new
 * date (the reminder job skips it when the new date is already inside the reminder lead).
 */
export function rescheduleBooking(db: Db, input: RescheduleInput): Promise<QueueMessageResult> {
  const { tenant, now } = input;
  const bookingDate = new Date(input.reschedule.booking_date);
  const durationMins = input.reschedule.duration_mins;
  return db.transaction(async (tx) => {
    const locked = await lockQueueItem(tx, input.id, tenant);
    const { item } = locked;
    if (item.type !== 'booking')
      throw new ConflictError(QUEUE_CONFLICT_MESSAGES.notBooking, 'QUEUE_NOT_BOOKING');
    assertOpen(item);
    if (item.bookingDate?.getTime() === bookingDate.getTime() && item.durationMins === durationMins) {
      throw ValidationError.forField('reschedule', REGISTRATION_MESSAGES.noChanges);
    }

    const [changed] = await tx
      .update(queueItems)
      .set({ bookingDate, durationMins, rescheduledAt: now, bookingReminderAt: null, updatedAt: now })
      .where(eq(queueItems.id, item.id))
      .returning();
    const message = await messageItemCustomer(
      tx,
      { ...locked, item: changed ?? item },
      { template: 'booking_rescheduled', origin: input.origin, userId: tenant.userId, now, required: false },
    );
    const iso = createZonedIsoFormatter(locked.location.timeZone);
    await recordItemChange(
      tx,
      {
        itemId: item.id,
        companyId: tenant.companyId,
        locationId: item.locationId,
        userId: tenant.userId,
        now,
      },
      [
        {
          type: 'rescheduled',
          data: {
            booking_date: iso(bookingDate),
            duration_mins: durationMins,
            previous_booking_date: item.bookingDate ? iso(item.bookingDate) : null,
            previous_duration_mins: item.durationMins,
            message: message.outcome,
            message_id: message.messageId,
          },
        },
      ],
    );
    return message;
  });
}
