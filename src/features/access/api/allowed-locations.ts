import { queryOptions } from '@tanstack/react-query';
import type { AllowedLocation } from '../../../domain/contract/access';
import { api } from '../../../lib/api/client';
import { queryKeys } from '../../../lib/query/keys';

/** GET /v1/user/account/allowed-locations: the locations this user may switch to. */
export function allowedLocationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.account.allowedLocations,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: AllowedLocation[] }>('/v1/user/account/allowed-locations', { signal })).data,
    staleTime: 60_000,
  });
}

export interface CompanyLocations {
  companyId: number;
  companyName: string;
  locations: AllowedLocation[];
}

/** 'Tus negocios' groups the locations by company name, in the order the server gave them. */
export function groupByCompany(locations: readonly AllowedLocation[]): CompanyLocations[] {
  const groups = new Map<number, CompanyLocations>();
  for (const location of locations) {
    const group = groups.get(location.company_id) ?? {
      companyId: location.company_id,
      companyName: location.company_name,
      locations: [],
    };
    group.locations.push(location);
    groups.set(location.company_id, group);
  }
  return [...groups.values()];
}
