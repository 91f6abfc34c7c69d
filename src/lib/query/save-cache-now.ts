import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { APP_VERSION } from '../app-version';
import { shouldPersistQuery } from './persisted-queries';
import { PERSISTED_CACHE_KEY } from './persister';

/**
 * Writes the query cache to storage at once, as QueryProvider's throttled persister would within
 * a second: for a change a reload must not undo (a phone just verified), written before the app
 * navigates on.
 */
export function saveCacheNow(client: QueryClient): void {
  const saved: PersistedClient = {
    buster: APP_VERSION,
    timestamp: Date.now(),
    clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }),
  };
  try {
    window.localStorage.setItem(PERSISTED_CACHE_KEY, JSON.stringify(saved));
  } catch {
    // No storage (privacy modes) or a full one: the old copy must not survive either.
    try {
      window.localStorage.removeItem(PERSISTED_CACHE_KEY);
    } catch {
      // Nothing saved can be read back then.
    }
  }
}
