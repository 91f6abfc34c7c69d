/** How often the account calls may be tried (02 §5 Access): guessing a code or a token hits these first. */

const MINUTE_MS = 60_000;

/**
 * Verification SMS, counted from the stored codes (so every server agrees): per destination phone
 * first, then per account (one account cycling phones), and per client IP far higher (many
 * sign-ups share one carrier NAT address).
 */
export const OTP_SENDS = {
  phone: { max: 5, windowMs: 60 * MINUTE_MS },
  account: { max: 10, windowMs: 60 * MINUTE_MS },
  ip: { max: 100, windowMs: 60 * MINUTE_MS },
} as const;

/**
 * E-mail verification links sent again (counted from the stored links): per account, and per
 * address over a day (an address that changes hands between accounts still gets few e-mails).
 */
export const EMAIL_VERIFY_RESENDS = {
  account: { max: 3, windowMs: 60 * MINUTE_MS },
  address: { max: 5, windowMs: 24 * 60 * MINUTE_MS },
} as const;

/** Per client IP (route config of @fastify/rate-limit). */
export const RESET_REQUEST_LIMIT = { rateLimit: { max: 5, timeWindow: 15 * MINUTE_MS } };
export const RESET_CONFIRM_LIMIT = { rateLimit: { max: 10, timeWindow: 15 * MINUTE_MS } };
export const CODE_LOGIN_LIMIT = { rateLimit: { max: 10, timeWindow: 15 * MINUTE_MS } };

/**
 * The least time a reset request or an access-code login takes, whether or not the account
 * exists: the work done for a known account (a token, an e-mail, a session) stays hidden under it.
 */
export const STEADY_ANSWER_MS = 250;
