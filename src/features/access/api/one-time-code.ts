import { api } from '../../../lib/api/client';

/** POST /v1/user/account/otp-send {phone} → data.sent: the code goes by SMS, never in the answer. */
export async function sendOneTimeCode(phone: string): Promise<boolean> {
  const body = await api.post<{ data: { sent: boolean } }>('/v1/user/account/otp-send', { phone });
  return body.data.sent;
}

/** POST /v1/user/account/otp-verify {phone, code} → data.verified. */
export async function verifyOneTimeCode(phone: string, code: string): Promise<boolean> {
  const body = await api.post<{ data: { verified: boolean } }>('/v1/user/account/otp-verify', {
    phone,
    code,
  });
  return body.data.verified;
}
