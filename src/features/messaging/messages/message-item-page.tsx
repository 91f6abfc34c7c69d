import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { messageStatusLabel } from '../../../domain/rules/message-status-label';
import { accountSettingsQueryOptions } from '../../../lib/query/account-queries';
import { DetailLoadState } from '../../../ui/detail-load-state';
import { DetailFields, DetailSection } from '../../../ui/detail-section';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageHeader } from '../../../ui/page-header';
import { formatDateTime } from '../../../ui/report/report-format';
import { useMessage } from '../messaging-queries';
import { CHANNEL_LABELS, recipientOf } from './message-text';

/** One message (01 §2.9): status (the provider's delivery status when there is one), times, campaign, channel, recipient, content. */
export function MessageItemPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const account = useQuery(accountSettingsQueryOptions()).data;
  const timeZone = account?.location?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const query = useMessage(Number(id));
  const message = query.data;
  const at = (value: string | null) => (value ? formatDateTime(value, timeZone) : null);
  return (
    <Stack gap="md">
      <PageHeader title="Mensaje" />
      {message ? (
        <DetailSection title="Detalle">
          <DetailFields
            fields={[
              { label: 'Estado', value: messageStatusLabel(message) },
              { label: 'Motivo', value: message.error },
              { label: 'Creado', value: at(message.created_at) },
              { label: 'Programado', value: at(message.scheduled_to) },
              { label: 'Enviado', value: at(message.sent_at) },
              { label: 'Falló', value: at(message.failed_at) },
              {
                label: 'Campaña',
                value: message.campaign_id ? (
                  <Anchor component={Link} to={`/messaging/campaigns/${message.campaign_id}`}>
                    Ver campaña
                  </Anchor>
                ) : null,
              },
              { label: 'Canal', value: CHANNEL_LABELS[message.channel] },
              { label: 'Destinatario', value: recipientOf(message) },
              { label: 'Contenido', value: message.text },
            ]}
          />
        </DetailSection>
      ) : (
        <DetailLoadState
          title="No se pudo cargar el mensaje"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          notFound={<NotFoundPage />}
        />
      )}
    </Stack>
  );
}
