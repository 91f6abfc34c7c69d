import * as v from 'valibot';
import { IdSchema } from './common';
import { LocalDateSchema } from './local-date';

/** Most days after `from` that one availability call covers. */
export const MAX_AVAILABILITY_DAYS = 31;

export const AVAILABILITY_MESSAGES = {
  toBeforeFrom: 'La fecha final debe ser igual o posterior a la inicial.',
  rangeTooLong: `El rango debe ser de máximo ${MAX_AVAILABILITY_DAYS} días.`,
  productNotFound: 'El servicio no existe.',
  employeeNotFound: 'La persona no existe.',
  locationNotFound: 'Negocio no encontrado.',
  publicBookingClosed: 'Las reservaciones en línea no están disponibles.',
} as const;

/**
 * POST /v1/waitlist/hostess/booking-availability (01 §7.6). `from` is a local date of the location
 * (YYYY-MM-DD); `to` (inclusive, at most 31 days after `from`) extends the range, default one day.
 */
export const AvailabilityBodySchema = v.object({
  from: LocalDateSchema,
  to: v.optional(LocalDateSchema),
  group_size: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  duration_mins: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(1440))),
  product_id: v.nullish(IdSchema),
  assigned_user_id: v.nullish(IdSchema),
  reschedule_item_id: v.nullish(IdSchema),
});
export type AvailabilityBody = v.InferOutput<typeof AvailabilityBodySchema>;

/** POST /v1/public/waitlist/{username}/availability: the customer picks no employee nor item. */
export const PublicAvailabilityBodySchema = v.omit(AvailabilityBodySchema, [
  'assigned_user_id',
  'reschedule_item_id',
]);
export type PublicAvailabilityBody = v.InferOutput<typeof PublicAvailabilityBodySchema>;

/** One bookable start (01 §3.10): `time` is ISO 8601 with the location's offset. */
export const AvailabilitySlotSchema = v.object({
  time: v.string(),
  available_people: v.nullable(v.number()),
  available_slots: v.number(),
});
export type AvailabilitySlot = v.InferOutput<typeof AvailabilitySlotSchema>;

/** POST /v1/waitlist/hostess/wait-estimate {group_size}: the quote for a new party (show_wait_time). */
export const WaitEstimateBodySchema = v.object({
  group_size: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});
export const WaitEstimateSchema = v.object({
  /** Estimated minutes until ready; null when there is no history to quote from. */
  minutes: v.nullable(v.number()),
  /** How many parties waiting ahead. */
  ahead: v.number(),
  /** How many recent entries the estimate is based on. */
  sample_size: v.number(),
});
export type WaitEstimate = v.InferOutput<typeof WaitEstimateSchema>;
