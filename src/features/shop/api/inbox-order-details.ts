import { queryOptions } from '@tanstack/react-query';
import type { OrderDetails } from '../../../domain/contract/shop';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';

/** GET /v1/pos/staff/order/{id}/details: the order with its payments (02 §7). */
export function inboxOrderDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.shop.order(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: OrderDetails }>(`/v1/pos/staff/order/${id}/details`, { signal })).data,
    retry: false,
  });
}
