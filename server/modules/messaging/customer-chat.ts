import { MESSAGE_ERRORS } from '../../../src/domain/contract/messaging';
import type { Tx } from '../../db/client';
import { ValidationError } from '../../http/errors';
import type { Tenant } from '../../http/tenancy';
import { queueCustomerMessage } from './queue-customer-message';

export interface ChatMessage {
  tenant: Tenant;
  /** The customer's phone; none is a 422 on content. */
  phone: string | null;
  /** Already trimmed and collapsed by SendMessageBodySchema. */
  content: string;
  contactId: number | null;
  queueItemId?: number;
  now: Date;
}

/**
 * A chat SMS the user typed to one customer (a contact, or a queue item's customer: 01 §7.5), in
 * the caller's transaction. The customer's phone is the recipient, so a missing or bad one is
 * reported under the message (errors.content); too little balance is errors.no_balance and
 * nothing is stored. Returns the message id; the caller queues delivery after commit.
 */
export async function queueChatMessage(tx: Tx, chat: ChatMessage): Promise<number> {
  if (!chat.phone) throw new ValidationError({ content: [MESSAGE_ERRORS.invalidPhone] });
  try {
    return await queueCustomerMessage(tx, {
      companyId: chat.tenant.companyId,
      locationId: chat.tenant.locationId,
      channel: 'sms',
      to: chat.phone,
      body: chat.content,
      contactId: chat.contactId,
      queueItemId: chat.queueItemId ?? null,
      userId: chat.tenant.userId,
      now: chat.now,
    });
  } catch (error) {
    if (error instanceof ValidationError && error.errors?.to) {
      throw new ValidationError({ content: error.errors.to });
    }
    throw error;
  }
}
