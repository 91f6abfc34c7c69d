import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignBody,
  type CampaignChannel,
} from '../../../domain/contract/campaigns';
import { campaignTextLength } from '../../../domain/rules/campaign-text';
import { defaultScheduledTime } from '../../../domain/rules/scheduled-time';

/** How the campaign goes out (01 §4.6). */
export type SendMode = 'draft' | 'now' | 'scheduled';

export interface CampaignFormValues {
  channel: CampaignChannel;
  name: string;
  content: string;
  segmentation: { tags: string[]; phones: string };
  mode: SendMode;
  /** `YYYY-MM-DDTHH:mm` in the browser's time; '' when the picker was cleared. */
  start_at: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the form's `start_at`, in the browser's time. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function emptyCampaignValues(now: Date): CampaignFormValues {
  return {
    channel: 'sms',
    name: '',
    content: '',
    segmentation: { tags: [], phones: '' },
    mode: 'draft',
    start_at: toLocalInput(defaultScheduledTime(now)),
  };
}

export function campaignValues(campaign: Campaign, now: Date): CampaignFormValues {
  return {
    channel: campaign.channel,
    name: campaign.name,
    content: campaign.content,
    segmentation: {
      tags: campaign.segmentation.tags.map(String),
      phones: campaign.segmentation.phones ?? '',
    },
    mode: campaign.start_at ? 'scheduled' : 'draft',
    start_at: toLocalInput(campaign.start_at ? new Date(campaign.start_at) : defaultScheduledTime(now)),
  };
}

/** The rules of 01 §5.4 as the form checks them before saving (the server checks them again). */
export const campaignValidation = {
  name: (value: string) =>
    value.trim() === ''
      ? CAMPAIGN_MESSAGES.nameRequired
      : value.trim().length > CAMPAIGN_LIMITS.nameMax
        ? CAMPAIGN_MESSAGES.nameMax
        : null,
  content: (value: string) =>
    value.trim() === ''
      ? CAMPAIGN_MESSAGES.contentRequired
      : campaignTextLength(value.trim()).tooLong
        ? CAMPAIGN_MESSAGES.contentMax
        : null,
  segmentation: {
    tags: (value: string[]) => (value.length === 0 ? CAMPAIGN_MESSAGES.tagsRequired : null),
  },
  start_at: (value: string, values: CampaignFormValues) => {
    if (values.mode !== 'scheduled') return null;
    const at = new Date(value).getTime();
    if (value === '' || Number.isNaN(at)) return CAMPAIGN_MESSAGES.startInvalid;
    return at <= Date.now() ? CAMPAIGN_MESSAGES.startPast : null;
  },
};

/** The body of POST/PATCH /v1/messaging/campaign: draft, send now or scheduled (01 §4.6). */
export function campaignBody(values: CampaignFormValues): CampaignBody {
  return {
    name: values.name.trim(),
    content: values.content.trim(),
    active: values.mode !== 'draft',
    start_at: values.mode === 'scheduled' ? new Date(values.start_at).toISOString() : null,
    segmentation: { tags: values.segmentation.tags.map(Number), phones: values.segmentation.phones },
    channel: values.channel,
  };
}
