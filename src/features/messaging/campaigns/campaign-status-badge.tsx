import { Badge } from '@mantine/core';
import { type Campaign, type CampaignStatus, campaignStatusLabel } from '../../../domain/contract/campaigns';

const COLORS: Record<CampaignStatus, string> = {
  stopped: 'gray',
  pending: 'yellow',
  active: 'blue',
  sending: 'blue',
  finished: 'green',
  canceled: 'red',
};

/** The campaign's status; its width is the label's, so a table column never cuts it. */
export function CampaignStatusBadge({ campaign }: { campaign: Pick<Campaign, 'status' | 'status_message'> }) {
  return (
    <Badge color={COLORS[campaign.status]} variant="light" style={{ minWidth: 'max-content' }}>
      {campaignStatusLabel(campaign)}
    </Badge>
  );
}
