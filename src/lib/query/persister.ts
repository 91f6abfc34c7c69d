import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';

/** localStorage key of the persisted query cache (e2e reads it). */
export const PERSISTED_CACHE_KEY = 'mostrador-cache';

/** Persisted data older than this is dropped on start; the query gcTime matches it. */
export const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How often at most the cache is written to storage. */
const PERSIST_THROTTLE_MS = 1000;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // No storage (privacy modes): the app works, it just starts empty offline.
    return undefined;
  }
}

export function createCachePersister(storage: Storage | undefined = browserStorage()): Persister {
  return createSyncStoragePersister({
    storage,
    key: PERSISTED_CACHE_KEY,
    throttleTime: PERSIST_THROTTLE_MS,
  });
}
