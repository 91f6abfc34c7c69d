import * as v from 'valibot';

export const DAYS_OF_WEEK = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const HOURS_TYPES = ['service', 'booking', 'waitlist', 'delivery'] as const;

const TimeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Verifica el rango de horas.'));

/** Regular hours entry (02 §3). */
export const HoursEntrySchema = v.object({
  id: v.number(),
  open_time: TimeSchema,
  close_time: TimeSchema,
  days_of_week: v.array(v.picklist(DAYS_OF_WEEK)),
  types: v.array(v.picklist(HOURS_TYPES)),
});
export type HoursEntry = v.InferOutput<typeof HoursEntrySchema>;
