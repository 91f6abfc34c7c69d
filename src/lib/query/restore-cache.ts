import { hydrate, type QueryClient } from '@tanstack/react-query';
import { asLastSuccess } from './persisted-queries';
import type { CachePersister } from './persister';

interface RestoreOptions {
  /** A saved cache of another app version is dropped. */
  buster: string;
  maxAge: number;
}

/**
 * Puts the saved cache into the client synchronously, before the first render: the guard and the
 * screens then find the last data at once instead of rendering a loader first (the library's
 * restore is asynchronous even over localStorage). A saved cache that is expired, from another
 * version or unreadable is removed.
 */
export function restorePersistedCache(
  client: QueryClient,
  persister: CachePersister,
  { buster, maxAge }: RestoreOptions,
): void {
  try {
    const saved = persister.restoreClient();
    if (!saved) return;
    const expired = !saved.timestamp || Date.now() - saved.timestamp > maxAge;
    if (expired || saved.buster !== buster) {
      void persister.removeClient();
      return;
    }
    hydrate(client, { ...saved.clientState, queries: saved.clientState.queries.map(asLastSuccess) });
  } catch {
    // A corrupt entry must not keep the app from starting: start empty instead.
    void persister.removeClient();
  }
}
