import { OAUTH_ERRORS } from '../../../domain/contract/account';
import { isApiError } from '../../../lib/api/api-error';

/** A message on the login's home view: a neutral notice (yellow) or a failure (red). */
export interface LoginNotice {
  message: string;
  color: 'yellow' | 'red';
}

/** What the callback's `?oauth_error=` means: the user canceled, or Google sign-in failed. */
export function oauthErrorNotice(code: string): LoginNotice {
  return code === 'canceled'
    ? { message: OAUTH_ERRORS.canceled, color: 'yellow' }
    : { message: OAUTH_ERRORS.failed, color: 'red' };
}

/** A failed Google sign-in call: the result's own error (422 on jwt), the server's message, or the generic one. */
export function googleFailureNotice(error: unknown): LoginNotice {
  const message = isApiError(error) ? (error.errors?.jwt?.[0] ?? error.message) : OAUTH_ERRORS.failed;
  return { message, color: 'red' };
}
