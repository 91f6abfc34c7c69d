import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { PERSISTED_CACHE_KEY } from '../../../lib/query/persister';

/**
 * POST /v1/user/account/set-location {location_id}; the page then reloads on the admin home
 * (spec 01 §7.1). The cached data (memory and persisted copy) belongs to the previous location,
 * so it is dropped first: the reload must not restore the old location's settings.
 */
export async function switchLocation(queryClient: QueryClient, locationId: number): Promise<void> {
  await api.post('/v1/user/account/set-location', { location_id: locationId });
  await queryClient.cancelQueries();
  queryClient.clear();
  try {
    window.localStorage.removeItem(PERSISTED_CACHE_KEY);
  } catch {
    // Storage blocked: nothing was persisted.
  }
  window.location.assign('/');
}
