import { useQuery } from '@tanstack/react-query';
import type { Employee } from '../../../domain/contract/business';
import { api } from '../../../lib/api/client';

/** Employee list of 01 §7.6: active ones, 100 at most, by name. */
export const EMPLOYEE_SEARCH_BODY = {
  filters: { status: { $eq: 'active' } },
  limit: 100,
  sort: [{ name: 'asc' }],
};

/**
 * POST /v1/business/employee/search for the calendar's employee filter. Same key as the register
 * dialog's list (['business', 'employees', location]), so both share one cached answer.
 */
export function useEmployeeOptions(locationId: number | null) {
  return useQuery({
    queryKey: ['business', 'employees', locationId] as const,
    enabled: locationId !== null,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (await api.post<{ data: Employee[] }>('/v1/business/employee/search', EMPLOYEE_SEARCH_BODY, { signal }))
        .data,
  });
}
