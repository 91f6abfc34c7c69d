import { useQuery } from '@tanstack/react-query';
import { canAccess } from '../../../domain/roles';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';

/**
 * The location the catalog belongs to, whether this user may edit it (catalog-write), and whether
 * they may pick who performs a service: only those who see the staff of the waitlist's visits
 * (02 §6: a menu-only manager does not).
 */
export function useCatalogAccess() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  return {
    locationId: account?.location?.id ?? null,
    canWrite: canAccess(account?.roles ?? [], 'catalog-write'),
    canPickEmployees: canAccess(account?.roles ?? [], 'waitlist-visits'),
  };
}
