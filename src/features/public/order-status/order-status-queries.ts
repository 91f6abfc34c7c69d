import { useQuery } from '@tanstack/react-query';
import type { PublicOrder } from '../../../domain/contract/public-shop';
import { api } from '../../../lib/api/client';
import { retryUnreached } from '../order/order-queries';
import { TURN_REFRESH_MS } from '../public-queries';

export const publicOrderKeys = {
  order: (code: string) => ['public', 'order', code] as const,
};

/** GET /v1/public/order/{code}: the customer's order, refreshed every 30 s until it ends. */
export function usePublicOrder(code: string) {
  return useQuery<PublicOrder>({
    queryKey: publicOrderKeys.order(code),
    retry: retryUnreached,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && (order.canceled || order.completed) ? false : TURN_REFRESH_MS;
    },
    queryFn: async ({ signal }) =>
      (await api.get<{ data: PublicOrder }>(`/v1/public/order/${encodeURIComponent(code)}`, { signal })).data,
  });
}
