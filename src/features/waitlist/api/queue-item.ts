import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../domain/contract/messaging';
import type { QueueEvent } from '../../../domain/contract/queue-actions';
import type { QueueItem, StatusData } from '../../../domain/contract/waitlist';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';
import { hostStandKeys } from './keys';

/** The chat shows the item's last 25 SMS (01 §7.5, §9). */
export const CHAT_LIMIT = 25;

export function chatSearch(queueId: number) {
  return {
    filters: { queueId: { $eq: queueId }, channel: { $eq: 'sms' } },
    sort: [{ sent_at: 'asc' }],
    limit: CHAT_LIMIT,
  };
}

/**
 * GET /v1/waitlist/queue/{id}: the drawer's item. Today's list already holds it, so it shows at
 * once (offline too) while the server's copy loads.
 */
export function useQueueItem(locationId: number | null, id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: hostStandKeys.item(locationId, id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: QueueItem }>(`/v1/waitlist/queue/${id}`, { signal })).data,
    placeholderData: () =>
      queryClient
        .getQueryData<StatusData>(queryKeys.waitlist.statusData(locationId))
        ?.entries.find((entry) => entry.id === id),
  });
}

/** GET /v1/waitlist/queue/{id}/events: the timeline, oldest first. */
export function useQueueEvents(locationId: number | null, id: number, enabled: boolean) {
  return useQuery({
    queryKey: hostStandKeys.events(locationId, id),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: QueueEvent[] }>(`/v1/waitlist/queue/${id}/events`, { signal })).data,
  });
}

/** POST /v1/messaging/message/search: the item's SMS conversation. */
export function useChatMessages(locationId: number | null, queueId: number, enabled: boolean) {
  return useQuery({
    queryKey: hostStandKeys.chat(locationId, queueId),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.post<{ data: Message[] }>('/v1/messaging/message/search', chatSearch(queueId), { signal }))
        .data,
  });
}

/** POST /v1/waitlist/queue/{id}/message {content, channel: 'sms'}. */
export function useSendChatMessage(locationId: number | null, queueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) =>
      api.post(`/v1/waitlist/queue/${queueId}/message`, { content, channel: 'sms' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hostStandKeys.chat(locationId, queueId) });
      void queryClient.invalidateQueries({ queryKey: hostStandKeys.events(locationId, queueId) });
    },
  });
}
