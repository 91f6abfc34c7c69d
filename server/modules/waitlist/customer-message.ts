import type { CustomerMessageOutcome } from '../../../src/domain/contract/queue-actions';
import type { MessageTemplateKey, WaitlistSettings } from '../../../src/domain/contract/settings';
import { formatCustomerDate, renderTemplate } from '../../../src/domain/rules/message-template';
import { toGsm7Text } from '../../../src/domain/rules/sms-text';
import type { Tx } from '../../db/client';
import type { Tenant } from '../../http/tenancy';
import { PublicMessageCapError, type PublicTrigger } from '../messaging/public-message-caps';
import { queueCustomerMessage } from '../messaging/queue-customer-message';
import { NoBalanceError } from '../subscription/credits/spend-credits';

export interface QueueItemRecipient {
  id: number;
  type: 'waitlist' | 'booking';
  name: string;
  phone: string | null;
  contactId: number | null;
  bookingDate: Date | null;
}

export interface QueueMessageInput {
  /** userId is null for a customer's own public registration. */
  tenant: Pick<Tenant, 'companyId' | 'locationId'> & { userId: number | null };
  item: QueueItemRecipient;
  settings: WaitlistSettings;
  template: MessageTemplateKey;
  /** The location's name ({business}), time zone ({date}) and the item's public page ({url}). */
  business: string;
  timeZone: string;
  url: string;
  now: Date;
  /**
   * Whether the message is the purpose of the call (notify, request-confirmation): then a short
   * balance refuses the whole call with errors.no_balance. Otherwise the call goes on without it.
   */
  required: boolean;
  /** The customer's own registration on the public page: capped (public-message-caps.ts). */
  publicTrigger?: PublicTrigger;
}

export interface QueueMessageResult {
  outcome: CustomerMessageOutcome;
  messageId: number | null;
}

const NONE: QueueMessageResult = { outcome: 'none', messageId: null };

/**
 * Sends the customer of a queue item the location's template by SMS, inside the caller's
 * transaction: a message row ('En espera') plus its credit spend, in a savepoint so that a short
 * balance drops only the message (outcome 'no_balance') unless the message is required.
 * No phone, no template text or notifications off for the item's type: no message ('none').
 * After the commit the caller queues delivery with sendMessageNow.
 */
export async function messageQueueCustomer(tx: Tx, input: QueueMessageInput): Promise<QueueMessageResult> {
  const { item, settings } = input;
  const notificationsOn =
    item.type === 'waitlist'
      ? settings.waitlist.notifications_enabled
      : settings.booking.notifications_enabled;
  const template = settings.message_templates[input.template]?.trim();
  if (!item.phone || !template || (!notificationsOn && !input.required)) return NONE;

  // The template is the owner's wording; the values go in GSM-7 letters, so an accent in a name
  // or the business does not turn the SMS into 70-character segments.
  const body = renderTemplate(template, {
    name: toGsm7Text(item.name),
    business: toGsm7Text(input.business),
    date: item.bookingDate ? toGsm7Text(formatCustomerDate(item.bookingDate, input.timeZone)) : '',
    url: input.url,
  });
  try {
    const messageId = await tx.transaction((savepoint) =>
      queueCustomerMessage(savepoint, {
        companyId: input.tenant.companyId,
        locationId: input.tenant.locationId,
        channel: 'sms',
        to: item.phone ?? '',
        body,
        contactId: item.contactId,
        queueItemId: item.id,
        userId: input.tenant.userId,
        publicTrigger: input.publicTrigger,
        now: input.now,
      }),
    );
    return { outcome: 'queued', messageId };
  } catch (error) {
    if (error instanceof NoBalanceError && !input.required) return { outcome: 'no_balance', messageId: null };
    if (error instanceof PublicMessageCapError) return NONE;
    throw error;
  }
}
