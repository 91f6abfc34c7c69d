import { api } from '../../../lib/api/client';

/** POST /v1/user/account/verify-email {token}: the link e-mailed at sign-up proves the address (single use). */
export async function verifyEmail(token: string): Promise<void> {
  await api.post('/v1/user/account/verify-email', { token });
}
