import type { ResendEmailVerificationResult } from '../../../domain/contract/account';
import { api } from '../../../lib/api/client';

/** POST /v1/user/account/verify-email-resend: a new link to the signed-in user's unverified e-mail. */
export async function resendEmailVerification(): Promise<ResendEmailVerificationResult> {
  const body = await api.post<{ data: ResendEmailVerificationResult }>(
    '/v1/user/account/verify-email-resend',
  );
  return body.data;
}
