import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query/keys';
import { loyaltyApi } from '../api/loyalty-api';

/** One page of the location's transactions, newest first; the last page stays while the next loads. */
export function useTransactions(locationId: number | null, page: number) {
  return useQuery({
    queryKey: queryKeys.loyalty.transactions(locationId, page),
    enabled: locationId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => loyaltyApi.search(page, signal),
  });
}

/** GET /v1/loyalty/transaction/{id}: any transaction of the company. */
export function useTransaction(id: number) {
  return useQuery({
    queryKey: queryKeys.loyalty.transaction(id),
    queryFn: ({ signal }) => loyaltyApi.transaction(id, signal),
  });
}

/** Cancels a transaction; the answer replaces the detail and every loyalty list is read again. */
export function useCancelTransaction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => loyaltyApi.cancel(id),
    onSuccess: (transaction) => {
      queryClient.setQueryData(queryKeys.loyalty.transaction(id), transaction);
      void queryClient.invalidateQueries({ queryKey: ['loyalty'] });
    },
  });
}
