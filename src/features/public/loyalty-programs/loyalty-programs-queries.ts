import { useQuery } from '@tanstack/react-query';
import type { PublicLoyaltyPrograms } from '../../../domain/contract/loyalty';
import { api } from '../../../lib/api/client';
import { retryUnreached } from '../order/order-queries';

/** GET /v1/public/loyalty/program/{username}: the business's active loyalty programs. */
export function usePublicLoyaltyPrograms(username: string) {
  return useQuery<PublicLoyaltyPrograms>({
    queryKey: ['public', 'loyalty-programs', username],
    retry: retryUnreached,
    queryFn: async ({ signal }) => {
      const path = `/v1/public/loyalty/program/${encodeURIComponent(username)}`;
      return (await api.get<{ data: PublicLoyaltyPrograms }>(path, { signal })).data;
    },
  });
}
