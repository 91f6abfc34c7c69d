import * as v from 'valibot';
import {
  BLOCK_DURATION_CHOICES,
  isChoice,
  MIN_NOTICE_CHOICES,
  type MinutesChoice,
  REMINDER_LEAD_CHOICES,
  SURVEY_DELAY_CHOICES,
} from '../rules/waitlist-choices';
import type { FieldErrors } from './common';
import { MESSAGE_TEMPLATE_KEYS, type WaitlistSettings, WaitlistSettingsSchema } from './settings';

/** The Spanish messages of the waitlist and booking settings (02 §5, wording verbatim where it gives one). */
export const WAITLIST_CONFIGURATION_MESSAGES = {
  optInEmpty: 'Ingresa un mensaje o desactiva esta función.',
  surveyRequired: 'Selecciona una encuesta.',
  loyaltyRequired: 'Selecciona un programa de lealtad.',
  nameRequired: 'El nombre es obligatorio y no se puede desactivar.',
  whatsappRequired: 'El número de WhatsApp es obligatorio y no se puede desactivar.',
  choice: 'Selecciona una opción de la lista.',
  maxNotice: 'La anticipación máxima debe ser mayor que la mínima.',
  email: 'Ingresa un correo electrónico válido.',
  template: 'El mensaje debe tener entre 1 y 500 caracteres.',
} as const;

const M = WAITLIST_CONFIGURATION_MESSAGES;

const oneOf = (list: readonly MinutesChoice[]) =>
  v.pipe(
    v.number(M.choice),
    v.check((minutes) => isChoice(list, minutes), M.choice),
  );

const TemplateSchema = v.pipe(v.string(), v.trim(), v.minLength(1, M.template), v.maxLength(500, M.template));

const { waitlist, booking, l10n, form_items } = WaitlistSettingsSchema.entries;

/**
 * PATCH /v1/waitlist/configuration: the keys sent change, the others keep their value (nested
 * objects too). Reception on/off is not here: it has its own call with the setup checks
 * (POST /v1/waitlist/queue/status). Values of a choice list (02 §9) must be one of its options.
 */
export const WaitlistConfigurationPatchSchema = v.object({
  ...v.partial(
    v.omit(WaitlistSettingsSchema, [
      'enabled',
      'waitlist',
      'booking',
      'l10n',
      'form_items',
      'message_templates',
    ]),
  ).entries,
  survey_send_after_mins: v.optional(v.nullable(oneOf(SURVEY_DELAY_CHOICES))),
  message_templates: v.optional(v.record(v.picklist(MESSAGE_TEMPLATE_KEYS), TemplateSchema)),
  waitlist: v.optional(
    v.partial(
      v.object({
        ...waitlist.entries,
        reminder_before_mins: v.nullable(oneOf(REMINDER_LEAD_CHOICES)),
      }),
    ),
  ),
  booking: v.optional(
    v.partial(
      v.object({
        ...booking.entries,
        block_frequency_mins: oneOf(BLOCK_DURATION_CHOICES),
        block_duration_mins: oneOf(BLOCK_DURATION_CHOICES),
        min_notice_mins: oneOf(MIN_NOTICE_CHOICES),
        max_notice_mins: oneOf(MIN_NOTICE_CHOICES),
        min_reschedule_mins: oneOf(MIN_NOTICE_CHOICES),
        staff_notification_email: v.nullable(v.pipe(v.string(), v.trim(), v.email(M.email))),
      }),
    ),
  ),
  l10n: v.optional(v.partial(l10n)),
  form_items: v.optional(v.partial(form_items)),
});
export type WaitlistConfigurationPatch = v.InferOutput<typeof WaitlistConfigurationPatchSchema>;

/** The settings with a patch applied: top-level keys replaced, nested objects merged key by key. */
export function withConfigurationPatch(
  settings: WaitlistSettings,
  patch: WaitlistConfigurationPatch,
): WaitlistSettings {
  const sent = <T extends object>(changes: T | undefined) =>
    Object.fromEntries(Object.entries(changes ?? {}).filter(([, value]) => value !== undefined));
  const {
    waitlist: w,
    booking: b,
    l10n: terms,
    form_items: items,
    message_templates: templates,
    ...top
  } = patch;
  return {
    ...settings,
    ...sent(top),
    message_templates: { ...settings.message_templates, ...sent(templates) },
    waitlist: { ...settings.waitlist, ...sent(w) },
    booking: { ...settings.booking, ...sent(b) },
    l10n: { ...settings.l10n, ...sent(terms) },
    form_items: { ...settings.form_items, ...sent(items) },
  };
}

/**
 * The rules between fields of the whole configuration (02 §5), as per-field errors: a consent text
 * when consent is asked, a survey when a send delay is set, a maximum notice above the minimum.
 * The screen and the API share them.
 */
export function waitlistConfigurationErrors(settings: WaitlistSettings): FieldErrors {
  const errors: FieldErrors = {};
  if (settings.opt_in_message !== null && settings.opt_in_message.trim() === '') {
    errors.opt_in_message = [M.optInEmpty];
  }
  if (settings.survey_send_after_mins !== null && settings.survey_form_id === null) {
    errors.survey_form_id = [M.surveyRequired];
  }
  if (settings.booking.max_notice_mins <= settings.booking.min_notice_mins) {
    errors['booking.max_notice_mins'] = [M.maxNotice];
  }
  return errors;
}
