import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

/** localStorage key of the persisted query cache (e2e reads it). */
export const PERSISTED_CACHE_KEY = 'mostrador-cache';

/** Persisted data older than this is dropped on start; the query gcTime matches it. */
export const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How often at most the cache is written to storage. */
const PERSIST_THROTTLE_MS = 1000;

/** A persister whose saved cache is read synchronously, so it is restored before the first render. */
export interface CachePersister extends Persister {
  restoreClient: () => PersistedClient | undefined;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // No storage (privacy modes): the app works, it just starts empty offline.
    return undefined;
  }
}

export function createCachePersister(storage: Storage | undefined = browserStorage()): CachePersister {
  const persister = createSyncStoragePersister({
    storage,
    key: PERSISTED_CACHE_KEY,
    throttleTime: PERSIST_THROTTLE_MS,
  });
  return {
    ...persister,
    restoreClient: () => {
      const saved = storage?.getItem(PERSISTED_CACHE_KEY);
      return saved ? (JSON.parse(saved) as PersistedClient) : undefined;
    },
  };
}
