import type { Pagination } from '../../../domain/contract/common';
import type { Report } from '../../../domain/contract/report';
import type {
  PublicSurvey,
  SurveyAnswers,
  SurveyForm,
  SurveyFormInput,
  SurveyStatus,
  SurveySummary,
} from '../../../domain/contract/survey';
import { api } from '../../../lib/api/client';
import type { ReportPageRequest } from '../../../ui/report/report-screen';

const FORM = '/v1/survey/form';
const RESPONSE = '/v1/survey/response';
const KIOSK = '/v1/survey/kiosk/form';

/** Page size of the survey list (01 §9). */
export const SURVEYS_PAGE_SIZE = 20;

/** Everything of surveys sits under ['surveys', …]. */
export const surveyKeys = {
  all: ['surveys'] as const,
  list: (page: number) => ['surveys', 'list', page] as const,
  form: (id: number) => ['surveys', 'form', id] as const,
  summary: (id: number) => ['surveys', 'summary', id] as const,
  responses: (id: number) => ['surveys', 'responses', id] as const,
  kioskForms: ['surveys', 'kiosk'] as const,
  kioskForm: (id: number) => ['surveys', 'kiosk', id] as const,
};

/** The survey calls of 01 §7.3; each resolves with the answer's data. */
export const surveyApi = {
  search: (page: number, signal?: AbortSignal) =>
    api.post<{ data: SurveyForm[]; pagination: Pagination }>(
      `${FORM}/search`,
      { sort: ['-created_at'], limit: SURVEYS_PAGE_SIZE, offset: (page - 1) * SURVEYS_PAGE_SIZE },
      { signal },
    ),
  form: async (id: number, signal?: AbortSignal) =>
    (await api.get<{ data: SurveyForm }>(`${FORM}/${id}`, { signal })).data,
  save: async (id: number | null, body: SurveyFormInput) =>
    (await api.upsert<{ data: SurveyForm }>(FORM, id, body)).data,
  setStatus: async (id: number, status: SurveyStatus) =>
    (await api.patch<{ data: SurveyForm }>(`${FORM}/${id}/status`, { status })).data,
  summary: async (id: number, signal?: AbortSignal) =>
    (await api.post<{ data: SurveySummary }>(`${RESPONSE}/summary-by-form/${id}`, {}, { signal })).data,
  /** Newest first (01 §7.3: sort ['-created_at'], created_at between two dates). */
  responses: (id: number, request: ReportPageRequest, signal?: AbortSignal) =>
    api.post<Report>(
      `${RESPONSE}/search-by-form/${id}`,
      {
        offset: request.offset,
        limit: request.limit,
        sort: ['-created_at'],
        filters: { date_from: request.filters.date_from || null, date_to: request.filters.date_to || null },
      },
      { signal },
    ),

  kioskForms: async (signal?: AbortSignal) =>
    (await api.get<{ data: { id: number; title: string }[] }>(KIOSK, { signal })).data,
  kioskForm: async (id: number, signal?: AbortSignal) =>
    (await api.get<{ data: PublicSurvey }>(`${KIOSK}/${id}`, { signal })).data,
  kioskAnswer: (id: number, answers: SurveyAnswers, idempotencyKey: string) =>
    api.post(`${KIOSK}/${id}/response`, { answers }, { idempotencyKey }),
};
