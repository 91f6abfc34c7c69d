import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignBody } from '../../domain/contract/campaigns';
import { queryKeys } from '../../lib/query/keys';
import { type MessageListParams, messagingApi } from './api/messaging-api';

/** One page of the location's campaigns, newest first. */
export function useCampaigns(page: number) {
  return useQuery({
    queryKey: queryKeys.messaging.campaigns(page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => messagingApi.campaigns(page, signal),
  });
}

/** One campaign; while it waits or sends, it is read again every 5 s so its counts move. */
export function useCampaign(id: number) {
  return useQuery({
    queryKey: queryKeys.messaging.campaign(id),
    queryFn: ({ signal }) => messagingApi.campaign(id, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'sending' ? 5_000 : false;
    },
  });
}

export function useCampaignGroups() {
  return useQuery({
    queryKey: queryKeys.messaging.groups,
    queryFn: ({ signal }) => messagingApi.groups(signal),
  });
}

/** The approved template WhatsApp campaigns go out as (the editor names it and its variables). */
export function useCampaignWhatsappTemplate(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.messaging.whatsappTemplate,
    enabled,
    queryFn: ({ signal }) => messagingApi.whatsappTemplate(signal),
  });
}

/** The reach of a segmentation (the editor debounces what it passes here by 500 ms). */
export function useEstimateReach(segmentation: CampaignBody['segmentation'] | null) {
  return useQuery({
    queryKey: queryKeys.messaging.reach(segmentation),
    enabled: segmentation !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      segmentation ? messagingApi.estimateReach(segmentation, signal) : Promise.resolve(0),
  });
}

export function useSaveCampaign(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignBody) => messagingApi.save(id, body),
    onSuccess: (campaign) => storeCampaign(queryClient, campaign),
  });
}

/** Start or stop: the answer replaces the campaign, and the lists are read again. */
export function useCampaignAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'start' | 'stop') =>
      action === 'start' ? messagingApi.start(id) : messagingApi.stop(id),
    onSuccess: (campaign) => storeCampaign(queryClient, campaign),
  });
}

function storeCampaign(queryClient: ReturnType<typeof useQueryClient>, campaign: Campaign) {
  queryClient.setQueryData(queryKeys.messaging.campaign(campaign.id), campaign);
  void queryClient.invalidateQueries({ queryKey: ['messages', 'campaigns'] });
}

export function useMessages(params: MessageListParams) {
  return useQuery({
    queryKey: queryKeys.messaging.messages(params),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => messagingApi.messages(params, signal),
  });
}

export function useMessage(id: number) {
  return useQuery({
    queryKey: queryKeys.messaging.message(id),
    queryFn: ({ signal }) => messagingApi.message(id, signal),
  });
}
