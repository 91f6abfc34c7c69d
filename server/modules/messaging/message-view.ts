import type { Message } from '../../../src/domain/contract/messaging';
import type { messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A message row as the API shows it (01 §3.8). */
export function toMessage(row: MessageRow): Message {
  const byPhone = row.channel !== 'email';
  return {
    id: row.id,
    text: row.body,
    channel: row.channel,
    phone: byPhone ? row.recipient : null,
    email: byPhone ? null : row.recipient,
    status: row.status,
    delivery_status: row.deliveryStatus,
    error: row.error,
    segments: row.segments,
    credits: row.credits,
    created_at: row.createdAt.toISOString(),
    scheduled_to: row.scheduledTo.toISOString(),
    sent_at: iso(row.sentAt),
    failed_at: iso(row.failedAt),
    campaign_id: row.campaignId,
    queueId: row.queueItemId,
    recipient_contact_id: row.contactId,
  };
}
