import * as v from 'valibot';

const int = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const MESSAGE_TEMPLATE_KEYS = [
  'waitlist_upcoming',
  'waitlist_ready',
  'waitlist_canceled',
  'waitlist_confirmation',
  'waitlist_registered',
  'booking_ready',
  'booking_canceled',
  'booking_registered',
  'booking_reminder',
  'booking_rescheduled',
  'survey_rate',
  'loyalty_stampcard',
] as const;
export type MessageTemplateKey = (typeof MESSAGE_TEMPLATE_KEYS)[number];

const TermSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));

/** Waitlist configuration (02 §3, limits of 02 §5), stored as JSON per location. */
export const WaitlistSettingsSchema = v.object({
  enabled: v.boolean(),
  max_group_size: int(0, 100, 'El tamaño del grupo debe estar entre 1 y 100.'),
  max_people: int(1, 1000, 'El límite de personas debe estar entre 1 y 1000.'),
  noshow_tolerance_mins: int(1, 240, 'La tolerancia debe estar entre 1 y 240 minutos.'),
  kiosk_registration_rules: v.pipe(v.string(), v.maxLength(500)),
  kiosk_welcome_message: v.pipe(v.string(), v.maxLength(200)),
  kiosk_closed_message: v.pipe(v.string(), v.maxLength(200)),
  opt_in_message: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  survey_form_id: v.nullable(v.number()),
  survey_send_after_mins: v.nullable(v.number()),
  loyalty_program_id: v.nullable(v.number()),
  message_templates: v.record(v.picklist(MESSAGE_TEMPLATE_KEYS), v.string()),
  waitlist: v.object({
    kiosk_enabled: v.boolean(),
    public_enabled: v.boolean(),
    geofence_radius_mts: v.nullable(int(50, 10000, 'La distancia debe estar entre 50 y 10000 m.')),
    show_wait_time: v.boolean(),
    notifications_enabled: v.boolean(),
    reminder_before_mins: v.nullable(v.number()),
    payment_upfront: v.nullable(v.pipe(v.number(), v.minValue(1))),
    payment_per_person: v.boolean(),
  }),
  booking: v.object({
    /**
     * The location takes bookings (onboarding's first question). Settings stored before this
     * field read as true: every location offered bookings then.
     */
    enabled: v.optional(v.boolean(), true),
    kiosk_enabled: v.boolean(),
    public_enabled: v.boolean(),
    geofence_radius_mts: v.nullable(int(50, 10000, 'La distancia debe estar entre 50 y 10000 m.')),
    block_frequency_mins: int(5, 1440, 'Selecciona una frecuencia válida.'),
    block_duration_mins: int(5, 1440, 'Selecciona una duración válida.'),
    spaces_per_block: int(0, 100, 'Selecciona un valor entre 0 y 100.'),
    bookings_per_block: v.nullable(int(1, 100, 'Selecciona un valor entre 1 y 100.')),
    min_notice_mins: v.number(),
    max_notice_mins: v.number(),
    min_reschedule_mins: v.number(),
    payment_upfront: v.nullable(v.pipe(v.number(), v.minValue(1))),
    payment_per_person: v.boolean(),
    notifications_enabled: v.boolean(),
    staff_notification_email: v.nullable(v.string()),
  }),
  l10n: v.object({
    customer_s: TermSchema,
    customer_p: TermSchema,
    employee_s: TermSchema,
    employee_p: TermSchema,
    booking_s: TermSchema,
    booking_p: TermSchema,
    waitlist_s: TermSchema,
    waitlist_p: TermSchema,
  }),
  form_items: v.object({ service: v.boolean(), employee: v.boolean(), email: v.boolean() }),
});
export type WaitlistSettings = v.InferOutput<typeof WaitlistSettingsSchema>;

export const WAIT_MINS_MESSAGE = 'Ingresa un tiempo entre 0 y 1440 minutos, en pasos de 5.';
/** Shop wait times (02 §5): 0 to 1440 minutes in steps of 5. */
export const WaitMinsSchema = v.pipe(
  v.number(WAIT_MINS_MESSAGE),
  v.integer(WAIT_MINS_MESSAGE),
  v.minValue(0, WAIT_MINS_MESSAGE),
  v.maxValue(1440, WAIT_MINS_MESSAGE),
  // v.check rather than v.multipleOf: settings load with the host stand's first screen, and check is already there.
  v.check((minutes) => minutes % 5 === 0, WAIT_MINS_MESSAGE),
);

/** Shop configuration (01 §3.1 and 02 §3), stored as JSON per location. */
export const ShopSettingsSchema = v.object({
  delivery_enabled: v.boolean(),
  pickup_enabled: v.boolean(),
  processing_mins_avg: WaitMinsSchema,
  shipping_mins_avg: WaitMinsSchema,
  notifications_enabled: v.boolean(),
  order_reception_channel: v.nullable(v.picklist(['managed', 'whatsapp'])),
  order_reception_config: v.nullable(v.object({ phone: v.string() })),
});
export type ShopSettings = v.InferOutput<typeof ShopSettingsSchema>;

export { DEFAULT_SHOP_SETTINGS, DEFAULT_WAITLIST_SETTINGS } from './settings-defaults';
