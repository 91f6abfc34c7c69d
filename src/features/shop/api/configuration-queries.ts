import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PosConfiguration } from '../../../domain/contract/shop';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';

const configurationKey = (locationId: number | null) =>
  [...queryKeys.shop.configuration, locationId] as const;

/** GET /v1/pos/configuration (02 §7): the shop's general settings. */
export function usePosConfiguration(locationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: configurationKey(locationId),
    enabled: enabled && locationId !== null,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: PosConfiguration }>('/v1/pos/configuration', { signal })).data,
  });
}

/**
 * PATCH /v1/pos/configuration: saves the settings; the answer replaces the cached copy, and the
 * account settings (which carry shop_settings) and the inbox's status are read again.
 */
export function useSavePosConfiguration(locationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PosConfiguration) =>
      (await api.patch<{ data: PosConfiguration }>('/v1/pos/configuration', body)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(configurationKey(locationId), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.settings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shop.statusData(locationId) });
    },
  });
}
