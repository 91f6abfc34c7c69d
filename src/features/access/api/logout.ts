import { api } from '../../../lib/api/client';

export const LOGOUT_FAILED_MESSAGE = 'Failed to logout.';

/** POST /v1/user/account/logout; a success flag is expected (spec 01 §7.1), else it failed. */
export async function logout(): Promise<void> {
  const body = await api.post<{ data?: { success?: boolean } }>('/v1/user/account/logout');
  if (body.data?.success !== true) throw new Error(LOGOUT_FAILED_MESSAGE);
}
