import type { Db } from '../../db/client';
import { queueEvents } from '../../db/schema';
import type { Tenant } from '../../http/tenancy';
import { announceChange } from '../../live/live-messages';
import { queueChatMessage } from '../messaging/customer-chat';
import { lockQueueItem } from './queue-item-lock';

/**
 * POST /v1/waitlist/queue/{id}/message: the host's SMS to the item's customer, linked to the item
 * and its contact, with a 'message_sent' event on the timeline, in one transaction (no balance or
 * no phone: a 422 and nothing stored). Returns the message id.
 */
export function sendQueueChat(
  db: Db,
  id: number,
  content: string,
  tenant: Tenant,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { item } = await lockQueueItem(tx, id, tenant);
    const messageId = await queueChatMessage(tx, {
      tenant,
      phone: item.phone,
      content,
      contactId: item.contactId,
      queueItemId: item.id,
      now,
    });
    await tx.insert(queueEvents).values({
      queueItemId: item.id,
      locationId: item.locationId,
      type: 'message_sent',
      data: { message_id: messageId, channel: 'sms' },
      userId: tenant.userId,
      createdAt: now,
    });
    await announceChange(tx, {
      companyId: tenant.companyId,
      locationId: tenant.locationId,
      area: 'waitlist',
      id: item.id,
    });
    return messageId;
  });
}
