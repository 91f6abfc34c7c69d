import type { LoginIdentifier } from '../../../domain/rules/phone';
import { api } from '../../../lib/api/client';

/**
 * POST /v1/user/account/login {email or phone, password}. The server answers with the session
 * cookies (httpOnly session + readable logged-in flag), which is all the client needs.
 */
export async function login(identifier: LoginIdentifier, password: string): Promise<void> {
  await api.post<{ data: { token: string; expires_at: string } }>('/v1/user/account/login', {
    ...identifier,
    password,
  });
}
