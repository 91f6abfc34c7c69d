import { queryOptions } from '@tanstack/react-query';
import type { AccountSettings } from '../../domain/contract/access';
import { api } from '../api/client';
import { queryKeys } from './keys';

/** Settings change rarely; screens reading them do not refetch more often than this. */
const ACCOUNT_SETTINGS_STALE_MS = 5 * 60 * 1000;

/**
 * GET /v1/user/account/settings (spec 01 §3.1), cached as the `data` of the answer. The guard
 * loads it at start; screens read it (location, time zone, waitlist settings) from the cache.
 */
export function accountSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.account.settings,
    staleTime: ACCOUNT_SETTINGS_STALE_MS,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: AccountSettings }>('/v1/user/account/settings', { signal })).data,
  });
}
