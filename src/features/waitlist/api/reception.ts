import type { QueryClient } from '@tanstack/react-query';
import type { StatusData } from '../../../domain/contract/waitlist';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';
import { invalidateWaitlist } from '../queries';

type ReceptionStatus = StatusData['status'];

/**
 * POST /v1/waitlist/queue/status {enabled} (02 §7): turns reception on or off. The server refuses
 * to turn it on while setup is incomplete (409 'Configuración incompleta'). A plain function the
 * list loads when the host first flips the switch.
 */
export async function setReception(
  queryClient: QueryClient,
  locationId: number | null,
  enabled: boolean,
): Promise<ReceptionStatus> {
  const { data: status } = await api.post<{ data: ReceptionStatus }>('/v1/waitlist/queue/status', {
    enabled,
  });
  queryClient.setQueryData<StatusData>(queryKeys.waitlist.statusData(locationId), (current) =>
    current ? { ...current, status } : current,
  );
  void invalidateWaitlist(queryClient);
  return status;
}
