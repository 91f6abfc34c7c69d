import type {
  Campaign,
  CampaignBody,
  CampaignGroup,
  CampaignWhatsappTemplate,
} from '../../../domain/contract/campaigns';
import type { Pagination } from '../../../domain/contract/common';
import type { Message } from '../../../domain/contract/messaging';
import type { MessageStatus } from '../../../domain/contract/messaging-enums';
import type { Report } from '../../../domain/contract/report';
import { api } from '../../../lib/api/client';
import type { ReportPageRequest } from '../../../ui/report/report-screen';

/** The messaging calls of 01 §7.5; each resolves with the answer's data. */
const CAMPAIGN = '/v1/messaging/campaign';
const MESSAGE = '/v1/messaging/message';

/** Lists: 20 a page (01 §9); a campaign's messages are a report (100 a page, the report screen's). */
export const MESSAGING_PAGE_SIZE = 20;

export type Page<T> = { data: T[]; pagination: Pagination };

export interface MessageListParams {
  page: number;
  pageSize: number;
  search?: string;
}

export const messagingApi = {
  campaigns: (page: number, signal?: AbortSignal) =>
    api.post<Page<Campaign>>(
      `${CAMPAIGN}/search`,
      { sort: ['-created_at'], limit: MESSAGING_PAGE_SIZE, offset: (page - 1) * MESSAGING_PAGE_SIZE },
      { signal },
    ),
  campaign: async (id: number, signal?: AbortSignal) =>
    (await api.get<{ data: Campaign }>(`${CAMPAIGN}/${id}`, { signal })).data,
  groups: async (signal?: AbortSignal) =>
    (await api.get<{ data: CampaignGroup[] }>(`${CAMPAIGN}/groups`, { signal })).data,
  whatsappTemplate: async (signal?: AbortSignal) =>
    (await api.get<{ data: CampaignWhatsappTemplate }>(`${CAMPAIGN}/whatsapp-template`, { signal })).data,
  estimateReach: async (segmentation: CampaignBody['segmentation'], signal?: AbortSignal) =>
    (
      await api.post<{ data: { quantity: number } }>(
        `${CAMPAIGN}/estimate-reach`,
        { segmentation },
        { signal },
      )
    ).data.quantity,
  /** Creates (no id) or edits a campaign. */
  save: async (id: number | null, body: CampaignBody) =>
    (id === null
      ? await api.post<{ data: Campaign }>(CAMPAIGN, body)
      : await api.patch<{ data: Campaign }>(`${CAMPAIGN}/${id}`, body)
    ).data,
  start: async (id: number) => (await api.post<{ data: Campaign }>(`${CAMPAIGN}/${id}/start`)).data,
  stop: async (id: number) => (await api.post<{ data: Campaign }>(`${CAMPAIGN}/${id}/stop`)).data,

  /** A campaign's messages as a report page; status '' or 'all' is every status. */
  campaignMessages: (id: number, request: ReportPageRequest, signal?: AbortSignal) => {
    const status = request.filters.status;
    return api.post<Report>(
      `${CAMPAIGN}/${id}/message-report`,
      {
        offset: request.offset,
        limit: request.limit,
        filters: { status: status && status !== 'all' ? (status as MessageStatus) : null },
      },
      { signal },
    );
  },

  /** The message list (phone or text), newest first. */
  messages: (params: MessageListParams, signal?: AbortSignal) =>
    api.post<Page<Message>>(
      `${MESSAGE}/search`,
      {
        sort: ['-created_at'],
        limit: params.pageSize,
        offset: (params.page - 1) * params.pageSize,
        ...(params.search ? { search: params.search } : {}),
      },
      { signal },
    ),
  message: async (id: number, signal?: AbortSignal) =>
    (await api.get<{ data: Message }>(`${MESSAGE}/${id}`, { signal })).data,
};
