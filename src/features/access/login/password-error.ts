import { isApiError } from '../../../lib/api/api-error';

/** What a refused password step shows under its field: the server's word for it, else the fallback. */
export function passwordErrorOf(error: unknown, fallback: string): string {
  return isApiError(error) ? (error.errors?.password?.[0] ?? error.message) : fallback;
}
