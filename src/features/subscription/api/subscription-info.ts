import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionInfo } from '../../../domain/contract/subscription';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * GET /v1/subscription/subscription/info (01 §4.2, §9): cached 10 minutes, refreshed every
 * 10 minutes while the window has focus and re-checked on regaining focus.
 */
export function subscriptionInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.subscription.info,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: SubscriptionInfo }>('/v1/subscription/subscription/info', { signal })).data,
    staleTime: TEN_MINUTES_MS,
    refetchInterval: TEN_MINUTES_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
