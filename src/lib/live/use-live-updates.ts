import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { accountSettingsQueryOptions } from '../query/account-queries';
import { LiveConnection, type LiveState } from './live-connection';
import { LIVE_AREA_QUERY_KEYS } from './live-query-keys';

export const LIVE_EVENTS_URL = '/v1/events';

/**
 * Keeps one event stream open while a location is selected (one per tab: the shell mounts this
 * once) and invalidates the queries a hint names; after a reconnect everything live is
 * refetched, since hints sent meanwhile were missed. Answers the stream's state for the header.
 */
export function useLiveUpdates(eventSource?: typeof EventSource): LiveState | null {
  const queryClient = useQueryClient();
  const settings = useQuery(accountSettingsQueryOptions());
  const locationId = settings.data?.location?.id ?? null;
  const [connection, setConnection] = useState<LiveConnection | null>(null);

  useEffect(() => {
    const Source = eventSource ?? globalThis.EventSource;
    if (locationId === null || Source === undefined) return;
    const invalidate = (keys: readonly (readonly unknown[])[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const next = new LiveConnection({
      url: LIVE_EVENTS_URL,
      eventSource: Source,
      onlineEvents: typeof window === 'undefined' ? undefined : window,
      onChange: (change) => invalidate(LIVE_AREA_QUERY_KEYS[change.area] ?? []),
      onResync: () => invalidate(Object.values(LIVE_AREA_QUERY_KEYS).flat()),
      onDrop: () => invalidate([accountSettingsQueryOptions().queryKey]),
    });
    next.start();
    setConnection(next);
    return () => {
      next.stop();
      setConnection(null);
    };
  }, [locationId, queryClient, eventSource]);

  const state = useSyncExternalStore(
    connection?.subscribe ?? noSubscription,
    connection?.getState ?? noState,
    noState,
  );
  return connection ? state : null;
}

const noSubscription = () => () => undefined;
const noState = (): LiveState | null => null;
