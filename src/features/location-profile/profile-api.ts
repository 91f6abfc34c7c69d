import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationProfile, LocationProfilePatchInput } from '../../domain/contract/location-profile';
import { api } from '../../lib/api/client';
import { queryKeys } from '../../lib/query/keys';
import { publicProfileKey } from '../public/profile/profile-queries';

const profileKey = (locationId: number | null) => ['location-profile', locationId] as const;
const profilePath = (locationId: number | null) => `/v1/business/location/${locationId}/profile`;

/** GET /v1/business/location/{id}/profile (02 §7 Profile). */
export function useLocationProfile(locationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: profileKey(locationId),
    enabled: enabled && locationId !== null,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: LocationProfile }>(profilePath(locationId), { signal })).data,
  });
}

/**
 * PATCH /v1/business/location/{id}/profile: the answer replaces the cached profile; the public
 * page (the preview) and the account settings (name, logo, links) are read again.
 */
export function useSaveLocationProfile(locationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LocationProfilePatchInput) =>
      (await api.patch<{ data: LocationProfile }>(profilePath(locationId), body)).data,
    onSuccess: (saved, body) => {
      queryClient.setQueryData(profileKey(locationId), saved);
      void queryClient.invalidateQueries({ queryKey: publicProfileKey(saved.username) });
      if (body.username !== undefined || body.name !== undefined || body.profile_image !== undefined) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.account.settings });
      }
    },
  });
}
