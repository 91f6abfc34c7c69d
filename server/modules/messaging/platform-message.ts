import { smsLength } from '../../../src/domain/rules/sms-segments';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { Jobs } from '../../jobs/jobs';
import { type DeliveryQueueLog, sendMessageNow } from './deliver-message';
import { recipientOf } from './queue-customer-message';

/** A message of the platform itself (verification code, password reset, invitation): no company, no credits. */
export interface PlatformMessage {
  channel: 'sms' | 'email';
  /** A phone (10 digits get +52) or an e-mail address. */
  to: string;
  body: string;
  /** The e-mail's subject. */
  subject?: string;
  /** The user it is about, when there is one. */
  userId?: number | null;
  now: Date;
}

/**
 * Stores a platform message as 'scheduled' with company_id null and 0 credits, in the caller's
 * database or transaction. After the commit the caller queues its delivery (sendMessageNow), or
 * calls sendPlatformMessage to do both outside a transaction.
 */
export async function queuePlatformMessage(db: Db, message: PlatformMessage): Promise<number> {
  const [row] = await db
    .insert(messages)
    .values({
      companyId: null,
      locationId: null,
      channel: message.channel,
      recipient: recipientOf(message.channel, message.to),
      subject: message.subject ?? null,
      body: message.body,
      status: 'scheduled',
      segments: message.channel === 'sms' ? smsLength(message.body).segments : 1,
      credits: 0,
      userId: message.userId ?? null,
      scheduledTo: message.now,
      createdAt: message.now,
      updatedAt: message.now,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('platform message not inserted');
  return row.id;
}

/** Stores a platform message and queues its delivery at once (the same job as customers' messages). */
export async function sendPlatformMessage(
  deps: { db: Db; jobs: Jobs; log: DeliveryQueueLog },
  message: PlatformMessage,
): Promise<number> {
  const messageId = await queuePlatformMessage(deps.db, message);
  await sendMessageNow(deps.jobs, messageId, deps.log);
  return messageId;
}
