import { useQuery } from '@tanstack/react-query';
import { canAccess } from '../../../domain/roles';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';

/** The location the catalog belongs to, and whether this user may edit it (catalog-write). */
export function useCatalogAccess() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  return {
    locationId: account?.location?.id ?? null,
    canWrite: canAccess(account?.roles ?? [], 'catalog-write'),
  };
}
