import { boolean, check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import {
  PAYMENT_STATUSES,
  QUEUE_ITEM_SOURCES,
  QUEUE_ITEM_STATUSES,
  QUEUE_ITEM_TYPES,
} from '../../../src/domain/contract/waitlist';
import { products } from './catalog';
import { at, companyId, createdAt, id, money, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { contacts } from './customers';
import { locations } from './tenancy';
import { users } from './users';

/** A waitlist entry or a booking of one location (spec 01 §3.9). */
export const queueItems = pgTable(
  'queue_items',
  {
    id: id(),
    companyId: companyId(),
    locationId: integer('location_id').notNull(),
    type: text('type', { enum: QUEUE_ITEM_TYPES }).notNull(),
    status: text('status', { enum: QUEUE_ITEM_STATUSES }).notNull().default('pending'),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    contactId: integer('contact_id'),
    groupSize: integer('group_size'),
    initialGroupSize: integer('initial_group_size'),
    notes: varchar('notes', { length: 255 }),
    bookingDate: at('booking_date'),
    durationMins: integer('duration_mins'),
    productId: integer('product_id'),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    confirmationRequestedAt: at('confirmation_requested_at'),
    confirmationResponse: boolean('confirmation_response'),
    confirmationResponseAt: at('confirmation_response_at'),
    checkedInAt: at('checked_in_at'),
    readyAt: at('ready_at'),
    canceledAt: at('canceled_at'),
    completedAt: at('completed_at'),
    notifiedAt: at('notified_at'),
    rescheduledAt: at('rescheduled_at'),
    bookingReminderAt: at('booking_reminder_at'),
    /** The wait quoted to the party when it joined (show_wait_time), to compare with the real one. */
    quotedWaitMins: integer('quoted_wait_mins'),
    /** How the entry was registered: by the host, or by the customer on the public page. */
    source: text('source', { enum: QUEUE_ITEM_SOURCES }).notNull().default('host'),
    tableNum: varchar('table_num', { length: 20 }),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('none'),
    amountTotal: money('amount_total'),
    amountPaid: money('amount_paid').notNull().default(0),
    publicCode: varchar('public_code', { length: 32 }).notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('queue_items', t),
    companyForeignKey('queue_items', t.companyId, t.locationId, locations, 'cascade'),
    companyForeignKey('queue_items', t.companyId, t.contactId, contacts, 'set null'),
    companyForeignKey('queue_items', t.companyId, t.productId, products, 'set null'),
    index('queue_items_location_created_idx').on(t.locationId, t.createdAt),
    index('queue_items_location_booking_idx').on(t.locationId, t.bookingDate),
    index('queue_items_contact_idx').on(t.contactId),
    check('queue_items_type_check', oneOf(t.type, QUEUE_ITEM_TYPES)),
    check('queue_items_status_check', oneOf(t.status, QUEUE_ITEM_STATUSES)),
    check('queue_items_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('queue_items_source_check', oneOf(t.source, QUEUE_ITEM_SOURCES)),
  ],
);

export const QUEUE_EVENT_TYPES = [
  'created',
  'confirmation_response',
  'checked_in',
  'ready',
  'canceled',
  'alert_requested',
  'rescheduled',
  'completed',
  'notes_updated',
  'confirmation_requested',
  'message_sent',
] as const;
export type QueueEventType = (typeof QUEUE_EVENT_TYPES)[number];

/** The activity timeline of a queue item (spec 01 §4.7). */
export const queueEvents = pgTable(
  'queue_events',
  {
    id: id(),
    companyId: companyId(),
    queueItemId: integer('queue_item_id').notNull(),
    locationId: integer('location_id').notNull(),
    type: text('type', { enum: QUEUE_EVENT_TYPES }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('queue_events', t),
    companyForeignKey('queue_events', t.companyId, t.queueItemId, queueItems, 'cascade'),
    companyForeignKey('queue_events', t.companyId, t.locationId, locations, 'cascade'),
    index('queue_events_item_created_idx').on(t.queueItemId, t.createdAt),
    check('queue_events_type_check', oneOf(t.type, QUEUE_EVENT_TYPES)),
  ],
);
