import { api } from '../../../lib/api/client';

/** POST /v1/user/account/reset-request {email}: the same answer whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/v1/user/account/reset-request', { email });
}

/** POST /v1/user/account/reset-confirm {token, password}: single use; every session ends. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await api.post('/v1/user/account/reset-confirm', { token, password });
}
