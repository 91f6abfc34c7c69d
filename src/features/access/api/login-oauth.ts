import type { LoginOauthResult } from '../../../domain/contract/account';
import { api } from '../../../lib/api/client';

/**
 * POST /v1/user/account/login-oauth {jwt}: true when the Google identity has an account, now
 * signed in (session cookies); false when it has none (no session).
 */
export async function loginOauth(jwt: string): Promise<boolean> {
  const body = await api.post<{ data: LoginOauthResult }>('/v1/user/account/login-oauth', { jwt });
  return body.data.exists;
}
