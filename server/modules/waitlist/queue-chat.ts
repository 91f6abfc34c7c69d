import type { Db } from '../../db/client';
import type { Tenant } from '../../http/tenancy';
import { queueChatMessage } from '../messaging/customer-chat';
import { lockQueueItem } from './queue-item-lock';
import { recordItemChange } from './record-item-change';

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
    await recordItemChange(
      tx,
      {
        itemId: item.id,
        companyId: tenant.companyId,
        locationId: item.locationId,
        userId: tenant.userId,
        now,
      },
      [{ type: 'message_sent', data: { message_id: messageId, channel: 'sms' } }],
    );
    return messageId;
  });
}
