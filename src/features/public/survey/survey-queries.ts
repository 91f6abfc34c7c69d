import { useQuery } from '@tanstack/react-query';
import type { PublicSurvey, SurveyAnswers } from '../../../domain/contract/survey';
import { api } from '../../../lib/api/client';

const surveyPath = (username: string, id: string) =>
  `/v1/public/survey/${encodeURIComponent(username)}/${encodeURIComponent(id)}`;

/** GET /v1/public/survey/{username}/{id}: the active survey (inactive: 409 with the page's message). */
export function usePublicSurvey(username: string, id: string) {
  return useQuery({
    queryKey: ['public', 'survey', username, id],
    retry: false,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: PublicSurvey }>(surveyPath(username, id), { signal })).data,
  });
}

/** One response per submission; the key makes a retry the same response. */
export const sendPublicSurvey =
  (username: string, id: string) => (answers: SurveyAnswers, idempotencyKey: string) =>
    api.post(`${surveyPath(username, id)}/response`, { answers }, { idempotencyKey });
