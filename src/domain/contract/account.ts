import * as v from 'valibot';
import { ACCOUNT_MESSAGES, isAcceptablePassword, isValidPersonName } from '../rules/account-rules';
import { cleanAccessCode } from '../rules/phone';
import { STAFF_ROLES } from '../rules/staff-roles';
import { EmailSchema, MESSAGES, PhoneSchema } from './access';

/** Sign-up, phone verification, password reset, invitations and access codes (02 §5, §7 Access). */

/** One-time codes: 6 digits, 10 minutes, 5 attempts; resend after 3 s, a warning after 3 sends. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 3;
export const OTP_SENDS_BEFORE_WARNING = 3;
/** Reset tokens live an hour; e-mail verification links a day; invitations a week. */
export const RESET_TOKEN_TTL_MINUTES = 60;
export const EMAIL_VERIFY_TTL_HOURS = 24;
export const INVITATION_TTL_DAYS = 7;
/** Access codes: 12 of 32 unambiguous uppercase letters and digits (60 bits), rate limited on login. */
export const LINK_CODE_LENGTH = 12;
/** POST /v1/user/staff/{id}/link-code: a new access code for that user (the old one stops working). */
export const LinkCodeResultSchema = v.object({ link_code: v.string() });

export const ACCOUNT_ERRORS = {
  accountExists: 'Ya existe una cuenta con este celular o correo. Inicia sesión.',
  otpExpired: 'El código expiró. Solicita uno nuevo.',
  resetInvalid: 'El enlace para cambiar la contraseña no es válido o ya expiró.',
  emailVerifyInvalid: 'El enlace para verificar tu correo no es válido o ya expiró.',
  emailMissing: 'Tu cuenta no tiene correo electrónico.',
  emailAlreadyVerified: 'Tu correo ya está verificado.',
  invitationNotFound: 'La invitación no existe o ha expirado.',
  invitationTitle: 'Invitación no encontrada',
  invitationEmailMismatch: 'La invitación es para otro correo: acéptala con el correo al que llegó.',
  inviteRoleDenied: 'No puedes invitar con este rol.',
  accessCodeInvalid: 'El código de acceso no es válido.',
} as const;

const NameSchema = v.pipe(
  v.string(ACCOUNT_MESSAGES.nameInvalid),
  v.trim(),
  v.maxLength(100, 'El nombre admite como máximo 100 caracteres.'),
  v.check(isValidPersonName, ACCOUNT_MESSAGES.nameInvalid),
);
/** The hint rule of 02 §5, checked on the server too. */
export const NewPasswordSchema = v.pipe(
  v.string(ACCOUNT_MESSAGES.passwordHint),
  v.maxLength(200, 'La contraseña debe tener como máximo 200 caracteres.'),
  v.check(isAcceptablePassword, ACCOUNT_MESSAGES.passwordHint),
);

/** Who a new account is (/create and /create-oauth): name, phone, optional e-mail. */
const NewAccountFields = {
  name: NameSchema,
  phone: PhoneSchema,
  email: v.optional(v.nullable(EmailSchema), null),
};

/** POST /v1/user/account/create {name, phone, email?, password}: signs the new user in. */
export const CreateAccountBodySchema = v.object({ ...NewAccountFields, password: NewPasswordSchema });
export type CreateAccountBody = v.InferOutput<typeof CreateAccountBodySchema>;

/** POST /v1/user/account/otp-send {phone} → {sent}; the code goes by SMS, never in an answer. */
export const OtpSendBodySchema = v.object({ phone: PhoneSchema });
export const OtpSendResultSchema = v.object({ sent: v.boolean() });

/** POST /v1/user/account/otp-verify {phone, code} → {verified}. */
export const OtpVerifyBodySchema = v.object({
  phone: PhoneSchema,
  code: v.pipe(v.string(ACCOUNT_MESSAGES.otpFormat), v.regex(/^\d{6}$/, ACCOUNT_MESSAGES.otpFormat)),
});
export const OtpVerifyResultSchema = v.object({ verified: v.boolean() });

