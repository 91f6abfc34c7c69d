import { useQuery } from '@tanstack/react-query';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { inboxStatusDataQueryOptions } from './api/inbox-status-data';

/** status-data is polled every 60 s (02 §7, §9). */
export const INBOX_REFRESH_MS = 60_000;
/** After 90 s without a successful poll or live hint the screen raises its alarm (DESIGN §6). */
export const CONNECTION_LOST_AFTER_MS = 90_000;
/** Once the connection is lost the screen asks every 10 s, so its return shows at once. */
const RECONNECTING_REFRESH_MS = 10_000;

/** The current location's id (null until the account settings are loaded). */
export function useShopLocationId(): number | null {
  return useQuery(accountSettingsQueryOptions()).data?.location?.id ?? null;
}

/**
 * The kitchen's status-data. Unlike 'Listado de hoy' it keeps polling while the window is not
 * focused or even hidden: a kitchen display is rarely the focused window, and a missed order costs
 * more than a request a minute. Live hints (area 'orders') refetch it at once; the browser coming
 * back online (TanStack's reconnect), a focus and a reconnected stream (its resync) refetch the
 * full list, so nothing missed stays missing.
 */
export function useInboxStatusData() {
  const settings = useQuery(accountSettingsQueryOptions());
  const query = useQuery({
    ...inboxStatusDataQueryOptions(settings.data?.location?.id ?? null),
    enabled: settings.data !== undefined,
    refetchInterval: (current) =>
      Date.now() - current.state.dataUpdatedAt > CONNECTION_LOST_AFTER_MS
        ? RECONNECTING_REFRESH_MS
        : INBOX_REFRESH_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
  return { settings, statusData: query };
}
