import type { CreateOauthBody } from '../../../domain/contract/account';
import { api } from '../../../lib/api/client';

/**
 * POST /v1/user/account/create-oauth {name, phone, email, jwt}: a new account without a password
 * for the Google identity, signed in like /create.
 */
export async function createOauthAccount(body: CreateOauthBody): Promise<void> {
  await api.post('/v1/user/account/create-oauth', body);
}
