import * as v from 'valibot';
import { cleanPhone, isValidAccessPhone, isValidEmail } from '../rules/phone';
import { HoursEntrySchema } from './hours';
import { ShopSettingsSchema, WaitlistSettingsSchema } from './settings';

export const MESSAGES = {
  invalidIdentifier: 'Ingresa un celular o correo electrónico válido.',
  invalidEmail: 'Ingresa un correo electrónico válido.',
  invalidPhone: 'Ingresa un celular válido.',
  passwordRequired: 'Ingresa tu contraseña.',
  wrongCredentials: 'El usuario o la contraseña son incorrectos.',
  sessionGone: 'Tu sesión terminó. Inicia sesión de nuevo.',
} as const;

/** An e-mail as stored: trimmed, lower-case, at most 254 characters. */
export const EmailSchema = v.pipe(
  v.string(MESSAGES.invalidEmail),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, MESSAGES.invalidEmail),
  v.check(isValidEmail, MESSAGES.invalidEmail),
);
/** A celular as typed (+52 by default), cleaned to its digits. */
export const PhoneSchema = v.pipe(
  v.string(MESSAGES.invalidPhone),
  v.check(isValidAccessPhone, MESSAGES.invalidPhone),
  v.transform(cleanPhone),
);

const PasswordSchema = v.pipe(
  v.string(MESSAGES.passwordRequired),
  v.minLength(1, MESSAGES.passwordRequired),
  v.maxLength(200, 'La contraseña debe tener como máximo 200 caracteres.'),
);

/** e-mail or phone: at least one (checked below, reported on `email`, the identifier field). */
const identifierEntries = { email: v.optional(EmailSchema), phone: v.optional(PhoneSchema) };

/** POST /v1/user/account/exists {email or phone} → data.exists */
export const AccountExistsBodySchema = v.pipe(
  v.object(identifierEntries),
  v.forward(
    v.partialCheck(
      [['email'], ['phone']],
      (body) => body.email !== undefined || body.phone !== undefined,
      MESSAGES.invalidIdentifier,
    ),
    ['email'],
  ),
);
export type AccountExistsBody = v.InferInput<typeof AccountExistsBodySchema>;
export const AccountExistsResponseSchema = v.object({ data: v.object({ exists: v.boolean() }) });

/** POST /v1/user/account/login {email or phone, password}; wrong credentials answer 422 on `password`. */
export const LoginBodySchema = v.pipe(
  v.object({ ...identifierEntries, password: PasswordSchema }),
  v.forward(
    v.partialCheck(
      [['email'], ['phone']],
      (body) => body.email !== undefined || body.phone !== undefined,
      MESSAGES.invalidIdentifier,
    ),
    ['email'],
  ),
);
export type LoginBody = v.InferInput<typeof LoginBodySchema>;

/** The login answer: the bearer token (the same value as the session cookie). */
export const LoginResponseSchema = v.object({
  data: v.object({ token: v.string(), expires_at: v.string() }),
});

export const LogoutResponseSchema = v.object({ data: v.object({ success: v.boolean() }) });

export const SetLocationBodySchema = v.object({
  location_id: v.pipe(
    v.number('Selecciona una ubicación.'),
    v.integer('Selecciona una ubicación.'),
    v.minValue(1, 'Selecciona una ubicación.'),
    v.maxValue(2_147_483_647, 'Selecciona una ubicación.'),
  ),
});
export const SetLocationResponseSchema = v.object({
  data: v.object({ success: v.boolean(), location_id: v.number() }),
});

export const UserSchema = v.object({
  id: v.number(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  name: v.string(),
  phone_verified: v.boolean(),
  email_verified: v.boolean(),
});

export const LocationSchema = v.object({
  id: v.number(),
  company_id: v.number(),
  username: v.string(),
  url: v.string(),
  thumb_url: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  name: v.string(),
  timezone: v.string(),
});
export type Location = v.InferOutput<typeof LocationSchema>;

export const LinkItemSchema = v.object({
  key: v.string(),
  title: v.string(),
  help: v.nullable(v.string()),
  url: v.string(),
  enable_qr: v.boolean(),
});
export const LinkGroupSchema = v.object({ title: v.string(), items: v.array(LinkItemSchema) });

/** GET /v1/user/account/settings (spec 01 §3.1). location is null until one is selected. */
export const AccountSettingsSchema = v.object({
  user: UserSchema,
  roles: v.array(v.string()),
  location: v.nullable(LocationSchema),
  location_hours: v.array(HoursEntrySchema),
  waitlist_settings: v.nullable(WaitlistSettingsSchema),
  shop_settings: v.nullable(ShopSettingsSchema),
  links: v.array(LinkGroupSchema),
});
export type AccountSettings = v.InferOutput<typeof AccountSettingsSchema>;

/** GET /v1/user/account/allowed-locations (02 §3 Location (selection)). */
export const AllowedLocationSchema = v.object({
  id: v.number(),
  name: v.string(),
  company_id: v.number(),
  company_name: v.string(),
  username: v.string(),
  is_current: v.boolean(),
});
export type AllowedLocation = v.InferOutput<typeof AllowedLocationSchema>;

export { LOGGED_IN_COOKIE, SESSION_COOKIE } from './session-cookies';
