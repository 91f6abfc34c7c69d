import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { CAMPAIGN_MESSAGES } from '../../../src/domain/contract/campaigns';
import { renderCampaignText } from '../../../src/domain/rules/campaign-text';
import { toGsm7Text } from '../../../src/domain/rules/sms-text';
import { campaigns, locations, messages } from '../../db/schema';
import { runInTenant } from '../../db/tenant-scope';
import type { AppDeps } from '../../http/app-types';
import type { Jobs, QueueDefinition } from '../../jobs/jobs';
import { messageTemplate } from '../../providers/messaging/whatsapp-templates';
import { NoBalanceError } from '../subscription/credits/spend-credits';
import { type CampaignRecipient, campaignRecipients } from './campaign-reach';
import type { CampaignRow } from './campaign-view';
import { type DeliveryQueueLog, sendMessageNow } from './deliver-message';
import { queueCustomerMessage } from './queue-customer-message';

/**
 * Writes a campaign's messages, one per recipient, each in its own transaction with its credits
 * (then the delivery job sends it). Safe to run again at any point: a recipient already written
 * is skipped, and the (company, campaign, recipient) unique key is the floor under that.
 */
export const CAMPAIGN_SEND_QUEUE: QueueDefinition = {
  name: 'messaging-campaign-send',
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 900,
};

export interface CampaignSendData {
  campaignId: number;
}

/** A 'pending' campaign due this long ago, or a 'sending' one untouched this long, lost its job. */
const SWEEP_AFTER_MS = 5 * 60_000;
const SENDING_STALE_MS = 2 * CAMPAIGN_SEND_QUEUE.expireInSeconds * 1000;

/**
 * Queues a campaign's sending job for its start (now when it has none or it passed). Never throws:
 * the start has committed; the sweeper queues a due campaign left without a job.
 */
export async function queueCampaignSend(
  jobs: Jobs,
  campaign: { id: number; startAt: Date | null },
  now: Date,
  log: DeliveryQueueLog,
): Promise<void> {
  const wait = campaign.startAt ? Math.ceil((campaign.startAt.getTime() - now.getTime()) / 1000) : 0;
  await jobs
    .send<CampaignSendData>(
      CAMPAIGN_SEND_QUEUE,
      { campaignId: campaign.id },
      wait > 0 ? { startAfterSeconds: wait } : {},
    )
    .catch((error: unknown) =>
      log.warn({ err: error, campaignId: campaign.id }, 'campaign not queued; the sweeper will queue it'),
    );
}

type SendDeps = Pick<AppDeps, 'db' | 'now' | 'jobs' | 'config' | 'messaging'> & { log: DeliveryQueueLog };

type Outcome = { written: number } | 'stopped' | 'no_credits';

async function writeMessage(
  deps: SendDeps,
  campaign: CampaignRow,
  recipient: CampaignRecipient,
  business: string,
): Promise<Outcome> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx): Promise<Outcome> => {
      // The campaign row is locked per message, so a stop takes effect before the next one.
      const [current] = await tx
        .select({ status: campaigns.status })
        .from(campaigns)
        .where(eq(campaigns.id, campaign.id))
        .for('update');
      if (current?.status !== 'sending') return 'stopped';
      const body = renderCampaignText(campaign.content, recipient);
      const id = await queueCustomerMessage(tx, {
        companyId: campaign.companyId,
        locationId: campaign.locationId,
        channel: campaign.channel,
        to: recipient.phone,
        body,
        template:
          campaign.channel === 'whatsapp'
            ? messageTemplate('campaign_message', {
                nombre: toGsm7Text(recipient.name ?? ''),
                negocio: business,
                mensaje: body,
              })
            : null,
        contactId: recipient.contactId,
        campaignId: campaign.id,
        userId: campaign.userId,
        now,
      });
      await tx.update(campaigns).set({ updatedAt: now }).where(eq(campaigns.id, campaign.id));
      return { written: id };
    });
  } catch (error) {
    // The transaction rolled back: neither the message nor a credit was stored.
    if (error instanceof NoBalanceError) return 'no_credits';
    throw error;
  }
}

/**
 * The campaign job: claims a due 'pending' campaign (or resumes a 'sending' one whose job was cut
 * off), writes a message to each recipient not written yet, and finishes. With no credits left
 * it stops with a Spanish status_message; a stop by a user ends it between two messages.
 */
