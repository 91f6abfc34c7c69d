import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useState } from 'react';
import type { AccountSettings } from '../../domain/contract/access';
import { APP_VERSION } from '../app-version';
import { readSessionUserFrom } from '../session-user';
import { queryKeys } from './keys';
import { shouldPersistQuery } from './persisted-queries';
import { createCachePersister, PERSISTED_CACHE_MAX_AGE_MS } from './persister';
import { restorePersistedCache } from './restore-cache';

interface QueryProviderProps {
  client: QueryClient;
  children: ReactNode;
  /** Where the cache is persisted; localStorage by default. */
  storage?: Storage;
}

/**
 * Provides the QueryClient and persists its queries that hold data (errors without data and
 * pending queries are never saved) to localStorage (key 'mostrador-cache', dropped after 24 h or
 * when the app version changes). The saved cache is restored before the children first render,
 * so the last data renders without network and without a loading step. The signed-in user's id
 * that changes carry (session-user.ts) is read from the account settings in this cache.
 */
export function QueryProvider({ client, children, storage }: QueryProviderProps) {
  useState(() =>
    readSessionUserFrom(
      () => client.getQueryData<AccountSettings>(queryKeys.account.settings)?.user.id ?? null,
    ),
  );
  const [persister] = useState(() => {
    const created = createCachePersister(storage);
    restorePersistedCache(client, created, { buster: APP_VERSION, maxAge: PERSISTED_CACHE_MAX_AGE_MS });
    return created;
  });

  useEffect(
    () =>
      persistQueryClientSubscribe({
        queryClient: client,
        persister,
        buster: APP_VERSION,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      }),
    [client, persister],
  );

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
