import * as v from 'valibot';
import { IdSchema } from './common';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DateSchema = v.pipe(v.string('La fecha no es válida.'), v.regex(DATE, 'La fecha no es válida.'));

/**
 * POST /v1/waitlist/hostess/booking-availability (01 §7.6). `from` is a local date of the location
 * (YYYY-MM-DD); `to` (inclusive, at most 31 days after `from`) extends the range, default one day.
 */
export const AvailabilityBodySchema = v.object({
  from: DateSchema,
  to: v.optional(DateSchema),
  group_size: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  duration_mins: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(1440))),
  product_id: v.nullish(IdSchema),
  assigned_user_id: v.nullish(IdSchema),
  reschedule_item_id: v.nullish(IdSchema),
});
export type AvailabilityBody = v.InferOutput<typeof AvailabilityBodySchema>;

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
