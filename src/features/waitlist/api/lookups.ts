import { useQuery } from '@tanstack/react-query';
import type { Employee, Service } from '../../../domain/contract/business';
import { api } from '../../../lib/api/client';
import type { ContactOption } from './contacts';
import { hostStandKeys } from './keys';

type List<T> = { data: T[] };

/** Employee list limit and contact autocomplete limit (01 §9). */
export const EMPLOYEE_LIMIT = 100;
export const CONTACT_AUTOCOMPLETE_LIMIT = 20;

/** Bodies of the search calls (01 §7.4, §7.6), exported for the tests that check them. */
export const EMPLOYEE_SEARCH = {
  filters: { status: { $eq: 'active' } },
  limit: EMPLOYEE_LIMIT,
  sort: [{ name: 'asc' }],
};

export const SERVICE_SEARCH = {
  filters: {
    status: { $eq: 'active' },
    waitlistStatus: { $eq: 'active' },
    durationMins: { $gt: 0 },
    type: { $eq: 'service' },
  },
  limit: EMPLOYEE_LIMIT,
  sort: [{ name: 'asc' }],
};

export function contactSearch(text: string) {
  return {
    filters: {
      $or: [{ name: { $contains: text } }, { phone: { $contains: text } }],
      status: { $eq: 'active' },
    },
    limit: CONTACT_AUTOCOMPLETE_LIMIT,
    sort: [{ name: 'asc' }],
  };
}

/** POST /v1/business/employee/search: active employees by name (only when the form asks). */
export function useEmployees(locationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: hostStandKeys.employees(locationId),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (await api.post<List<Employee>>('/v1/business/employee/search', EMPLOYEE_SEARCH, { signal })).data,
  });
}

/** POST /v1/product/product/search: bookable services (01 §7.6 filters). */
export function useServices(locationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: hostStandKeys.services(locationId),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (await api.post<List<Service>>('/v1/product/product/search', SERVICE_SEARCH, { signal })).data,
  });
}

/** POST /v1/contact/contact/search for the autocomplete (text already debounced). */
export function useContactSearch(locationId: number | null, text: string) {
  return useQuery({
    queryKey: hostStandKeys.contacts(locationId, text),
    enabled: text.length > 0,
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (await api.post<List<ContactOption>>('/v1/contact/contact/search', contactSearch(text), { signal }))
        .data,
  });
}
