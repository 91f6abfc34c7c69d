import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '../../../domain/contract/common';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { api } from '../../../lib/api/client';

/** Page size of lists (01 §9). */
export const ITEMS_PAGE_SIZE = 20;

/** Body of POST /v1/waitlist/queue/search (02 §7): name or phone contains, newest first. */
export function itemsSearchBody(text: string, page: number) {
  const query = text.trim();
  return {
    sort: ['-created_at'],
    limit: ITEMS_PAGE_SIZE,
    offset: (page - 1) * ITEMS_PAGE_SIZE,
    ...(query ? { filters: { $or: [{ name: { $contains: query } }, { phone: { $contains: query } }] } } : {}),
  };
}

/** One page of the visit history; the last page stays on screen while the next one loads. */
export function useVisitHistory(locationId: number | null, text: string, page: number) {
  return useQuery({
    // Under ['waitlist', ...] so a live-update hint of the waitlist area refreshes it.
    queryKey: ['waitlist', 'items', locationId, text.trim(), page] as const,
    enabled: locationId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.post<{ data: QueueItem[]; pagination: Pagination }>(
        '/v1/waitlist/queue/search',
        itemsSearchBody(text, page),
        { signal },
      ),
  });
}
