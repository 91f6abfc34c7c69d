import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useState } from 'react';
import { APP_VERSION } from '../app-version';
import { createCachePersister, PERSISTED_CACHE_MAX_AGE_MS } from './persister';

interface QueryProviderProps {
  client: QueryClient;
  children: ReactNode;
  /** Where the cache is persisted; localStorage by default. */
  storage?: Storage;
}

/**
 * Provides the QueryClient and persists its successful queries (TanStack's default dehydrate
 * filter: errors and pending queries are never saved) to localStorage (key
 * 'mostrador-cache', dropped after 24 h or when the app version changes), restoring them on
 * start so the last data renders without network.
 */
export function QueryProvider({ client, children, storage }: QueryProviderProps) {
  const [persister] = useState(() => createCachePersister(storage));
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister,
        buster: APP_VERSION,
        maxAge: PERSISTED_CACHE_MAX_AGE_MS,
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
