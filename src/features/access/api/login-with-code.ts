import { api } from '../../../lib/api/client';

/** POST /v1/user/account/login-with-code {link_code}: signs in with the user's access code. */
export async function loginWithCode(linkCode: string): Promise<void> {
  await api.post('/v1/user/account/login-with-code', { link_code: linkCode });
}
