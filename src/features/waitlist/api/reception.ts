import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusData } from '../../../domain/contract/waitlist';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';
import { invalidateWaitlist, useLocationId } from '../queries';

type ReceptionStatus = StatusData['status'];

/**
 * POST /v1/waitlist/queue/status {enabled} (02 §7): turns reception on or off. The server refuses
 * to turn it on while setup is incomplete (409 'Configuración incompleta').
 */
export function useSetReception() {
  const queryClient = useQueryClient();
  const locationId = useLocationId();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (await api.post<{ data: ReceptionStatus }>('/v1/waitlist/queue/status', { enabled })).data,
    onSuccess: (status) => {
      queryClient.setQueryData<StatusData>(queryKeys.waitlist.statusData(locationId), (current) =>
        current ? { ...current, status } : current,
      );
      void invalidateWaitlist(queryClient);
    },
  });
}
