import { Stack } from '@mantine/core';
import { CAMPAIGN_MESSAGES_FILE_NAME } from '../../../domain/contract/campaign-messages-report';
import { MESSAGE_STATUSES } from '../../../domain/contract/messaging-enums';
import { messageStatusLabel } from '../../../domain/rules/message-status-label';
import { queryKeys } from '../../../lib/query/keys';
import { PageHeader } from '../../../ui/page-header';
import { type ReportFilterField, ReportScreen, type ReportType } from '../../../ui/report/report-screen';
import { messagingApi } from '../api/messaging-api';
import { CampaignTabs } from '../messaging-tabs';
import { useCampaignOfRoute } from './campaign-view-page';

const STATUS_FILTER: ReportFilterField = {
  key: 'status',
  label: 'Estado',
  type: 'select',
  options: [
    { value: 'all', label: 'Todos' },
    ...MESSAGE_STATUSES.map((status) => ({
      value: status,
      label: messageStatusLabel({ status, delivery_status: null }),
    })),
  ],
};

/**
 * The campaign's messages (messaging-campaign-messages, 01 §2.9): the generic report screen, all or
 * one status, 100 a page, read on opening, CSV named campaign-messages.
 */
export function CampaignMessagesPage() {
  const { id, query } = useCampaignOfRoute();
  const types: ReportType[] = [
    {
      value: 'campaign-messages',
      label: 'Mensajes',
      fetchPage: (request, signal) => messagingApi.campaignMessages(id, request, signal),
    },
  ];
  return (
    <Stack gap="md">
      <PageHeader title={query.data?.name ?? 'Campaña'} />
      <CampaignTabs id={id} value="messages" />
      <ReportScreen
        title="Mensajes"
        reportTypes={types}
        filters={[STATUS_FILTER]}
        initialFilters={{ status: 'all' }}
        queryKeyPrefix={queryKeys.messaging.campaignMessages(id)}
        fileName={() => CAMPAIGN_MESSAGES_FILE_NAME}
        processOnOpen
      />
    </Stack>
  );
}
