import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';

/**
 * When the user's roles or location change while a screen is open (an owner changed their level:
 * the live stream drops and the settings are read again), the route guard runs again, so a screen
 * they may no longer use gives way at once instead of at the next navigation.
 */
export function useGuardOnRightsChange(): void {
  const router = useRouter();
  const rights = useQuery({
    ...accountSettingsQueryOptions(),
    select: (settings) => JSON.stringify([settings.location?.id ?? null, [...settings.roles].sort()]),
  }).data;
  const seen = useRef(rights);
  useEffect(() => {
    if (rights !== undefined && seen.current !== undefined && rights !== seen.current)
      void router.invalidate();
    seen.current = rights;
  }, [rights, router]);
}