export async function sendCampaign(deps: SendDeps, data: CampaignSendData): Promise<void> {
  const now = deps.now();
  const [campaign] = await deps.db
    .update(campaigns)
    .set({ status: 'sending', updatedAt: now })
    .where(
      and(
        eq(campaigns.id, data.campaignId),
        or(
          eq(campaigns.status, 'sending'),
          and(eq(campaigns.status, 'pending'), or(isNull(campaigns.startAt), lte(campaigns.startAt, now))),
        ),
      ),
    )
    .returning();
  if (!campaign) return;
  const [location] = await deps.db
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.id, campaign.locationId));
  const business = toGsm7Text(location?.name ?? '');
  const written = new Set(
    (
      await deps.db
        .select({ recipient: messages.recipient })
        .from(messages)
        .where(eq(messages.campaignId, campaign.id))
    ).map((row) => row.recipient),
  );
  const recipients = await campaignRecipients(deps.db, campaign.companyId, campaign.segmentation);
  for (const recipient of recipients) {
    if (written.has(recipient.phone)) continue;
    const outcome = await writeMessage(deps, campaign, recipient, business);
    if (outcome === 'stopped') return;
    if (outcome === 'no_credits') {
      await deps.db
        .update(campaigns)
        .set({
          status: 'stopped',
          active: false,
          statusMessage: CAMPAIGN_MESSAGES.noCredits,
          updatedAt: deps.now(),
        })
        .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'sending')));
      deps.log.warn({ campaignId: campaign.id }, 'campaign stopped: no credits left');
      return;
    }
    await sendMessageNow(deps.jobs, outcome.written, deps.log);
  }
  await deps.db
    .update(campaigns)
    .set({ status: 'finished', finishedAt: deps.now(), updatedAt: deps.now() })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'sending')));
}

/** The campaign job in its company's scope (found on the platform path by the job's campaign id). */
export async function sendCampaignInScope(
  deps: SendDeps & Pick<AppDeps, 'platformDb'>,
  data: CampaignSendData,
): Promise<void> {
  const [owner] = await deps.platformDb
    .select({ companyId: campaigns.companyId, locationId: campaigns.locationId })
    .from(campaigns)
    .where(eq(campaigns.id, data.campaignId));
  if (!owner) return;
  await runInTenant(owner, () => sendCampaign(deps, data));
}

/** Campaigns due but without a job (the process died between the start and its queueing). */
export async function sweepCampaigns(
  deps: Pick<AppDeps, 'platformDb' | 'now' | 'jobs'>,
  log: DeliveryQueueLog,
): Promise<number> {
  const now = deps.now();
  const stale = new Date(now.getTime() - SWEEP_AFTER_MS);
  const due = await deps.platformDb
    .select({ id: campaigns.id, startAt: campaigns.startAt })
    .from(campaigns)
    .where(
      or(
        and(
          eq(campaigns.status, 'pending'),
          lt(campaigns.updatedAt, stale),
          or(isNull(campaigns.startAt), lt(campaigns.startAt, stale)),
        ),
        and(
          eq(campaigns.status, 'sending'),
          lt(campaigns.updatedAt, new Date(now.getTime() - SENDING_STALE_MS)),
        ),
      ),
    )
    .limit(100);
  for (const campaign of due)
    await queueCampaignSend(deps.jobs, { id: campaign.id, startAt: null }, now, log);
  return due.length;
}

/** Every minute: queues campaigns that are due and have no job. */
export const CAMPAIGN_SWEEP_QUEUE: QueueDefinition = {
  name: 'messaging-campaign-sweep',
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

export async function registerCampaignJobs(deps: AppDeps, log: DeliveryQueueLog): Promise<void> {
  await deps.jobs.work<CampaignSendData>(CAMPAIGN_SEND_QUEUE, (data) =>
    sendCampaignInScope({ ...deps, log }, data),
  );
  await deps.jobs.work(CAMPAIGN_SWEEP_QUEUE, async () => {
    await sweepCampaigns(deps, log);
  });
  await deps.jobs.schedule(CAMPAIGN_SWEEP_QUEUE, '* * * * *');
}
