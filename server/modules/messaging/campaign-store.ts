import { and, count, eq, inArray } from 'drizzle-orm';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUSES,
  type Campaign,
  type CampaignBody,
  campaignActions,
} from '../../../src/domain/contract/campaigns';
import type { SearchQuery } from '../../../src/domain/contract/search';
import type { Db } from '../../db/client';
import { campaigns, messages } from '../../db/schema';
import type { CampaignSegmentation } from '../../db/tables/campaigns';
import { ConflictError, ValidationError } from '../../http/errors';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { foundInTenant, ofCompany, ofLocation, type Tenant } from '../../http/tenancy';
import type { WhatsappTemplateMap } from '../../providers/messaging/whatsapp-templates';
import { campaignRecipients, segmentationGroups } from './campaign-reach';
import { type CampaignRow, campaignCounts, toCampaign } from './campaign-view';

/** What POST /v1/messaging/campaign/search may filter and sort by. */
export const CAMPAIGN_SEARCH: SearchResource = {
  fields: {
    id: { column: campaigns.id, type: 'number', integer: true },
    name: { column: campaigns.name, type: 'string' },
    status: { column: campaigns.status, type: 'enum', values: CAMPAIGN_STATUSES },
    channel: { column: campaigns.channel, type: 'enum', values: ['sms', 'whatsapp'] },
    start_at: { column: campaigns.startAt, type: 'date' },
    created_at: { column: campaigns.createdAt, type: 'date' },
  },
  textFields: [campaigns.name, campaigns.content],
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
  tieBreaker: campaigns.id,
};

export interface CampaignContext {
  db: Db;
  tenant: Tenant;
  now: Date;
  templates: WhatsappTemplateMap;
}

function segmentationOf(body: CampaignBody): CampaignSegmentation {
  const phones = body.segmentation.phones?.trim() ?? '';
  return { tags: [...new Set(body.segmentation.tags)], phones: phones === '' ? null : phones };
}

/** A send at a time that has passed is refused: the user meant a future time (01 §4.6). */
function startAtOf(body: CampaignBody, now: Date): Date | null {
  if (!body.start_at) return null;
  const startAt = new Date(body.start_at);
  if (body.active && startAt.getTime() <= now.getTime()) {
    throw new ValidationError({ start_at: [CAMPAIGN_MESSAGES.startPast] });
  }
  return startAt;
}

/** The location's campaign, or the tenant's 404. */
export async function rowOf(ctx: Pick<CampaignContext, 'db' | 'tenant'>, id: number): Promise<CampaignRow> {
  const [row] = await ctx.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), ofLocation(campaigns.locationId, ctx.tenant)))
    .limit(1);
  return foundInTenant(row);
}

async function written(db: Db, campaignId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(messages).where(eq(messages.campaignId, campaignId));
  return row?.value ?? 0;
}

/** One campaign as the API shows it. */
export async function campaignById(ctx: CampaignContext, id: number): Promise<Campaign> {
  const row = await rowOf(ctx, id);
  const counts = await campaignCounts(ctx.db, ctx.tenant.companyId, [row.id]);
  const groups = await segmentationGroups(ctx.db, ctx.tenant.companyId, row.segmentation.tags, {
    strict: false,
  });
  return toCampaign(row, counts.get(row.id), groups, ctx.templates);
}

/** A page of the location's campaigns and the total. */
export async function searchCampaigns(
  ctx: CampaignContext,
  query: SearchQuery,
  startOfDay: (date: string) => Date,
) {
  const search = translateSearch(query, CAMPAIGN_SEARCH, { startOfDay });
  const where = and(ofLocation(campaigns.locationId, ctx.tenant), search.where);
  const rows = await ctx.db
    .select()
    .from(campaigns)
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await ctx.db.select({ value: count() }).from(campaigns).where(where);
  const counts = await campaignCounts(
    ctx.db,
    ctx.tenant.companyId,
    rows.map((row) => row.id),
  );
  const items = await Promise.all(
    rows.map(async (row) =>
      toCampaign(
        row,
        counts.get(row.id),
        await segmentationGroups(ctx.db, ctx.tenant.companyId, row.segmentation.tags, { strict: false }),
        ctx.templates,
      ),
    ),
  );
  return { items, page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset } };
}

