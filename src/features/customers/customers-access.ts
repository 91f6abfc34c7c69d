import { useQuery } from '@tanstack/react-query';
import { canAccess } from '../../domain/roles';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';

/** The location the screens read from, who may write, and which activity this user may see. */
export function useCustomersAccess() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const roles = account?.roles ?? [];
  return {
    locationId: account?.location?.id ?? null,
    timeZone: account?.location?.timezone,
    canWrite: canAccess(roles, 'customers-write'),
    canSeeVisits: canAccess(roles, 'waitlist-items'),
    canSeeTransactions: canAccess(roles, 'loyalty-front'),
    canSeeMessages: canAccess(roles, 'messages-read'),
  };
}
