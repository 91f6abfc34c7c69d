import * as v from 'valibot';
import { MESSAGE_STATUSES } from './messaging-enums';
import { REPORT_PAGE_SIZE } from './report';

/** The downloaded CSV of a campaign's messages (01 §2.9): 'campaign-messages.csv'. */
export const CAMPAIGN_MESSAGES_FILE_NAME = 'campaign-messages';

/**
 * POST /v1/messaging/campaign/{id}/message-report: a campaign's messages as a report (01 §2.9,
 * §3.5), all of them or those of one status, 100 a page.
 */
export const CampaignMessagesReportBodySchema = v.object({
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), REPORT_PAGE_SIZE),
  filters: v.optional(v.object({ status: v.optional(v.nullable(v.picklist(MESSAGE_STATUSES)), null) }), {
    status: null,
  }),
});
export type CampaignMessagesReportBody = v.InferOutput<typeof CampaignMessagesReportBodySchema>;