/** How many phones a segmentation reaches now (POST .../estimate-reach). */
export async function estimateReach(
  ctx: CampaignContext,
  segmentation: CampaignSegmentation,
): Promise<number> {
  return (await campaignRecipients(ctx.db, ctx.tenant.companyId, segmentation)).length;
}

/** The row a save writes: a draft is 'stopped'; send now and scheduled are 'pending' (01 §4.6). */
async function savedFields(ctx: CampaignContext, body: CampaignBody) {
  const segmentation = segmentationOf(body);
  await segmentationGroups(ctx.db, ctx.tenant.companyId, segmentation.tags, { strict: true });
  return {
    name: body.name,
    content: body.content,
    channel: body.channel,
    active: body.active,
    startAt: startAtOf(body, ctx.now),
    segmentation,
    status: body.active ? ('pending' as const) : ('stopped' as const),
    statusMessage: null,
    estimatedCount: await estimateReach(ctx, segmentation),
    updatedAt: ctx.now,
  };
}

/** Creates a campaign; the caller queues its job when it is active. */
export async function createCampaign(ctx: CampaignContext, body: CampaignBody): Promise<CampaignRow> {
  const fields = await savedFields(ctx, body);
  const [row] = await ctx.db
    .insert(campaigns)
    .values({
      ...fields,
      companyId: ctx.tenant.companyId,
      locationId: ctx.tenant.locationId,
      userId: ctx.tenant.userId,
      createdAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('campaign not inserted');
  return row;
}

/** Edits a campaign that is still editable (stopped, nothing written), else 409. */
export async function patchCampaign(
  ctx: CampaignContext,
  id: number,
  body: CampaignBody,
): Promise<CampaignRow> {
  const current = await rowOf(ctx, id);
  if (!campaignActions(current.status, await written(ctx.db, id)).is_editable) {
    throw new ConflictError(CAMPAIGN_MESSAGES.notEditable, 'CAMPAIGN_NOT_EDITABLE');
  }
  const fields = await savedFields(ctx, body);
  const [row] = await ctx.db
    .update(campaigns)
    .set(fields)
    .where(
      and(eq(campaigns.id, id), eq(campaigns.status, 'stopped'), ofCompany(campaigns.companyId, ctx.tenant)),
    )
    .returning();
  if (!row) throw new ConflictError(CAMPAIGN_MESSAGES.notEditable, 'CAMPAIGN_NOT_EDITABLE');
  return row;
}

/**
 * Starts (or resumes) a stopped campaign: 'pending' until its start_at, or now when that has
 * passed; the reach is counted again. A resumed campaign writes only to whom it has not written.
 */
export async function startCampaign(ctx: CampaignContext, id: number): Promise<CampaignRow> {
  const current = await rowOf(ctx, id);
  if (current.status !== 'stopped') {
    throw new ConflictError(CAMPAIGN_MESSAGES.notStartable, 'CAMPAIGN_NOT_STARTABLE');
  }
  const startAt = current.startAt && current.startAt.getTime() > ctx.now.getTime() ? current.startAt : null;
  const [row] = await ctx.db
    .update(campaigns)
    .set({
      active: true,
      status: 'pending',
      statusMessage: null,
      startAt,
      estimatedCount: await estimateReach(ctx, current.segmentation),
      updatedAt: ctx.now,
    })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'stopped')))
    .returning();
  if (!row) throw new ConflictError(CAMPAIGN_MESSAGES.notStartable, 'CAMPAIGN_NOT_STARTABLE');
  return row;
}

/** Stops a pending or sending campaign (its job ends before the next message). */
export async function stopCampaign(ctx: CampaignContext, id: number): Promise<CampaignRow> {
  await rowOf(ctx, id);
  const [row] = await ctx.db
    .update(campaigns)
    .set({
      active: false,
      status: 'stopped',
      statusMessage: CAMPAIGN_MESSAGES.stoppedByUser,
      updatedAt: ctx.now,
    })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, ['pending', 'active', 'sending'])))
    .returning();
  if (!row) throw new ConflictError(CAMPAIGN_MESSAGES.notStoppable, 'CAMPAIGN_NOT_STOPPABLE');
  return row;
}
