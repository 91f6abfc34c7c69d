import { useQuery } from '@tanstack/react-query';
import type { SurveyForm } from '../../../domain/contract/survey';
import { api } from '../../../lib/api/client';
import { surveyKeys } from './survey-api';

/** The company's active surveys by title: what settings and automations may send after a visit. */
export function useActiveSurveys() {
  return useQuery({
    queryKey: [...surveyKeys.all, 'active'] as const,
    queryFn: async ({ signal }) =>
      (
        await api.post<{ data: SurveyForm[] }>(
          '/v1/survey/form/search',
          { filters: { status: { $eq: 'active' } }, sort: ['title'], limit: 100 },
          { signal },
        )
      ).data,
  });
}
