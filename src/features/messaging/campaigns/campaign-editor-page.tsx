import { Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { DetailLoadState } from '../../../ui/detail-load-state';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageHeader } from '../../../ui/page-header';
import { useCampaign } from '../messaging-queries';
import { CampaignEditorForm } from './campaign-editor-form';

/** A new campaign (messaging-campaign-create); the form titles it by its channel. */
export function CampaignCreatePage() {
  const [now] = useState(() => new Date());
  return <CampaignEditorForm campaign={null} now={now} />;
}

/** A campaign being edited (messaging-campaign-item). */
export function CampaignEditPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const [now] = useState(() => new Date());
  const query = useCampaign(Number(id));
  return (
    <Stack gap="md">
      {query.data ? (
        <CampaignEditorForm campaign={query.data} now={now} />
      ) : (
        <>
          <PageHeader title="Campaña" />
          <DetailLoadState
            title="No se pudo cargar la campaña"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            notFound={<NotFoundPage />}
          />
        </>
      )}
    </Stack>
  );
}
