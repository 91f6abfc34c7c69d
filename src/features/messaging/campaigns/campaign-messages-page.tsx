import { Select, Stack } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGE_STATUSES, type MessageStatus } from '../../../domain/contract/messaging-enums';
import { messageStatusLabel } from '../../../domain/rules/message-status-label';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListStates } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { CAMPAIGN_MESSAGES_PAGE_SIZE } from '../api/messaging-api';
import { MessageTable } from '../messages/message-table';
import { useMessages } from '../messaging-queries';
import { CampaignTabs } from '../messaging-tabs';
import { useCampaignOfRoute } from './campaign-view-page';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Todos' },
  ...MESSAGE_STATUSES.map((status) => ({
    value: status,
    label: messageStatusLabel({ status, delivery_status: null }),
  })),
];

/** The campaign's messages (messaging-campaign-messages): all or one status, 100 a page. */
export function CampaignMessagesPage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = account?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { id, query } = useCampaignOfRoute();
  const [status, setStatus] = useState<MessageStatus | null>(null);
  const [page, setPage] = useState(1);
  const list = useMessages({ page, pageSize: CAMPAIGN_MESSAGES_PAGE_SIZE, campaignId: id, status });
  return (
    <Stack gap="md">
      <PageHeader title={query.data?.name ?? 'Campaña'} />
      <CampaignTabs id={id} value="messages" />
      <Select
        label="Estado"
        data={STATUS_OPTIONS}
        value={status ?? 'all'}
        allowDeselect={false}
        onChange={(value) => {
          setStatus(value && value !== 'all' ? (value as MessageStatus) : null);
          setPage(1);
        }}
        w={{ base: '100%', sm: 240 }}
      />
      <ListStates
        query={list}
        errorTitle="No se pudieron cargar los mensajes"
        empty={
          <ListEmptyState
            icon={<IconMessage size={32} />}
            title="No hay mensajes."
            description="Los mensajes de la campaña aparecen aquí cuando se envían."
          />
        }
        paging={{
          page,
          onChange: setPage,
          pageSize: CAMPAIGN_MESSAGES_PAGE_SIZE,
          noun: ['mensaje', 'mensajes'],
        }}
      >
        {(answer) => <MessageTable messages={answer.data} timeZone={timeZone} />}
      </ListStates>
    </Stack>
  );
}
