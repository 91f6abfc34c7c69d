import type { Campaign, CampaignBody, CampaignGroup } from '../../../domain/contract/campaigns';
import type { Pagination } from '../../../domain/contract/common';
import type { Message } from '../../../domain/contract/messaging';
import type { MessageStatus } from '../../../domain/contract/messaging-enums';
import { api } from '../../../lib/api/client';

/** The messaging calls of 01 §7.5; each resolves with the answer's data. */
const CAMPAIGN = '/v1/messaging/campaign';
const MESSAGE = '/v1/messaging/message';

/** Lists: 20 a page; a campaign's messages are a report: 100 a page (01 §2.9, §9). */
export const MESSAGING_PAGE_SIZE = 20;
export const CAMPAIGN_MESSAGES_PAGE_SIZE = 100;

export type Page<T> = { data: T[]; pagination: Pagination };

export interface MessageListParams {
  page: number;
  pageSize: number;
  search?: string;
  campaignId?: number;
  status?: MessageStatus | null;
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

  /** The message list (phone or text), or a campaign's messages (optionally one status). */
  messages: (params: MessageListParams, signal?: AbortSignal) => {
    const filters: Record<string, unknown> = {};
    if (params.campaignId !== undefined) filters.campaign_id = params.campaignId;
    if (params.status) filters.status = params.status;
    return api.post<Page<Message>>(
      `${MESSAGE}/search`,
      {
        sort: ['-created_at'],
        limit: params.pageSize,
        offset: (params.page - 1) * params.pageSize,
        ...(params.search ? { search: params.search } : {}),
        ...(Object.keys(filters).length > 0 ? { filters } : {}),
      },
      { signal },
    );
  },
  message: async (id: number, signal?: AbortSignal) =>
    (await api.get<{ data: Message }>(`${MESSAGE}/${id}`, { signal })).data,
};
