import * as v from 'valibot';
import { IdSchema } from './common';
import { QueueItemSchema, StatusDataSchema } from './waitlist';

/** POST /v1/waitlist/queue/{id}/{action} (01 §7.6). */
export const QUEUE_ACTIONS = ['ready', 'complete', 'cancel', 'notify', 'request-confirmation'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];

export const QueueActionParamsSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,9}$/, 'El identificador no es válido.'),
    v.transform(Number),
    IdSchema,
  ),
  action: v.picklist(QUEUE_ACTIONS, 'La acción no es válida.'),
});

/**
 * What happened to the customer's message of an action, a registration or a reschedule:
 * 'queued' (a message row was stored, 'En espera' until delivered), 'no_balance' (the action
 * happened but no message went out: 'Saldo agotado' on the tablet), 'none' (no message is due:
 * notifications off, no phone, or an action without one).
 */
export const CUSTOMER_MESSAGE_OUTCOMES = ['queued', 'no_balance', 'none'] as const;
export type CustomerMessageOutcome = (typeof CUSTOMER_MESSAGE_OUTCOMES)[number];

/** Answer of the register, reschedule and action calls. */
export const QueueChangeResultSchema = v.object({
  item: QueueItemSchema,
  message: v.picklist(CUSTOMER_MESSAGE_OUTCOMES),
  message_id: v.nullable(v.number()),
});
export type QueueChangeResult = v.InferOutput<typeof QueueChangeResultSchema>;

/** POST /v1/waitlist/queue/status {enabled} (02 §7): answers the reception status. */
export const QueueStatusBodySchema = v.object({ enabled: v.boolean('Indica si la recepción está activa.') });
export const QueueStatusSchema = StatusDataSchema.entries.status;

/** Spanish message of a refused action (409) and of a refused enable (409). */
export const QUEUE_CONFLICT_MESSAGES = {
  closed: 'Este registro ya fue completado o cancelado; no admite más acciones.',
  notAllowed: 'Esta acción no está disponible para el estado actual del registro.',
  setupIncomplete: 'Configuración incompleta',
  notBooking: 'Solo las reservaciones se pueden reprogramar.',
} as const;

export const QUEUE_EVENT_KINDS = [
  'created',
  'confirmation_requested',
  'confirmation_response',
  'checked_in',
  'ready',
  'canceled',
  'alert_requested',
  'rescheduled',
  'completed',
  'notes_updated',
  'message_sent',
] as const;

/** GET /v1/waitlist/queue/{id}/events: the item's activity timeline (01 §4.7), oldest first. */
export const QueueEventSchema = v.object({
  id: v.number(),
  type: v.picklist(QUEUE_EVENT_KINDS),
  created_at: v.string(),
  /** Event details: the confirmation `response`, a reschedule's `booking_date`, ... */
  data: v.nullable(v.record(v.string(), v.unknown())),
  user: v.nullable(v.object({ id: v.number(), name: v.string() })),
});
export type QueueEvent = v.InferOutput<typeof QueueEventSchema>;
