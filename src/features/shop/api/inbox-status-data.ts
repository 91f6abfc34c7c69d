import { queryOptions } from '@tanstack/react-query';
import type { ShopStatusData } from '../../../domain/contract/shop';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';

/** GET /v1/pos/staff/order/status-data: the shop's status and every active order (02 §7). */
export function inboxStatusDataQueryOptions(locationId: number | null) {
  return queryOptions({
    queryKey: queryKeys.shop.statusData(locationId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ShopStatusData }>('/v1/pos/staff/order/status-data', { signal })).data,
  });
}
