import { eq } from 'drizzle-orm';
import { QUEUE_CONFLICT_MESSAGES, type QueueAction } from '../../../src/domain/contract/queue-actions';
import type { MessageTemplateKey } from '../../../src/domain/contract/settings';
import { isActionOffered } from '../../../src/domain/rules/queue-actions';
import type { Db } from '../../db/client';
import { type QueueEventType, queueItems } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { publishAutomationEvent } from '../automation/publish-event';
import type { QueueMessageResult } from './customer-message';
import { lockQueueItem, messageItemCustomer, type QueueItemRow } from './queue-item-lock';
import { recordItemChange } from './record-item-change';

/** What an action does to the row, which timeline events it writes and which message it sends. */
interface ActionEffect {
  set: Partial<typeof queueItems.$inferInsert>;
  events: QueueEventType[];
  message: { template: MessageTemplateKey; required: boolean } | null;
}

/** The effects of 01 §4.7; `isActionOffered` has already said the action is allowed. */
function effectOf(action: QueueAction, item: QueueItemRow, now: Date): ActionEffect {
  const waitlist = item.type === 'waitlist';
  switch (action) {
    case 'ready':
      // A booking's ready is its repeatable reminder: the first ready_at stays, the reminder time moves.
      return {
        set: {
          status: 'ready',
          readyAt: item.readyAt ?? now,
          ...(waitlist ? {} : { bookingReminderAt: now }),
        },
        events: ['ready'],
        message: { template: waitlist ? 'waitlist_ready' : 'booking_ready', required: false },
      };
    case 'notify':
      return {
        set: { status: item.status === 'pending' ? 'notified' : item.status, notifiedAt: now },
        events: ['alert_requested'],
        message: { template: 'waitlist_upcoming', required: true },
      };
    case 'complete':
      return {
        set: { status: 'completed', completedAt: now, checkedInAt: item.checkedInAt ?? now },
        events: item.checkedInAt ? ['completed'] : ['checked_in', 'completed'],
        message: null,
      };
    case 'cancel':
      return {
        set: { status: 'canceled', canceledAt: now },
        events: ['canceled'],
        message: { template: waitlist ? 'waitlist_canceled' : 'booking_canceled', required: false },
      };
    case 'request-confirmation':
      return {
        set: { confirmationRequestedAt: now, confirmationResponse: null, confirmationResponseAt: null },
        events: ['confirmation_requested'],
        message: { template: 'waitlist_confirmation', required: true },
      };
  }
}

/** A completed or canceled item accepts no change (409). */
export function assertOpen(item: QueueItemRow): void {
  if (item.status === 'completed' || item.status === 'canceled') {
    throw new ConflictError(QUEUE_CONFLICT_MESSAGES.closed, 'QUEUE_ITEM_CLOSED');
  }
}

/** An open item accepts the actions the 01 §4.7 table offers; any other is a 409. */
function assertActionAllowed(item: QueueItemRow, action: QueueAction): void {
  assertOpen(item);
  const offered = isActionOffered(
    {
      type: item.type,
      status: item.status,
      confirmation_request: item.confirmationRequestedAt ? { response: item.confirmationResponse } : null,
    },
    action,
  );
  if (!offered) throw new ConflictError(QUEUE_CONFLICT_MESSAGES.notAllowed, 'QUEUE_ACTION_NOT_ALLOWED');
}

export interface QueueActionInput {
  id: number;
  action: QueueAction;
  tenant: Tenant;
  now: Date;
  /** Origin of the public pages (the confirmation request's {url}). */
  origin: string;
}

/**
 * POST /v1/waitlist/queue/{id}/{action}: in one transaction the item is locked, checked against
 * the actions-offered table, changed, its customer messaged, its events written and the change
 * announced (a completion also publishes 'visit_completed' for the automations). A required message (notify, request-confirmation) without balance throws
 * errors.no_balance and nothing is stored. The caller queues the message's delivery after commit.
 */
export function applyQueueAction(db: Db, input: QueueActionInput): Promise<QueueMessageResult> {
  const { tenant, now } = input;
  return db.transaction(async (tx) => {
    const locked = await lockQueueItem(tx, input.id, tenant);
    const { item } = locked;
    assertActionAllowed(item, input.action);
    const effect = effectOf(input.action, item, now);
    await tx
      .update(queueItems)
      .set({ ...effect.set, updatedAt: now })
      .where(eq(queueItems.id, item.id));
    if (input.action === 'complete') {
      await publishAutomationEvent(tx, {
        companyId: tenant.companyId,
        locationId: item.locationId,
        type: 'visit_completed',
        subjectId: item.id,
        contactId: item.contactId,
        name: item.name,
        phone: item.phone,
        now,
      });
    }
    const result: QueueMessageResult = effect.message
      ? await messageItemCustomer(tx, locked, {
          ...effect.message,
          origin: input.origin,
          userId: tenant.userId,
          now,
        })
      : { outcome: 'none', messageId: null };
    await recordItemChange(
      tx,
      {
        itemId: item.id,
        companyId: tenant.companyId,
        locationId: item.locationId,
        userId: tenant.userId,
        now,
      },
      effect.events.map((type) => ({
        type,
        data: effect.message ? { message: result.outcome, message_id: result.messageId } : null,
      })),
    );
    return result;
  });
}
