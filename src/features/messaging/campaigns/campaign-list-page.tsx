import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type Campaign, TEMPLATE_REVIEW_LABELS } from '../../../domain/contract/campaigns';
import { canAccess } from '../../../domain/roles';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListStates } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { PlainTable } from '../../../ui/plain-table';
import { PlainTableRow } from '../../../ui/plain-table-row';
import { formatDateTime } from '../../../ui/report/report-format';
import { TableOrCards } from '../../../ui/table-or-cards';
import { MESSAGING_PAGE_SIZE } from '../api/messaging-api';
import { useCampaigns } from '../messaging-queries';
import { MessagingTabs } from '../messaging-tabs';
import { CampaignStatusBadge } from './campaign-status-badge';

const COLUMNS = ['Nombre', 'Estado', 'Mensajes', 'Enviados / error', 'Revisión', 'Envío', 'Creada'];

/** Start date or 'Fecha/hora no definida' (01 §2.9). */
export function campaignSendDate(campaign: Campaign, timeZone: string): string {
  return campaign.start_at ? formatDateTime(campaign.start_at, timeZone) : 'Fecha/hora no definida';
}

export function reviewLabel(campaign: Campaign): string {
  return campaign.review_status ? TEMPLATE_REVIEW_LABELS[campaign.review_status] : 'No aplica';
}

const link = (campaign: Campaign) => ({ to: `/messaging/campaigns/${campaign.id}` });

/** 'Mensajes' (01 §2.9): the location's campaigns, newest first, 20 a page. */
export function CampaignListPage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = account?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const canWrite = canAccess(account?.roles ?? [], 'messaging-write');
  const [page, setPage] = useState(1);
  const list = useCampaigns(page);
  return (
    <Stack gap="md">
      <PageHeader title="Mensajes">
        {canWrite ? (
          <Button component={Link} to="/messaging/campaigns/new">
            Campaña
          </Button>
        ) : null}
      </PageHeader>
      <MessagingTabs value="campaigns" />
      <ListStates
        query={list}
        errorTitle="No se pudieron cargar las campañas"
        empty={
          <ListEmptyState
            icon={<IconSpeakerphone size={32} />}
            title="Aún no hay campañas."
            description="Envía un SMS a los clientes de tus grupos con una campaña."
          />
        }
        paging={{ page, onChange: setPage, pageSize: MESSAGING_PAGE_SIZE, noun: ['campaña', 'campañas'] }}
      >
        {(answer) => (
          <TableOrCards
            table={
              <PlainTable columns={COLUMNS} endColumns={['Mensajes']} minWidth={760}>
                {answer.data.map((campaign) => (
                  <PlainTableRow
                    key={campaign.id}
                    open={link(campaign)}
                    label={`Abrir campaña ${campaign.name}`}
                    title={campaign.name}
                  >
                    <td>
                      <CampaignStatusBadge campaign={campaign} />
                    </td>
                    <td style={{ textAlign: 'right' }}>{campaign.message_count}</td>
                    <td>{`${campaign.sent_count} / ${campaign.error_count}`}</td>
                    <td>{reviewLabel(campaign)}</td>
                    <td>{campaignSendDate(campaign, timeZone)}</td>
                    <td>{formatDateTime(campaign.created_at, timeZone)}</td>
                  </PlainTableRow>
                ))}
              </PlainTable>
            }
            cards={answer.data.map((campaign) => (
              <UnstyledButton
                key={campaign.id}
                component={Link}
                {...link(campaign)}
                aria-label={`Abrir campaña ${campaign.name}`}
                w="100%"
              >
                <Paper withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{campaign.name}</Text>
                    <CampaignStatusBadge campaign={campaign} />
                  </Group>
                  <Text size="sm">{`${campaign.message_count} mensajes · ${campaign.sent_count} enviados · ${campaign.error_count} con error`}</Text>
                  <Text size="xs" c="dimmed">
                    {campaignSendDate(campaign, timeZone)}
                  </Text>
                </Paper>
              </UnstyledButton>
            ))}
          />
        )}
      </ListStates>
    </Stack>
  );
}
