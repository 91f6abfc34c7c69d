import { MESSAGE_ERRORS } from '../../../src/domain/contract/messaging';
import type { MessageChannel } from '../../../src/domain/contract/messaging-enums';
import { toE164 } from '../../../src/domain/rules/phone';
import { CHANNEL_BODY_LIMITS, messageCredits, smsLength } from '../../../src/domain/rules/sms-segments';
import type { Tx } from '../../db/client';
import { messages } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { announceChange } from '../../live/live-messages';
import type { MessageTemplate } from '../../providers/messaging/whatsapp-templates';
import { spendCredits } from '../subscription/credits/spend-credits';
import { checkPublicMessageCaps, type PublicTrigger } from './public-message-caps';

export interface CustomerMessage {
  companyId: number;
  locationId: number;
  channel: MessageChannel;
  /** A phone (sms, whatsapp) or an e-mail address. */
  to: string;
  body: string;
  /** WhatsApp: the approved template that carries it outside the customer's 24-hour window. */
  template?: MessageTemplate | null;
  subject?: string;
  contactId?: number | null;
  queueItemId?: number | null;
  saleId?: number | null;
  campaignId?: number | null;
  userId?: number | null;
  /** Set when an anonymous page (online registration or order) caused it: capped per business and phone. */
  publicTrigger?: PublicTrigger;
  now: Date;
}

const E164 = /^\+\d{11,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The recipient as stored, or a 422 on `to` in Spanish. */
export function recipientOf(channel: MessageChannel, to: string): string {
  if (channel === 'email') {
    if (!EMAIL.test(to.trim())) throw new ValidationError({ to: ['El correo electrónico no es válido.'] });
    return to.trim().toLowerCase();
  }
  const phone = toE164(to);
  if (!E164.test(phone)) throw new ValidationError({ to: [MESSAGE_ERRORS.invalidPhone] });
  return phone;
}

/**
 * Stores a customer message as 'scheduled' (shown 'En espera') and spends its credits, in the
 * caller's transaction: with too little balance it throws `errors.no_balance` and the
 * transaction stores nothing; past a cap of anonymous pages' messages it throws
 * PublicMessageCapError. After the commit the caller queues its delivery (sendMessageNow).
 */
export async function queueCustomerMessage(tx: Tx, message: CustomerMessage): Promise<number> {
  const recipient = recipientOf(message.channel, message.to);
  const body = message.body.trim();
  const limit = CHANNEL_BODY_LIMITS[message.channel];
  if (body === '') throw new ValidationError({ content: [MESSAGE_ERRORS.empty] });
  if (body.length > limit) {
    throw new ValidationError({ content: [`El mensaje no puede tener más de ${limit} caracteres.`] });
  }
  if (message.publicTrigger) {
    await checkPublicMessageCaps(tx, {
      companyId: message.companyId,
      recipient,
      trigger: message.publicTrigger,
      now: message.now,
    });
  }
  const credits = messageCredits(message.channel, body);
  const [row] = await tx
    .insert(messages)
    .values({
      companyId: message.companyId,
      locationId: message.locationId,
      channel: message.channel,
      recipient,
      subject: message.subject ?? null,
      body,
      template: message.channel === 'whatsapp' ? (message.template ?? null) : null,
      status: 'scheduled',
      segments: message.channel === 'sms' ? smsLength(body).segments : 1,
      credits,
      contactId: message.contactId ?? null,
      queueItemId: message.queueItemId ?? null,
      saleId: message.saleId ?? null,
      campaignId: message.campaignId ?? null,
      userId: message.userId ?? null,
      publicTrigger: message.publicTrigger !== undefined,
      scheduledTo: message.now,
      createdAt: message.now,
      updatedAt: message.now,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('message not inserted');
  await spendCredits(tx, {
    companyId: message.companyId,
    type: 'messages',
    amount: credits,
    messageId: row.id,
    now: message.now,
  });
  await announceChange(tx, {
    companyId: message.companyId,
    locationId: message.locationId,
    area: 'messages',
    id: row.id,
  });
  return row.id;
}
