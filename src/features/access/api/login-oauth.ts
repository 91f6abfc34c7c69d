import type { LoginOauthResult } from '../../../domain/contract/account';
import { api } from '../../../lib/api/client';

/** What the Google result leads to: signed in, the password of the account holding the address, or a new account. */
export type OauthLoginOutcome = 'signed-in' | 'password-required' | 'no-account';

/**
 * POST /v1/user/account/login-oauth {jwt, password?}: 'signed-in' when the Google identity has an
 * account (session cookies); 'password-required' when an account holds Google's address without
 * having proved it (its password links Google); else 'no-account' (no session).
 */
export async function loginOauth(jwt: string, password?: string): Promise<OauthLoginOutcome> {
  const body = await api.post<{ data: LoginOauthResult }>(
    '/v1/user/account/login-oauth',
    password === undefined ? { jwt } : { jwt, password },
  );
  if (body.data.exists) return 'signed-in';
  return body.data.password_required ? 'password-required' : 'no-account';
}
