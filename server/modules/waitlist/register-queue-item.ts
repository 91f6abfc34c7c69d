import type { CustomerMessageOutcome } from '../../../src/domain/contract/queue-actions';
import type { QUEUE_ITEM_SOURCES, QUEUE_ITEM_TYPES } from '../../../src/domain/contract/waitlist';
import type { Db } from '../../db/client';
import { newPublicCode } from '../../db/public-code';
import { queueItems } from '../../db/schema';
import { queueItemPublicUrl } from '../../http/public-urls';
import type { Jobs } from '../../jobs/jobs';
import { kickAutomationEvents, publishAutomationEvent } from '../automation/publish-event';
import { type DeliveryQueueLog, sendMessageNow } from '../messaging/deliver-message';
import { messageQueueCustomer } from './customer-message';
import { recordItemChange } from './record-item-change';
import { contactForNewCustomer, type RegistrationCustomer } from './register-customer';
import type { RegistrationLocation } from './register-location';
import { quoteForNewParty } from './wait-estimate';

/** A checked registration: every id belongs to the location and every rule of 01 §5.5 holds. */
export interface NewQueueEntry {
  type: (typeof QUEUE_ITEM_TYPES)[number];
  source: (typeof QUEUE_ITEM_SOURCES)[number];
  /** A known contact, or a typed name and (E.164) phone to find or create one by. */
  customer: RegistrationCustomer | { name: string; phone: string };
  productId: number | null;
  assignedUserId: number | null;
  groupSize: number | null;
  notes: string | null;
  bookingDate: Date | null;
  durationMins: number | null;
}

export interface RegistrationContext {
  db: Db;
  jobs: Jobs;
  now: Date;
  /** Origin of the public pages, for the customer's turn link. */
  origin: string;
  location: RegistrationLocation;
  /** The host who registers; null for the customer on the public page. */
  userId: number | null;
  log: DeliveryQueueLog;
}

export interface Registered {
  id: number;
  publicCode: string;
  message: CustomerMessageOutcome;
  messageId: number | null;
}

/**
 * Stores a waitlist entry or booking in one transaction: its contact (found or created), the
 * item (pending), the 'created' event, the registered message (waitlist_registered or
 * booking_registered; with no balance the item is still created and the outcome says
 * 'no_balance') and the live-update hint. The message's delivery is queued after the commit.
 */
export async function registerQueueItem(
  context: RegistrationContext,
  entry: NewQueueEntry,
): Promise<Registered> {
  const { db, location, now } = context;
  // The wait quoted to a walk-in party (as its registration page showed it), kept to compare with the real one.
  const quote =
    entry.type === 'waitlist'
      ? await quoteForNewParty(db, location, { groupSize: entry.groupSize, now })
      : null;
  const registered = await db.transaction(async (tx) => {
    const customer =
      'contactId' in entry.customer
        ? entry.customer
        : await contactForNewCustomer(tx, location.companyId, entry.customer);
    const publicCode = newPublicCode();
    const [item] = await tx
      .insert(queueItems)
      .values({
        companyId: location.companyId,
        locationId: location.id,
        type: entry.type,
        status: 'pending',
        name: customer.name,
        phone: customer.phone,
        contactId: customer.contactId,
        groupSize: entry.groupSize,
        initialGroupSize: entry.groupSize,
        notes: entry.notes,
        bookingDate: entry.bookingDate,
        durationMins: entry.durationMins,
        productId: entry.productId,
        assignedUserId: entry.assignedUserId,
        quotedWaitMins: quote?.minutes ?? null,
        source: entry.source,
        publicCode,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: queueItems.id });
    if (!item) throw new Error('queue item not inserted');
    const message = await messageQueueCustomer(tx, {
      tenant: { companyId: location.companyId, locationId: location.id, userId: context.userId },
      item: {
        id: item.id,
        type: entry.type,
        name: customer.name,
        phone: customer.phone,
        contactId: customer.contactId,
        bookingDate: entry.bookingDate,
      },
      settings: location.settings,
      template: entry.type === 'waitlist' ? 'waitlist_registered' : 'booking_registered',
      business: location.name,
      timeZone: location.timeZone,
      url: queueItemPublicUrl(context.origin, publicCode),
      now,
      required: false,
      publicTrigger: entry.source === 'public' ? 'to-customer' : undefined,
    });
    await recordItemChange(
      tx,
      {
        itemId: item.id,
        companyId: location.companyId,
        locationId: location.id,
        userId: context.userId,
        now,
      },
      [{ type: 'created', data: { source: entry.source, message: message.outcome } }],
    );
    if (entry.type === 'booking') {
      await publishAutomationEvent(tx, {
        companyId: location.companyId,
        locationId: location.id,
        type: 'booking_created',
        subjectId: item.id,
        contactId: customer.contactId,
        name: customer.name,
        phone: customer.phone,
        now,
      });
    }
    return { id: item.id, publicCode, message: message.outcome, messageId: message.messageId };
  });
  if (registered.messageId !== null) await sendMessageNow(context.jobs, registered.messageId, context.log);
  if (entry.type === 'booking') await kickAutomationEvents(context.jobs, location.companyId, context.log);
  return registered;
}
