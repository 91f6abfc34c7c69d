import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitlistSettings } from '../../domain/contract/settings';
import type { WaitlistConfigurationPatch } from '../../domain/contract/waitlist-configuration';
import { api } from '../../lib/api/client';
import { queryKeys } from '../../lib/query/keys';

/** Under ['waitlist', …]: the live 'waitlist' hint of another device's save refreshes it. */
const configurationKey = (locationId: number | null) => ['waitlist', 'configuration', locationId] as const;

/** GET /v1/waitlist/configuration (02 §7): the location's waitlist and booking settings. */
export function useWaitlistConfiguration(locationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: configurationKey(locationId),
    enabled: enabled && locationId !== null,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: WaitlistSettings }>('/v1/waitlist/configuration', { signal })).data,
  });
}

/**
 * PATCH /v1/waitlist/configuration: the answer replaces the cached copy, and the account settings
 * (which carry waitlist_settings, the host stand's terms and templates) are read again.
 */
export function useSaveWaitlistConfiguration(locationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WaitlistConfigurationPatch) =>
      (await api.patch<{ data: WaitlistSettings }>('/v1/waitlist/configuration', body)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(configurationKey(locationId), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.settings });
    },
  });
}
