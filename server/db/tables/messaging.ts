import { boolean, check, index, integer, jsonb, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import {
  DELIVERY_STATUSES,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
} from '../../../src/domain/contract/messaging-enums';
import type { MessageTemplate } from '../../providers/messaging/whatsapp-templates';
import { campaigns } from './campaigns';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { contacts } from './customers';
import { sales } from './shop';
import { companies, locations } from './tenancy';
import { users } from './users';
import { queueItems } from './waitlist';

/**
 * One customer message (SMS, WhatsApp or e-mail): what was asked, what the provider answered,
 * and what it cost. Sending is a job; the row is the durable record of every step.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    /** Null for the platform's own messages (verification codes, password resets): no credits. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    locationId: integer('location_id'),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** E.164 phone (sms, whatsapp) or e-mail address. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    /** A WhatsApp message's template kind and parameters, for a send outside the 24-hour window. */
    template: jsonb('template').$type<MessageTemplate>(),
    /** The template (Meta name or Twilio Content SID) it went out as; null: as free-form text. */
    templateName: varchar('template_name', { length: 512 }),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('scheduled'),
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }),
    /** Which provider took it ('local', 'twilio', 'whatsapp-cloud', 'smtp', ...). */
    provider: varchar('provider', { length: 40 }),
    providerMessageId: varchar('provider_message_id', { length: 200 }),
    /** Why it failed (the provider's reason), in the provider's words. */
    error: varchar('error', { length: 1000 }),
    /** SMS segments (1 for other channels). */
    segments: integer('segments').notNull().default(1),
    /** Credits spent on it (refunded when it finally fails). */
    credits: integer('credits').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    contactId: integer('contact_id'),
    queueItemId: integer('queue_item_id'),
    /** The order the message is about (order confirmations and status changes). */
    saleId: integer('sale_id'),
    campaignId: integer('campaign_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sent because someone on a public page (registration, order) asked: capped per business and phone. */
    publicTrigger: boolean('public_trigger').notNull().default(false),
    scheduledTo: at('scheduled_to').notNull().defaultNow(),
    sentAt: at('sent_at'),
    failedAt: at('failed_at'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('messages', t),
    companyForeignKey('messages', t.companyId, t.locationId, locations, 'set null'),
    companyForeignKey('messages', t.companyId, t.contactId, contacts, 'set null'),
    companyForeignKey('messages', t.companyId, t.queueItemId, queueItems, 'set null'),
    companyForeignKey('messages', t.companyId, t.saleId, sales, 'set null'),
    companyForeignKey('messages', t.companyId, t.campaignId, campaigns, 'set null'),
    // A campaign writes one message per phone, however often its job runs (a restart, a retry).
    unique('messages_campaign_recipient_unique').on(t.companyId, t.campaignId, t.recipient),
    index('messages_location_created_idx').on(t.locationId, t.createdAt),
    index('messages_company_created_idx').on(t.companyId, t.createdAt),
    index('messages_queue_item_idx').on(t.queueItemId),
    index('messages_sale_idx').on(t.saleId),
    index('messages_contact_idx').on(t.contactId),
    index('messages_recipient_created_idx').on(t.recipient, t.createdAt),
    index('messages_status_scheduled_idx').on(t.status, t.scheduledTo),
    unique('messages_provider_message_unique').on(t.provider, t.providerMessageId),
    check('messages_channel_check', oneOf(t.channel, MESSAGE_CHANNELS)),
    check('messages_status_check', oneOf(t.status, MESSAGE_STATUSES)),
    check('messages_delivery_status_check', oneOf(t.deliveryStatus, DELIVERY_STATUSES)),
  ],
);

/** Provider webhooks already applied, by a fingerprint of their signed body: a replay changes nothing. */
export const webhookReceipts = pgTable(
  'webhook_receipts',
  {
    id: id(),
    provider: varchar('provider', { length: 40 }).notNull(),
    fingerprint: varchar('fingerprint', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('webhook_receipts_provider_fingerprint_unique').on(t.provider, t.fingerprint),
    index('webhook_receipts_received_idx').on(t.createdAt),
  ],
);

/**
 * When each phone last wrote to our WhatsApp number (from the providers' webhooks): free-form
 * text may go to it for 24 hours after; otherwise only an approved template.
 */
export const whatsappInbound = pgTable('whatsapp_inbound', {
  /** E.164. */
  phone: varchar('phone', { length: 20 }).primaryKey(),
  lastMessageAt: at('last_message_at').notNull(),
});
