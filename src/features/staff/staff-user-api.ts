import { queryOptions } from '@tanstack/react-query';
import type { StaffUser, StaffUserPatchBody } from '../../domain/contract/staff-user';
import { api } from '../../lib/api/client';
import { queryKeys } from '../../lib/query/keys';

/** GET /v1/business/user/{id}: one person's access at the current location. */
export function staffUserQueryOptions(locationId: number | null, userId: number) {
  return queryOptions({
    queryKey: queryKeys.staff.user(locationId, userId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: StaffUser }>(`/v1/business/user/${userId}`, { signal })).data,
  });
}

/** GET /v1/business/user/{id}/permissions: the person's roles here, as an array. */
export function staffPermissionsQueryOptions(locationId: number | null, userId: number) {
  return queryOptions({
    queryKey: queryKeys.staff.permissions(locationId, userId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: string[] }>(`/v1/business/user/${userId}/permissions`, { signal })).data,
  });
}

/** PATCH /v1/business/user/{id}: a new level here, or the account suspended / reactivated. */
export async function patchStaffUser(userId: number, body: StaffUserPatchBody): Promise<StaffUser> {
  return (await api.patch<{ data: StaffUser }>(`/v1/business/user/${userId}`, body)).data;
}

/** DELETE /v1/business/user/{id}: out of this location, or of every location of the company. */
export async function removeStaffUser(userId: number, scope: 'location' | 'company'): Promise<void> {
  await api.delete(`/v1/business/user/${userId}?scope=${scope}`);
}
