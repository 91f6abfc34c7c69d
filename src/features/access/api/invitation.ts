import { queryOptions } from '@tanstack/react-query';
import type { Invitation } from '../../../domain/contract/account';
import { api } from '../../../lib/api/client';

export interface InvitationAcceptBody {
  name: string;
  email: string;
  phone: string | null;
  password: string;
}

const invitationPath = (token: string) => `/v1/user/invite/${encodeURIComponent(token)}`;

/**
 * GET /v1/user/invite/{token}: who is invited, where and as what. Its key stays out of the
 * app's key factory: a guest's one-off read, never refreshed, kept only while the page is open.
 */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['access', 'invitation', token] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Invitation }>(invitationPath(token), { signal })).data,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** POST /v1/user/invite/{token}/accept: creates or links the account and signs it in. */
export async function acceptInvitation(token: string, body: InvitationAcceptBody): Promise<void> {
  await api.post(`${invitationPath(token)}/accept`, body);
}
