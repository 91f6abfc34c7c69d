import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * When data last arrived from the server: the newest `dataUpdatedAt` in the query cache
 * (restored queries keep theirs), or null before any data. Milliseconds since the epoch.
 */
export function useLastSyncAt(): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = useCallback(() => {
    let newest = 0;
    for (const query of cache.getAll()) newest = Math.max(newest, query.state.dataUpdatedAt);
    return newest === 0 ? null : newest;
  }, [cache]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
