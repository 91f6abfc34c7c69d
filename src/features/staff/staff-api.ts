import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { InviteBody, LinkCodeResultSchema, StaffOverview } from '../../domain/contract/account';
import { api } from '../../lib/api/client';
import { queryKeys } from '../../lib/query/keys';

/** GET /v1/user/staff: the location's users, its pending invitations and the roles this user may give. */
export function staffOverviewQueryOptions(locationId: number | null) {
  return queryOptions({
    queryKey: queryKeys.staff.overview(locationId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: StaffOverview }>('/v1/user/staff', { signal })).data,
  });
}

/** POST /v1/user/invite {name, email, role}: the invitation e-mail goes out from the server. */
export async function inviteStaff(body: InviteBody): Promise<void> {
  await api.post('/v1/user/invite', body);
}

type LinkCodeResult = v.InferOutput<typeof LinkCodeResultSchema>;

/** POST /v1/user/staff/{id}/link-code: a new access code for that person (the old one stops working). */
export async function renewLinkCode(userId: number): Promise<LinkCodeResult> {
  return (await api.post<{ data: LinkCodeResult }>(`/v1/user/staff/${userId}/link-code`)).data;
}
