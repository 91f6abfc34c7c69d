import * as v from 'valibot';
import { AvailabilitySlotSchema } from './availability';
import { IdSchema } from './common';
import { GroupSizeSchema, IsoInstantSchema, REGISTRATION_MESSAGES } from './queue-registration';

/** Spanish answers of the public pages' refusals (404 and 409) and their own field messages. */
export const PUBLIC_WAITLIST_MESSAGES = {
  businessNotFound: 'Negocio no encontrado.',
  turnNotFound: 'Turno no encontrado.',
  waitlistClosed: 'La lista de espera está cerrada. Te esperamos pronto.',
  bookingClosed: 'Este negocio no recibe reservaciones en línea por ahora.',
  slotUnavailable: 'Ese horario ya no está disponible. Elige otro.',
  invalidPhone: 'El número de celular no es válido.',
  turnClosed: 'Este turno ya fue completado o cancelado.',
  noConfirmationRequest: 'No hay una confirmación pendiente para este turno.',
} as const;

/** /v1/public/waitlist/{username}/...: a location's public username. */
export const PublicUsernameParamsSchema = v.object({
  username: v.pipe(
    v.string(PUBLIC_WAITLIST_MESSAGES.businessNotFound),
    v.minLength(1, PUBLIC_WAITLIST_MESSAGES.businessNotFound),
    v.maxLength(60, PUBLIC_WAITLIST_MESSAGES.businessNotFound),
  ),
});

/** /v1/public/queue/{code}/...: the unguessable code of a customer's turn page (/t/{code}). */
export const PublicCodeParamsSchema = v.object({
  code: v.pipe(
    v.string(PUBLIC_WAITLIST_MESSAGES.turnNotFound),
    v.regex(/^[A-Za-z0-9_-]{1,32}$/, PUBLIC_WAITLIST_MESSAGES.turnNotFound),
  ),
});

/**
 * The public online registration page of a location (/r/{username}), no login:
 * GET /v1/public/waitlist/{username}.
 */
export const PublicWaitlistInfoSchema = v.object({
  location: v.object({
    name: v.string(),
    username: v.string(),
    thumb_url: v.nullable(v.string()),
    timezone: v.string(),
  }),
  /** Reception on and the waitlist's public registration enabled. */
  waitlist_open: v.boolean(),
  booking_open: v.boolean(),
  max_group_size: v.number(),
  closed_message: v.string(),
  /** The page quotes the wait of a party once its size is chosen (POST …/wait-estimate). */
  shows_wait_time: v.boolean(),
  services: v.array(v.object({ id: v.number(), name: v.string(), duration_mins: v.nullable(v.number()) })),
  service_required: v.boolean(),
  block_duration_mins: v.number(),
  terms: v.object({ waitlist_s: v.string(), booking_s: v.string() }),
});
export type PublicWaitlistInfo = v.InferOutput<typeof PublicWaitlistInfoSchema>;

/** POST /v1/public/waitlist/{username}/availability {from, to?, group_size, product_id}. */
export const PublicAvailabilityAnswerSchema = v.array(AvailabilitySlotSchema);

/** POST /v1/public/waitlist/{username}/register. */
export const PublicRegisterBodySchema = v.object({
  type: v.picklist(['waitlist', 'booking'], 'Selecciona el tipo de registro.'),
  name: v.pipe(
    v.string('Escribe tu nombre.'),
    v.trim(),
    v.minLength(1, 'Escribe tu nombre.'),
    v.maxLength(100, 'El nombre debe tener como máximo 100 caracteres.'),
  ),
  phone: v.pipe(
    v.string('Escribe tu número de celular.'),
    v.trim(),
    v.minLength(1, 'Escribe tu número de celular.'),
    v.maxLength(20, 'El número de celular no es válido.'),
  ),
  group_size: v.nullish(GroupSizeSchema),
  product_id: v.nullish(v.pipe(v.number(REGISTRATION_MESSAGES.service), IdSchema)),
  booking_date: v.nullish(IsoInstantSchema),
  notes: v.nullish(
    v.pipe(v.string(), v.trim(), v.maxLength(255, 'Las notas deben tener como máximo 255 caracteres.')),
  ),
});
export type PublicRegisterBody = v.InferOutput<typeof PublicRegisterBodySchema>;

/** Answer of the public registration: the customer's own turn page (/t/{code}) to follow it. */
export const PublicRegisterResultSchema = v.object({ code: v.string(), url: v.string() });
export type PublicRegisterResult = v.InferOutput<typeof PublicRegisterResultSchema>;

/** The customer's own turn page (/t/{code}): GET /v1/public/queue/{code}. */
export const PublicTurnSchema = v.object({
  location_name: v.string(),
  type: v.picklist(['waitlist', 'booking']),
  name: v.string(),
  status: v.picklist(['pending', 'notified', 'ready', 'completed', 'canceled']),
  status_name: v.string(),
  group_size: v.nullable(v.number()),
  booking_date: v.nullable(v.string()),
  created_at: v.string(),
  /** Parties ahead in today's waitlist (waitlist entries only). */
  position: v.nullable(v.number()),
  wait_estimate_mins: v.nullable(v.number()),
  /** A confirmation request awaiting the customer's answer. */
  confirmation_pending: v.boolean(),
  confirmation_response: v.nullable(v.boolean()),
});
export type PublicTurn = v.InferOutput<typeof PublicTurnSchema>;

/** POST /v1/public/queue/{code}/confirmation {response}: the customer confirms or declines. */
export const ConfirmationAnswerBodySchema = v.object({ response: v.boolean('Indica si confirmas.') });
