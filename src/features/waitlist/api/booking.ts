import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AvailabilityBody, AvailabilitySlot, WaitEstimate } from '../../../domain/contract/availability';
import { api } from '../../../lib/api/client';
import { hostStandKeys } from './keys';

/** POST /v1/waitlist/hostess/booking-availability: the free starts of one local date. */
export function useAvailability(locationId: number | null, body: AvailabilityBody | null) {
  return useQuery({
    queryKey: hostStandKeys.availability(locationId, body ?? { from: '' }),
    enabled: body !== null,
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await api.post<{ data: AvailabilitySlot[] }>('/v1/waitlist/hostess/booking-availability', body, {
          signal,
        })
      ).data,
  });
}

/** POST /v1/waitlist/hostess/wait-estimate: the quote for a party of `groupSize`. */
export function useWaitEstimate(locationId: number | null, groupSize: number | null, enabled: boolean) {
  return useQuery({
    queryKey: hostStandKeys.waitEstimate(locationId, groupSize),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.post<{ data: WaitEstimate }>(
          '/v1/waitlist/hostess/wait-estimate',
          { group_size: groupSize },
          { signal },
        )
      ).data,
  });
}