/** POST /v1/user/account/reset-request {email}: the same answer whether or not the account exists. */
export const ResetRequestBodySchema = v.object({ email: EmailSchema });
/** POST /v1/user/account/reset-confirm {token, password}: single use; ends every session. */
export const ResetConfirmBodySchema = v.object({
  token: v.pipe(
    v.string(ACCOUNT_ERRORS.resetInvalid),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, ACCOUNT_ERRORS.resetInvalid),
  ),
  password: NewPasswordSchema,
});

/** POST /v1/user/account/verify-email {token} → {verified}: the link e-mailed at sign-up, single use. */
export const VerifyEmailBodySchema = v.object({
  token: v.pipe(
    v.string(ACCOUNT_ERRORS.emailVerifyInvalid),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, ACCOUNT_ERRORS.emailVerifyInvalid),
  ),
});
export const VerifyEmailResultSchema = v.object({ verified: v.boolean() });
/**
 * POST /v1/user/account/verify-email-resend (signed in, no body) → {sent, email}: a new link to the
 * account's unverified e-mail; earlier links keep working until they expire.
 */
export const ResendEmailVerificationResultSchema = v.object({ sent: v.boolean(), email: v.string() });
export type ResendEmailVerificationResult = v.InferOutput<typeof ResendEmailVerificationResultSchema>;

/** POST /v1/user/account/login-with-code {link_code}: uppercase letters and digits. */
export const LoginWithCodeBodySchema = v.object({
  link_code: v.pipe(
    v.string(ACCOUNT_MESSAGES.accessCodeRequired),
    v.transform(cleanAccessCode),
    v.nonEmpty(ACCOUNT_MESSAGES.accessCodeRequired),
    v.maxLength(64, ACCOUNT_ERRORS.accessCodeInvalid),
  ),
});

export const InvitationTokenParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, ACCOUNT_ERRORS.invitationNotFound)),
});

/** GET /v1/user/invite/{token}: who is invited, where, as what. */
export const InvitationSchema = v.object({
  name: v.string(),
  email: v.string(),
  role: v.picklist(STAFF_ROLES),
  location_name: v.string(),
  company_name: v.string(),
  /** An account with this e-mail exists: accepting links it (its password signs in). */
  existing_account: v.boolean(),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

/** POST /v1/user/invite/{token}/accept {name, email, phone, password}. */
export const InvitationAcceptBodySchema = v.object({
  name: NameSchema,
  email: EmailSchema,
  phone: v.optional(v.nullable(PhoneSchema), null),
  password: v.pipe(
    v.string(MESSAGES.passwordRequired),
    v.nonEmpty(MESSAGES.passwordRequired),
    v.maxLength(200),
  ),
});

/** POST /v1/user/invite {name, email, role} (owners and admins). */
export const InviteBodySchema = v.object({
  name: NameSchema,
  email: EmailSchema,
  role: v.optional(v.picklist(STAFF_ROLES, 'Selecciona un rol.'), 'operator'),
});
export type InviteBody = v.InferOutput<typeof InviteBodySchema>;

/** The small staff screen: the location's users and its pending invitations. */
export const StaffMemberSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  roles: v.array(v.string()),
  status: v.string(),
  /**
   * The person has a passwordless access code (02 §3 Business user link_code). The code itself is
   * answered only by POST /v1/user/staff/{id}/link-code, when made: the server keeps its keyed hash.
   */
  has_link_code: v.boolean(),
  /** This user may renew that code (mayManageAccessCode); has_link_code is false otherwise. */
  link_code_manageable: v.boolean(),
});
export const PendingInvitationSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(STAFF_ROLES),
  created_at: v.string(),
  expires_at: v.string(),
});
export const StaffOverviewSchema = v.object({
  users: v.array(StaffMemberSchema),
  invitations: v.array(PendingInvitationSchema),
  invitable_roles: v.array(v.picklist(STAFF_ROLES)),
});
export type StaffOverview = v.InferOutput<typeof StaffOverviewSchema>;

/**
 * Google sign-in (02 §7 Access): `auth/{provider}/redirect-url`, the provider's callback, then
 * `/login-oauth` or `/create-oauth` with the signed result the callback hands to the login page
 * as `?jwt=`. The state and the result each live 10 minutes; a result signs in once.
 */
export const OAUTH_PROVIDERS = ['google'] as const;
export type OauthProvider = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_STATE_TTL_MINUTES = 10;
export const OAUTH_RESULT_TTL_MINUTES = 10;

