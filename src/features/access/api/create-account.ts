import type { CreateAccountBody } from '../../../domain/contract/account';
import { api } from '../../../lib/api/client';

/**
 * POST /v1/user/account/create {name, phone, email, password}: the server creates the account
 * and answers with the session cookies, like the login.
 */
export async function createAccount(body: CreateAccountBody): Promise<void> {
  await api.post('/v1/user/account/create', body);
}
