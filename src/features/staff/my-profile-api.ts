import { queryOptions } from '@tanstack/react-query';
import type { AccountProfile, AccountProfilePatchBody } from '../../domain/contract/account';
import { api } from '../../lib/api/client';
import { queryKeys } from '../../lib/query/keys';

/** GET /v1/user/account: the signed-in person's own profile. */
export function myProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.account.profile,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: AccountProfile }>('/v1/user/account', { signal })).data,
  });
}

/** PATCH /v1/user/account: name, work title and assignability (phone and e-mail are read-only). */
export async function patchMyProfile(body: AccountProfilePatchBody): Promise<AccountProfile> {
  return (await api.patch<{ data: AccountProfile }>('/v1/user/account', body)).data;
}
