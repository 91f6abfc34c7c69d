import { useQuery } from '@tanstack/react-query';
import type { OrderDetails } from '../../../domain/contract/shop';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';

/** GET /v1/pos/sale/{id} (02 §7): the order with its items, contact, address and payments. */
export function useOrderDetails(id: number) {
  return useQuery({
    queryKey: queryKeys.shop.order(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: OrderDetails }>(`/v1/pos/sale/${id}`, { signal })).data,
  });
}
