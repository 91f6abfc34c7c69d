/** How often the account calls may be tried (02 §5 Access): guessing a code or a token hits these first. */

const MINUTE_MS = 60_000;

/** Verification SMS: per phone and per client IP (counted from the stored codes, so every server agrees). */
export const OTP_SENDS_PER_PHONE = { max: 5, windowMs: 15 * MINUTE_MS } as const;
export const OTP_SENDS_PER_IP = { max: 20, windowMs: 60 * MINUTE_MS } as const;

/** Per client IP (route config of @fastify/rate-limit). */
export const RESET_REQUEST_LIMIT = { rateLimit: { max: 5, timeWindow: 15 * MINUTE_MS } };
export const RESET_CONFIRM_LIMIT = { rateLimit: { max: 10, timeWindow: 15 * MINUTE_MS } };
export const CODE_LOGIN_LIMIT = { rateLimit: { max: 10, timeWindow: 15 * MINUTE_MS } };

/**
 * The least time a reset request or an access-code login takes, whether or not the account
 * exists: the work done for a known account (a token, an e-mail, a session) stays hidden under it.
 */
export const STEADY_ANSWER_MS = 250;
