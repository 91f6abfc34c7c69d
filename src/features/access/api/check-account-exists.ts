import type { LoginIdentifier } from '../../../domain/rules/phone';
import { api } from '../../../lib/api/client';

/** POST /v1/user/account/exists {email or phone} → data.exists (02 §7 Access). */
export async function checkAccountExists(identifier: LoginIdentifier): Promise<boolean> {
  const body = await api.post<{ data: { exists: boolean } }>('/v1/user/account/exists', identifier);
  return body.data.exists;
}
