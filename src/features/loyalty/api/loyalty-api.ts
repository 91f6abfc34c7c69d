import type { Pagination } from '../../../domain/contract/common';
import type {
  LoyaltyComplete,
  LoyaltyCompleteBody,
  LoyaltyPrepare,
  LoyaltyPrepareBody,
  LoyaltyProgram,
  LoyaltyProgramCreate,
  LoyaltyProgramPatch,
  LoyaltyReportType,
  LoyaltyTransaction,
} from '../../../domain/contract/loyalty';
import type { Report } from '../../../domain/contract/report';
import { api } from '../../../lib/api/client';
import type { ReportPageRequest } from '../../../ui/report/report-screen';

/** The loyalty calls of 01 §7.2; each resolves with the answer's data. */
const PROGRAM = '/v1/loyalty/program';
const TRANSACTION = '/v1/loyalty/transaction';

/** Page size of the transactions list (01 §2.4). */
export const TRANSACTIONS_PAGE_SIZE = 20;

export const loyaltyApi = {
  available: async (signal?: AbortSignal) =>
    (await api.get<{ data: LoyaltyProgram[] }>(`${PROGRAM}/available`, { signal })).data,
  programs: async (signal?: AbortSignal) =>
    (await api.get<{ data: LoyaltyProgram[] }>(PROGRAM, { signal })).data,
  program: async (id: number, signal?: AbortSignal) =>
    (await api.get<{ data: LoyaltyProgram }>(`${PROGRAM}/${id}`, { signal })).data,
  createProgram: async (body: LoyaltyProgramCreate) =>
    (await api.post<{ data: LoyaltyProgram }>(PROGRAM, body)).data,
  patchProgram: async (id: number, body: LoyaltyProgramPatch) =>
    (await api.patch<{ data: LoyaltyProgram }>(`${PROGRAM}/${id}`, body)).data,

  prepare: async (body: LoyaltyPrepareBody) =>
    (await api.post<{ data: LoyaltyPrepare }>(`${TRANSACTION}/prepare`, body)).data,
  /** One Idempotency-Key per intent: a retried tap registers the sale once. */
  complete: async (body: LoyaltyCompleteBody, idempotencyKey: string) =>
    (await api.post<{ data: LoyaltyComplete }>(`${TRANSACTION}/complete`, body, { idempotencyKey })).data,
  /** Newest first, 20 a page (01 §7.2: sort id desc). */
  search: (page: number, signal?: AbortSignal) =>
    api.post<{ data: LoyaltyTransaction[]; pagination: Pagination }>(
      `${TRANSACTION}/search`,
      { sort: ['-id'], limit: TRANSACTIONS_PAGE_SIZE, offset: (page - 1) * TRANSACTIONS_PAGE_SIZE },
      { signal },
    ),
  transaction: async (id: number, signal?: AbortSignal) =>
    (await api.get<{ data: LoyaltyTransaction }>(`${TRANSACTION}/${id}`, { signal })).data,
  cancel: async (id: number) =>
    (await api.post<{ data: LoyaltyTransaction }>(`${TRANSACTION}/${id}/cancel`)).data,

  /** One page of a loyalty report (POST /v1/loyalty/reporting/{type}). */
  reportPage: (type: LoyaltyReportType, request: ReportPageRequest, signal?: AbortSignal) => {
    const { date_from = '', date_to = '' } = request.filters;
    return api.post<Report>(
      `/v1/loyalty/reporting/${type}`,
      { offset: request.offset, limit: request.limit, filters: { date_from, date_to } },
      { signal },
    );
  },
};
