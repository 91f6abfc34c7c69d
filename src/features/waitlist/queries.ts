import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AccountSettings } from '../../domain/contract/access';
import type { QueueItem, StatusData } from '../../domain/contract/waitlist';
import { api } from '../../lib/api/client';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { queryKeys } from '../../lib/query/keys';
import { useWindowFocus } from '../../lib/use-window-focus';
import { hostStandKeys } from './api/keys';

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

/** The current location's id (null until the account settings are loaded). */
export function useLocationId(): number | null {
  return useQuery(accountSettingsQueryOptions()).data?.location?.id ?? null;
}

export interface ApplyOptions {
  /** Put an item the list does not have yet (a new walk-in) at its end. */
  add?: boolean;
  /**
   * Not the server's answer but the page's guess (an optimistic edit, or its undo): the queries'
   * `dataUpdatedAt` stays the time of the last server answer, which the screen shows as the last
   * sync ('Actualizado hace…', 'Sincronizado') and the persisted cache keeps across a reload.
   */
  optimistic?: boolean;
}

/** Writes a query's data; an optimistic write keeps the time of its last server data. */
function writeData<T>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  update: (current: T | undefined) => T | undefined,
  optimistic: boolean,
): void {
  if (!optimistic) {
    queryClient.setQueryData<T>(queryKey, update);
    return;
  }
  const state = queryClient.getQueryState<T>(queryKey);
  // A query the server never answered gets no data from a guess.
  if (!state || state.dataUpdatedAt === 0) return;
  queryClient.setQueryData<T>(queryKey, update, { updatedAt: state.dataUpdatedAt });
}

/**
 * Puts a changed item into today's list at once (the answer of an action, a notes edit or a
 * registration, or an optimistic edit): it replaces the entry with the same id; `add` puts an item
 * the list does not have yet (a new walk-in) at its end. The list's next refetch confirms it.
 */
export function setItemInStatusData(
  queryClient: QueryClient,
  locationId: number | null,
  item: QueueItem,
  { add = false, optimistic = false }: ApplyOptions = {},
): void {
  writeData<StatusData>(
    queryClient,
    queryKeys.waitlist.statusData(locationId),
    (current) => {
      if (!current) return current;
      const known = current.entries.some((entry) => entry.id === item.id);
      if (!known && !add) return current;
      const entries = known
        ? current.entries.map((entry) => (entry.id === item.id ? item : entry))
        : [...current.entries, item];
      return { ...current, entries };
    },
    optimistic,
  );
}

/** A changed item from an answer (or an optimistic edit): into today's list and the drawer's copy, at once. */
export function applyChangedItem(
  queryClient: QueryClient,
  locationId: number | null,
  item: QueueItem,
  options: ApplyOptions = {},
): void {
  setItemInStatusData(queryClient, locationId, item, options);
  writeData<QueueItem>(
    queryClient,
    hostStandKeys.item(locationId, item.id),
    () => item,
    options.optimistic ?? false,
  );
}

/** Refetches every waitlist query of the location (list, item, timeline, availability). */
export function invalidateWaitlist(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['waitlist'] });
}
