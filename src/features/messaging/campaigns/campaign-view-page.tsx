import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { Campaign } from '../../../domain/contract/campaigns';
import { canAccess } from '../../../domain/roles';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { DetailLoadState } from '../../../ui/detail-load-state';
import { DetailFields, DetailSection } from '../../../ui/detail-section';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageHeader } from '../../../ui/page-header';
import { CHANNEL_LABELS } from '../messages/message-text';
import { useCampaign } from '../messaging-queries';
import { CampaignTabs } from '../messaging-tabs';
import { CampaignActions } from './campaign-actions';
import { campaignSendDate, reviewLabel } from './campaign-list-page';
import { CampaignStatusBadge } from './campaign-status-badge';

/** The note of a campaign waiting to send (01 §4.6). */
export const PENDING_NOTE =
  'La campaña está pendiente de envío. Los conteos se calcularon al crearla y se actualizan cuando se envían los mensajes.';

/** The campaign id of the route, and the campaign with its load states. */
export function useCampaignOfRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  return { id: Number(id), query: useCampaign(Number(id)) };
}

function CampaignSummary({ campaign, timeZone }: { campaign: Campaign; timeZone: string }) {
  return (
    <Stack gap="md">
      {campaign.status === 'pending' ? <Alert color="yellow">{PENDING_NOTE}</Alert> : null}
      <DetailSection title="Resumen">
        <DetailFields
          fields={[
            { label: 'Estado', value: <CampaignStatusBadge campaign={campaign} /> },
            { label: 'Motivo', value: campaign.status_message },
            { label: 'Mensajes', value: String(campaign.message_count) },
            { label: 'Enviados', value: String(campaign.sent_count) },
            { label: 'Con error', value: String(campaign.error_count) },
            { label: 'Revisión', value: reviewLabel(campaign) },
            { label: 'Fecha de envío', value: campaignSendDate(campaign, timeZone) },
            { label: 'Canal', value: CHANNEL_LABELS[campaign.channel] },
            { label: 'Grupos', value: campaign.groups.map((group) => group.name).join(', ') },
          ]}
        />
      </DetailSection>
      <DetailSection title={campaign.name}>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{campaign.content}</Text>
        {campaign.whatsapp_template ? (
          <Text size="sm" c="dimmed">
            {`Plantilla de WhatsApp: ${campaign.whatsapp_template.name} (variables: ${campaign.whatsapp_template.variables.join(', ')})`}
          </Text>
        ) : null}
      </DetailSection>
    </Stack>
  );
}

/** The campaign view, tab Resumen (messaging-campaign-view). */
export function CampaignViewPage() {
  const account = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = account?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const canWrite = canAccess(account?.roles ?? [], 'messaging-write');
  const { id, query } = useCampaignOfRoute();
  const campaign = query.data;
  return (
    <Stack gap="md">
      <PageHeader title={campaign?.name ?? 'Campaña'}>
        {campaign ? <CampaignActions campaign={campaign} canWrite={canWrite} /> : null}
      </PageHeader>
      <CampaignTabs id={id} value="summary" />
      {campaign ? (
        <CampaignSummary campaign={campaign} timeZone={timeZone} />
      ) : (
        <DetailLoadState
          title="No se pudo cargar la campaña"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          notFound={<NotFoundPage />}
        />
      )}
    </Stack>
  );
}
