import * as v from 'valibot';
import { GROUP_SIZE_MAX, GROUP_SIZE_MIN, isValidGroupSize } from '../rules/onboarding-preferences';
import { isValidAccessPhone } from '../rules/phone';
import { normalizeUsername, USERNAME_MAX } from '../rules/username';
import { MESSAGES } from './access';
import { IdSchema } from './common';

/** Onboarding of a new business (02 §2, §3, §5, §7 Onboarding). */
export const ONBOARDING_MESSAGES = {
  nameRequired: 'Ingresa el nombre del negocio.',
  usernameRequired: 'Ingresa el enlace personalizado.',
  usernameTaken: 'Este enlace ya está en uso. Elige otro.',
  categoryRequired: 'Selecciona el tipo de negocio.',
  groupSize: `El tamaño de grupo debe ser 0 o de ${GROUP_SIZE_MIN} a ${GROUP_SIZE_MAX}.`,
} as const;

/** Mexico's time zones offered for a new location. */
export const MEXICO_TIME_ZONES = [
  'America/Mexico_City',
  'America/Cancun',
  'America/Merida',
  'America/Monterrey',
  'America/Matamoros',
  'America/Chihuahua',
  'America/Ciudad_Juarez',
  'America/Ojinaga',
  'America/Mazatlan',
  'America/Bahia_Banderas',
  'America/Hermosillo',
  'America/Tijuana',
] as const;

/** POST /v1/business/onboard/location {name, username, description, phone, category_id, timezone}. */
export const OnboardLocationBodySchema = v.object({
  name: v.pipe(
    v.string(ONBOARDING_MESSAGES.nameRequired),
    v.trim(),
    v.nonEmpty(ONBOARDING_MESSAGES.nameRequired),
    v.maxLength(100, 'El nombre admite como máximo 100 caracteres.'),
  ),
  username: v.pipe(
    v.string(ONBOARDING_MESSAGES.usernameRequired),
    v.transform(normalizeUsername),
    v.nonEmpty(ONBOARDING_MESSAGES.usernameRequired),
    v.maxLength(USERNAME_MAX),
  ),
  description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500))), null),
  phone: v.pipe(v.string(MESSAGES.invalidPhone), v.check(isValidAccessPhone, MESSAGES.invalidPhone)),
  category_id: v.pipe(v.number(ONBOARDING_MESSAGES.categoryRequired), IdSchema),
  timezone: v.optional(v.picklist(MEXICO_TIME_ZONES), 'America/Mexico_City'),
});
export type OnboardLocationBody = v.InferOutput<typeof OnboardLocationBodySchema>;

export const OnboardLocationResultSchema = v.object({
  location_id: v.number(),
  username: v.string(),
  /** The public registration page of the ready step. */
  registration_url: v.string(),
});

/** GET /v1/business/category: real business categories. */
export const BusinessCategorySchema = v.object({ id: v.number(), name: v.string() });

/** POST /v1/business/onboard/settings: writes waitlist settings with usable defaults. */
export const OnboardSettingsBodySchema = v.object({
  booking_enabled: v.boolean(),
  queue_enabled: v.boolean(),
  link_enabled: v.boolean(),
  kiosk_enabled: v.boolean(),
  group_size_max: v.pipe(
    v.number(ONBOARDING_MESSAGES.groupSize),
    v.check(isValidGroupSize, ONBOARDING_MESSAGES.groupSize),
  ),
});
export type OnboardSettingsBody = v.InferOutput<typeof OnboardSettingsBodySchema>;