export const OAUTH_ERRORS = {
  notConfigured: 'El inicio de sesión con Google no está disponible.',
  /** The callback's `?oauth_error=` codes and what the login page says for each. */
  canceled: 'Cancelaste el inicio de sesión con Google.',
  failed: 'No se pudo iniciar sesión con Google. Intenta de nuevo.',
  resultInvalid: 'El inicio de sesión con Google expiró o no es válido. Intenta de nuevo.',
  accountInactive: 'Tu cuenta no está activa.',
} as const;
export const OAUTH_ERROR_CODES = ['canceled', 'failed'] as const;
export type OauthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

export const OauthProviderParamsSchema = v.object({
  provider: v.picklist(OAUTH_PROVIDERS, OAUTH_ERRORS.notConfigured),
});

/** A path of this app (starts with one '/'), where the callback returns and then the next step. */
const AppPathSchema = v.pipe(
  v.string(),
  v.maxLength(500),
  v.regex(/^\/(?![/\\])[^\\\s]*$/, 'Debe ser una ruta de la aplicación.'),
);

/** POST /v1/auth/{provider}/redirect-url {state {source_url, next_url}} → {url}. */
export const OauthRedirectBodySchema = v.object({
  state: v.object({
    source_url: AppPathSchema,
    next_url: v.optional(v.nullable(AppPathSchema), null),
  }),
});
export const OauthRedirectResultSchema = v.object({ url: v.string() });

const SignInResultSchema = v.pipe(
  v.string(OAUTH_ERRORS.resultInvalid),
  v.nonEmpty(OAUTH_ERRORS.resultInvalid),
  v.maxLength(4000, OAUTH_ERRORS.resultInvalid),
);

/**
 * POST /v1/user/account/login-oauth {jwt, password?}: signs in when the identity has an account;
 * with the password of the account that holds Google's address unproved, links Google to it.
 */
export const LoginOauthBodySchema = v.object({
  jwt: SignInResultSchema,
  password: v.optional(
    v.nullable(
      v.pipe(v.string(MESSAGES.passwordRequired), v.nonEmpty(MESSAGES.passwordRequired), v.maxLength(200)),
    ),
    null,
  ),
});
/**
 * `exists: false` (no session): the login page asks for the password of the account holding the
 * address when `password_required`, else shows the register sub-view for /create-oauth.
 */
export const LoginOauthResultSchema = v.object({
  exists: v.boolean(),
  password_required: v.boolean(),
  token: v.nullable(v.string()),
  expires_at: v.nullable(v.string()),
});
export type LoginOauthResult = v.InferOutput<typeof LoginOauthResultSchema>;

/** POST /v1/user/account/create-oauth {name, phone, email, jwt}: a new account without a password. */
export const CreateOauthBodySchema = v.object({ ...NewAccountFields, jwt: SignInResultSchema });
export type CreateOauthBody = v.InferOutput<typeof CreateOauthBodySchema>;

/** The readable claims of the signed result, which prefill the register sub-view. */
export const SignInResultClaimsSchema = v.object({
  provider: v.picklist(OAUTH_PROVIDERS),
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
});
export type SignInResultClaims = v.InferOutput<typeof SignInResultClaimsSchema>;

export const PROFILE_MESSAGES = {
  saved: 'Tu información se actualizó correctamente.',
  workTitleTooLong: 'El puesto admite como máximo 100 caracteres.',
} as const;

/** GET and PATCH /v1/user/account: the signed-in person's own profile (settings-user-account). */
export const AccountProfileSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  work_title: v.nullable(v.string()),
  is_assignable: v.boolean(),
});
export type AccountProfile = v.InferOutput<typeof AccountProfileSchema>;

/**
 * PATCH /v1/user/account (02 §7: {name, phone, email, is_assignable, work_title}). Phone and
 * e-mail are read-only here (02 §5): they are dropped from the body, never written.
 */
export const AccountProfilePatchBodySchema = v.object({
  name: NameSchema,
  work_title: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, PROFILE_MESSAGES.workTitleTooLong))),
  ),
  is_assignable: v.optional(v.boolean()),
});
export type AccountProfilePatchBody = v.InferOutput<typeof AccountProfilePatchBodySchema>;
