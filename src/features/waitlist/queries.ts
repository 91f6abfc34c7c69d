import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AccountSettings } from '../../domain/contract/access';
import type { StatusData } from '../../domain/contract/waitlist';
import { api } from '../../lib/api/client';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { queryKeys } from '../../lib/query/keys';
import { useWindowFocus } from '../../lib/use-window-focus';

/** status-data is polled every 60 s while the page is visible and focused (02 §7, §9). */
export const STATUS_DATA_REFRESH_MS = 60_000;

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone today's list is computed in: the location's, else the browser's. */
export function statusDataTimeZone(settings: AccountSettings | undefined): string {
  return settings?.location?.timezone ?? browserTimeZone();
}

export function statusDataQueryOptions(locationId: number | null, timezone: string) {
  return queryOptions({
    queryKey: queryKeys.waitlist.statusData(locationId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: StatusData }>('/v1/waitlist/hostess/status-data', {
          query: { timezone },
          signal,
        })
      ).data,
  });
}

/**
 * Today's reception status and entries (GET /v1/waitlist/hostess/status-data). Polls every 60 s
 * only while the page is visible and its window focused; refetches when it regains either.
 */
export function useStatusData() {
  const settings = useQuery(accountSettingsQueryOptions());
  const focused = useWindowFocus();
  const locationId = settings.data?.location?.id ?? null;
  const query = useQuery({
    ...statusDataQueryOptions(locationId, statusDataTimeZone(settings.data)),
    enabled: settings.data !== undefined,
    refetchInterval: focused ? STATUS_DATA_REFRESH_MS : false,
    refetchOnWindowFocus: true,
  });

  // TanStack refetches on visibility changes; a window that regains focus while visible
  // (another window was in front) needs this.
  const { refetch } = query;
  const ready = settings.data !== undefined;
  const wasFocused = useRef(focused);
  useEffect(() => {
    if (ready && focused && !wasFocused.current) void refetch({ cancelRefetch: false });
    wasFocused.current = focused;
  }, [ready, focused, refetch]);

  return { settings, statusData: query };
}
