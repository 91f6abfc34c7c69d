import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query/keys';
import { loyaltyApi } from '../api/loyalty-api';

/** GET /v1/loyalty/program/available: the programs this location's cashier can use. */
export function useAvailablePrograms(locationId: number | null) {
  return useQuery({
    queryKey: queryKeys.loyalty.available(locationId),
    queryFn: ({ signal }) => loyaltyApi.available(signal),
  });
}
