import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '../../../domain/contract/common';
import type { Order } from '../../../domain/contract/shop';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';

/** Page size of lists (02 §9). */
export const ORDERS_PAGE_SIZE = 20;

/** Body of POST /v1/pos/sale/search (02 §7): number contains, newest first, 20 a page. */
export function ordersSearchBody(text: string, page: number) {
  const number = text.trim();
  return {
    sort: ['-id'],
    limit: ORDERS_PAGE_SIZE,
    offset: (page - 1) * ORDERS_PAGE_SIZE,
    ...(number ? { filters: { number: { $contains: number } } } : {}),
  };
}

/** One page of the order history; the last page stays on screen while the next one loads. */
export function useOrderHistory(locationId: number | null, text: string, page: number) {
  return useQuery({
    queryKey: queryKeys.shop.search({ locationId, text: text.trim(), page }),
    enabled: locationId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.post<{ data: Order[]; pagination: Pagination }>(
        '/v1/pos/sale/search',
        ordersSearchBody(text, page),
        {
          signal,
        },
      ),
  });
}
