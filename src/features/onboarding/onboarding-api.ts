import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type {
  BusinessCategorySchema,
  OnboardLocationBody,
  OnboardLocationResultSchema,
  OnboardSettingsBody,
} from '../../domain/contract/onboarding';
import { api } from '../../lib/api/client';
import { queryKeys } from '../../lib/query/keys';

export type BusinessCategory = v.InferOutput<typeof BusinessCategorySchema>;
export type OnboardLocationResult = v.InferOutput<typeof OnboardLocationResultSchema>;

/** Categories are the platform's fixed list: read once per session. */
const CATEGORIES_STALE_MS = 60 * 60 * 1000;

/** GET /v1/business/category (limit 1000): the business types of the location step. */
export function businessCategoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.onboarding.categories,
    staleTime: CATEGORIES_STALE_MS,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: BusinessCategory[] }>('/v1/business/category', {
          query: { limit: 1000 },
          signal,
        })
      ).data,
  });
}

/** POST /v1/business/onboard/location: creates the business and its location. */
export async function createOnboardLocation(body: OnboardLocationBody): Promise<OnboardLocationResult> {
  return (await api.post<{ data: OnboardLocationResult }>('/v1/business/onboard/location', body)).data;
}

/** POST /v1/business/onboard/settings: the waitlist preferences of the new location. */
export async function saveOnboardSettings(body: OnboardSettingsBody): Promise<void> {
  await api.post('/v1/business/onboard/settings', body);
}
