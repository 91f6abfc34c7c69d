import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  type Campaign,
  type CampaignWhatsappTemplate,
  campaignActions,
} from '../../../src/domain/contract/campaigns';
import type { Db } from '../../db/client';
import { type campaigns, messages } from '../../db/schema';
import {
  WHATSAPP_TEMPLATE_KINDS,
  type WhatsappTemplateMap,
} from '../../providers/messaging/whatsapp-templates';

export type CampaignRow = typeof campaigns.$inferSelect;

/** Messages a campaign wrote, and how many went out or failed. */
export interface CampaignCounts {
  written: number;
  sent: number;
  failed: number;
}

const NO_MESSAGES: CampaignCounts = { written: 0, sent: 0, failed: 0 };

/** The template WhatsApp campaigns go out as: approved when configured, pending otherwise. */
export function campaignWhatsappTemplate(templates: WhatsappTemplateMap): CampaignWhatsappTemplate {
  const name = templates.campaign_message ?? null;
  return {
    name,
    review_status: name ? 'approved' : 'pending',
    variables: [...WHATSAPP_TEMPLATE_KINDS.campaign_message.parameters],
  };
}

/** Each campaign's message counts, in one query. */
export async function campaignCounts(
  db: Db,
  companyId: number,
  campaignIds: readonly number[],
): Promise<Map<number, CampaignCounts>> {
  const counts = new Map<number, CampaignCounts>();
  if (campaignIds.length === 0) return counts;
  const rows = await db
    .select({
      campaignId: messages.campaignId,
      written: count(),
      sent: sql<number>`count(*) filter (where ${messages.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${messages.status} = 'failed')`.mapWith(Number),
    })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), inArray(messages.campaignId, [...campaignIds])))
    .groupBy(messages.campaignId);
  for (const row of rows) {
    if (row.campaignId !== null) counts.set(row.campaignId, row);
  }
  return counts;
}

/** A campaign as the API shows it (01 §3.8). */
export function toCampaign(
  row: CampaignRow,
  counts: CampaignCounts | undefined,
  groups: { id: number; name: string }[],
  templates: WhatsappTemplateMap,
): Campaign {
  const { written, sent, failed } = counts ?? NO_MESSAGES;
  const template = row.channel === 'whatsapp' ? campaignWhatsappTemplate(templates) : null;
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    channel: row.channel,
    active: row.active,
    start_at: row.startAt?.toISOString() ?? null,
    segmentation: { tags: row.segmentation.tags, phones: row.segmentation.phones },
    groups,
    status: row.status,
    status_message: row.statusMessage,
    review_status: template?.review_status ?? null,
    whatsapp_template: template?.name ? { name: template.name, variables: template.variables } : null,
    // Computed when saved; once the campaign writes its messages, what it wrote (01 §4.6).
    message_count: written > 0 ? written : row.estimatedCount,
    sent_count: sent,
    error_count: failed,
    ...campaignActions(row.status, written),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
