import * as v from 'valibot';
import { IdSchema } from './common';
import { QUEUE_ITEM_TYPES } from './waitlist';

/** Spanish messages of 01 §5.5 (registration) used by the register dialog and the server alike. */
export const REGISTRATION_MESSAGES = {
  service: 'Selecciona un servicio',
  employee: 'Selecciona una persona',
  groupSize: 'Selecciona el tamaño del grupo',
  groupSizeMax: (max: number) => `El tamaño del grupo debe ser menor o igual a ${max}`,
  bookingDate: 'Selecciona una fecha y hora',
  duration: 'Selecciona la duración',
  customer: 'Selecciona un cliente',
  notes: 'Las notas deben tener como máximo 255 caracteres.',
  noChanges: 'No hay cambios para guardar',
} as const;

const optionalId = v.nullish(IdSchema);

/** A calendar date and time that exist (Date.parse would read 30 February as 1 March). */
function isRealInstant(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return !Number.isNaN(Date.parse(value)) && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** ISO 8601 instant with offset or Z (what the availability call returns as `time`). */
export const IsoInstantSchema = v.pipe(
  v.string('La fecha no es válida.'),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
    'La fecha no es válida.',
  ),
  v.check(isRealInstant, 'La fecha no es válida.'),
);
export const DurationMinsSchema = v.pipe(
  v.number(REGISTRATION_MESSAGES.duration),
  v.integer(REGISTRATION_MESSAGES.duration),
  v.minValue(5, REGISTRATION_MESSAGES.duration),
  v.maxValue(1440, REGISTRATION_MESSAGES.duration),
);

/**
 * POST /v1/waitlist/hostess/register (01 §7.6). The shape is checked here; the rules that
 * depend on the location's settings (service / employee required when enabled, group size
 * against max_group_size, a booking's date and duration, a customer) are
 * `registrationErrors` in src/domain/rules/queue-registration.ts, run by the dialog and the server.
 * A customer is a `contact_id`, or a `name` and `phone` for a new one (the server creates it).
 */
export const RegisterBodySchema = v.object({
  type: v.picklist(QUEUE_ITEM_TYPES, 'Selecciona el tipo de registro.'),
  contact_id: optionalId,
  name: v.nullish(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'El nombre debe tener como máximo 100 caracteres.')),
  ),
  phone: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(20, 'El teléfono no es válido.'))),
  product_id: optionalId,
  assigned_user_id: optionalId,
  group_size: v.nullish(
    v.pipe(
      v.number(REGISTRATION_MESSAGES.groupSize),
      v.integer(REGISTRATION_MESSAGES.groupSize),
      v.minValue(1, REGISTRATION_MESSAGES.groupSize),
      v.maxValue(1000, REGISTRATION_MESSAGES.groupSizeMax(1000)),
    ),
  ),
  notes: v.nullish(
    v.pipe(
      v.string('Las notas deben ser un texto.'),
      v.trim(),
      v.maxLength(255, REGISTRATION_MESSAGES.notes),
    ),
  ),
  booking_date: v.nullish(IsoInstantSchema),
  duration_mins: v.nullish(DurationMinsSchema),
});
export type RegisterBody = v.InferOutput<typeof RegisterBodySchema>;

/** PATCH /v1/waitlist/queue/{id} (01 §7.6): a booking's new date and duration. */
export const RescheduleBodySchema = v.object({
  reschedule: v.object({
    booking_date: v.pipe(
      v.string(REGISTRATION_MESSAGES.bookingDate),
      v.regex(/^\d{4}-\d{2}-\d{2}T/, REGISTRATION_MESSAGES.bookingDate),
      IsoInstantSchema,
    ),
    duration_mins: DurationMinsSchema,
  }),
});
export type RescheduleBody = v.InferOutput<typeof RescheduleBodySchema>;
