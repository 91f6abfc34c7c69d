import * as v from 'valibot';
import { isValidTimeZone } from './time-zone';
import { PAYMENT_STATUSES, QUEUE_ITEM_STATUSES, QUEUE_ITEM_TYPES } from './waitlist-values';

export * from './waitlist-values';

const nullableString = v.nullable(v.string());

/** Queue item: a waitlist entry or a booking (spec 01 §3.9). Times are ISO 8601 with offset. */
export const QueueItemSchema = v.object({
  id: v.number(),
  type: v.picklist(QUEUE_ITEM_TYPES),
  name: v.string(),
  phone: nullableString,
  contact_id: v.nullable(v.number()),
  status: v.picklist(QUEUE_ITEM_STATUSES),
  status_name: v.string(),
  group_size: v.nullable(v.number()),
  initial_group_size: v.nullable(v.number()),
  notes: nullableString,
  booking_date: nullableString,
  booking_date_end: nullableString,
  duration_mins: v.nullable(v.number()),
  product: v.nullable(v.object({ id: v.number(), name: v.string(), variant: nullableString })),
  assigned_user: v.nullable(v.object({ id: v.number(), name: v.string() })),
  confirmation_request: v.nullable(
    v.object({ response: v.nullable(v.boolean()), response_at: nullableString, created_at: v.string() }),
  ),
  checked_in_at: nullableString,
  ready_at: nullableString,
  canceled_at: nullableString,
  notified_at: nullableString,
  rescheduled_at: nullableString,
  created_at: v.string(),
  booking_reminder_at: nullableString,
  table_num: nullableString,
  /** The wait quoted to a walk-in when it joined ('Lo que se le dijo al cliente'), minutes. */
  quoted_wait_mins: v.nullable(v.number()),
  payment_status: v.picklist(PAYMENT_STATUSES),
  payment_status_name: v.string(),
  payment_data: v.nullable(
    v.object({ amount_total: v.number(), amount_paid: v.number(), amount_due: v.number() }),
  ),
  url: v.string(),
});
export type QueueItem = v.InferOutput<typeof QueueItemSchema>;

/** GET /v1/waitlist/hostess/status-data?timezone= (02 §7): reception status and today's entries. */
export const StatusDataQuerySchema = v.object({
  timezone: v.optional(
    v.pipe(v.string(), v.maxLength(64), v.check(isValidTimeZone, 'La zona horaria no es válida.')),
  ),
});

export { PUBLIC_MESSAGES_PER_DAY } from './messaging-enums';

export const StatusDataSchema = v.object({
  status: v.object({
    enabled: v.boolean(),
    setup_complete: v.boolean(),
    has_balance: v.boolean(),
    /**
     * Today's cap of messages the public pages may send is reached: online registrations and
     * orders go on without their SMS (absent from older servers: false).
     */
    public_messages_capped: v.optional(v.boolean()),
    timezone: v.string(),
    date: v.string(),
    server_time: v.string(),
  }),
  entries: v.array(QueueItemSchema),
});
export type StatusData = v.InferOutput<typeof StatusDataSchema>;

/** PATCH /v1/waitlist/queue/{id}/notes (spec 01 §5.5: notes max 255; empty clears them). */
export const QueueNotesBodySchema = v.object({
  notes: v.nullable(
    v.pipe(
      v.string('Las notas deben ser un texto.'),
      v.trim(),
      v.maxLength(255, 'Las notas deben tener como máximo 255 caracteres.'),
    ),
  ),
});
export type QueueNotesBody = v.InferInput<typeof QueueNotesBodySchema>;
