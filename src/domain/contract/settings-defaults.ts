/**
 * The settings' defaults of 02 §9, without their schemas: screens that only read a setting (the
 * host stand's first load) import this file and never load valibot.
 */
import type { ShopSettings, WaitlistSettings } from './settings';

export const DEFAULT_WAITLIST_SETTINGS: WaitlistSettings = {
  enabled: true,
  max_group_size: 10,
  max_people: 50,
  noshow_tolerance_mins: 10,
  kiosk_registration_rules: '',
  kiosk_welcome_message: 'Por favor, regístrate para obtener un turno.',
  kiosk_closed_message: 'La lista de espera está cerrada. Te esperamos pronto.',
  opt_in_message: 'Acepto recibir noticias y promociones.',
  survey_form_id: null,
  survey_send_after_mins: null,
  loyalty_program_id: null,
  // Each default fits one GSM-7 SMS segment with realistic values (tests/domain/sms-segments):
  // no á, í, ó or ú in the wording, which would make every message UCS-2 (70 characters).
  message_templates: {
    waitlist_registered:
      'Hola {name}, te anotamos en la lista de espera de {business}. Sigue tu turno en {url}',
    waitlist_upcoming: 'Hola {name}, ya casi es tu turno en {business}.',
    waitlist_ready: 'Hola {name}, ya tenemos lista tu mesa en {business}. Te esperamos.',
    waitlist_canceled: 'Hola {name}, tu turno en {business} fue cancelado.',
    waitlist_confirmation: 'Hola {name}, ¿sigues en camino a {business}? Confirma o cancela en {url}',
    booking_registered: 'Hola {name}, registramos tu reserva en {business} para el {date}.',
    booking_ready: 'Hola {name}, te recordamos tu reserva en {business} para el {date}.',
    booking_canceled: 'Hola {name}, tu reserva en {business} fue cancelada.',
    booking_reminder: 'Hola {name}, te recordamos tu reserva en {business} para el {date}.',
    booking_rescheduled: 'Hola {name}, movimos tu reserva en {business} al {date}.',
    survey_rate: 'Hola {name}, gracias por visitar {business}. Cuentanos como te fue en {url}',
  },
  waitlist: {
    kiosk_enabled: false,
    public_enabled: true,
    geofence_radius_mts: null,
    show_wait_time: true,
    notifications_enabled: true,
    reminder_before_mins: null,
    payment_upfront: null,
    payment_per_person: false,
  },
  booking: {
    enabled: true,
    kiosk_enabled: false,
    public_enabled: true,
    geofence_radius_mts: null,
    block_frequency_mins: 60,
    block_duration_mins: 60,
    spaces_per_block: 1,
    bookings_per_block: null,
    min_notice_mins: 60,
    max_notice_mins: 30 * 24 * 60,
    min_reschedule_mins: 24 * 60,
    payment_upfront: null,
    payment_per_person: false,
    notifications_enabled: true,
    staff_notification_email: null,
  },
  l10n: {
    customer_s: 'Cliente',
    customer_p: 'Clientes',
    employee_s: 'Empleado',
    employee_p: 'Empleados',
    booking_s: 'Reservación',
    booking_p: 'Reservaciones',
    waitlist_s: 'Lista de espera',
    waitlist_p: 'Listas de espera',
  },
  form_items: { service: false, employee: false, email: false },
};

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  delivery_enabled: true,
  pickup_enabled: true,
  processing_mins_avg: 10,
  shipping_mins_avg: 10,
  notifications_enabled: true,
  order_reception_channel: 'managed',
  order_reception_config: null,
};
