import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../../domain/contract/location-profile';
import { api } from '../../../lib/api/client';
import { retryUnreached } from '../order/order-queries';

/** The public page's cache key: the profile screen refreshes its preview through it after a save. */
export const publicProfileKey = (username: string) => ['public', 'profile', username] as const;

/** GET /v1/public/profile/{username}: the business's public page (its custom link, /r/{username}). */
export function usePublicProfile(username: string, enabled = true) {
  return useQuery<PublicProfile>({
    queryKey: publicProfileKey(username),
    enabled: enabled && username !== '',
    retry: retryUnreached,
    queryFn: async ({ signal }) => {
      const path = `/v1/public/profile/${encodeURIComponent(username)}`;
      return (await api.get<{ data: PublicProfile }>(path, { signal })).data;
    },
  });
}
