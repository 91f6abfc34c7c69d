import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { PERSISTED_CACHE_MAX_AGE_MS } from './persister';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not hiccups: retrying cannot change them. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The app's QueryClient. Queries run `offlineFirst` so cached (and restored) data shows while
 * offline, and are kept 24 h so the persisted copy survives until the next start.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        gcTime: PERSISTED_CACHE_MAX_AGE_MS,
        staleTime: 0,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
