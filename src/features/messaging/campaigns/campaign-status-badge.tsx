import { Badge } from '@mantine/core';
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '../../../domain/contract/campaigns';

const COLORS: Record<CampaignStatus, string> = {
  stopped: 'gray',
  pending: 'yellow',
  active: 'blue',
  sending: 'blue',
  finished: 'green',
  canceled: 'red',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
