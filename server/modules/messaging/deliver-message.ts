import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, messages } from '../../db/schema';
import { runInTenant } from '../../db/tenant-scope';
import type { AppDeps } from '../../http/app-types';
import type { JobContext, Jobs, QueueDefinition } from '../../jobs/jobs';
import { announceChange } from '../../live/live-messages';
import type { OutgoingContent, SendResult } from '../../providers/messaging/messaging-provider';
import { ensurePlanGrant } from '../subscription/credits/plan-grant';
import { refundMessageCredits } from '../subscription/credits/spend-credits';
import { bodyAfterHandover } from './platform-body';
import { templatesFor, type WhatsappContent, whatsappContent } from './whatsapp-content';
import { lastWhatsappInbound } from './whatsapp-inbound';

/** Hands one message to its provider; transient failures retry 1 s, 2 s, 4 s, ... up to 6 times. */
export const MESSAGE_DELIVERY_QUEUE: QueueDefinition = {
  name: 'messaging-deliver',
  retryLimit: 6,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
};

/** Every minute: re-queues messages left 'scheduled' with no job (the process died before queueing it). */
export const MESSAGE_SWEEP_QUEUE: QueueDefinition = {
  name: 'messaging-sweep',
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

/** Every day at 00:05 Mexico City time: each company's plan credits of the new month. */
export const MONTHLY_CREDITS_QUEUE: QueueDefinition = {
  name: 'credits-monthly-grants',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
};

/** A 'scheduled' message untouched this long has no job waiting for it (longer than any backoff step we rely on). */
const SWEEP_AFTER_MS = 5 * 60_000;
/** A message 'sending' this long was cut off mid-send (a crash): it may be claimed again. */
const SENDING_LEASE_MS = 2 * MESSAGE_DELIVERY_QUEUE.expireInSeconds * 1000;

export interface DeliveryData {
  messageId: number;
}

/** Where a failure to queue a delivery is reported. */
export interface DeliveryQueueLog {
  warn(fields: object, message: string): void;
}

/**
 * Queues the delivery of a committed message (one job per message while one waits). It never
 * throws: the change that wrote the message has committed, so a failure here must not turn into an
 * error answer (a retry would act again); it is logged and the sweeper queues any message left
 * 'scheduled'.
 */
export async function sendMessageNow(jobs: Jobs, messageId: number, log: DeliveryQueueLog): Promise<void> {
  await jobs
    .send<DeliveryData>(MESSAGE_DELIVERY_QUEUE, { messageId }, { singletonKey: `message-${messageId}` })
    .catch((error: unknown) =>
      log.warn({ err: error, messageId }, 'delivery not queued; the sweeper will queue it'),
    );
}

type DeliveryDeps = Pick<AppDeps, 'db' | 'now' | 'messaging' | 'config'> & {
  log: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
    error(fields: object, message: string): void;
  };
};

/** A location's screens hear of its messages; the platform's own (no company) concern no screen. */
async function announce(db: Db, row: { companyId: number | null; locationId: number | null; id: number }) {
  if (row.companyId === null || row.locationId === null) return;
  await announceChange(db, {
    companyId: row.companyId,
    locationId: row.locationId,
    area: 'messages',
    id: row.id,
  });
}

/** An SMS goes as its text; a WhatsApp message as the 24-hour window and its template allow. */
async function phoneContent(
  deps: DeliveryDeps,
  message: typeof messages.$inferSelect,
): Promise<WhatsappContent> {
  if (message.channel !== 'whatsapp') return { ok: true, content: { form: 'text', body: message.body } };
  const lastInbound = await lastWhatsappInbound(deps.db, message.recipient);
  const templates = templatesFor(deps.messaging.provider, deps.config.whatsappTemplates);
  return whatsappContent(message, lastInbound, templates, deps.now());
}

/**
 * The delivery job. It claims the message, hands it to the provider and records the outcome:
 * 'sent' with the provider's id; on a transient failure it goes back to 'scheduled' with the
 * reason and the job is retried; on a permanent failure or the last attempt it ends 'failed'
 * with the reason and its credits are refunded.
 */
export async function deliverMessage(deps: DeliveryDeps, data: DeliveryData, job: JobContext): Promise<void> {
  const { db, now, messaging } = deps;
  const leaseOver = new Date(now().getTime() - SENDING_LEASE_MS);
  // Only one job at a time can move a message from 'scheduled' to 'sending': a duplicate job
  // (sweeper, retry) finds nothing to claim, so a message is never handed over twice.
  const [message] = await db
    .update(messages)
    .set({ status: 'sending', attempts: sql`${messages.attempts} + 1`, updatedAt: now() })
    .where(
      and(
        eq(messages.id, data.messageId),
        or(
          eq(messages.status, 'scheduled'),
          and(eq(messages.status, 'sending'), lt(messages.updatedAt, leaseOver)),
        ),
      ),
    )
    .returning();
  if (!message) return;

  let result: SendResult;
  let content: OutgoingContent | null = null;
  if (message.channel === 'email') {
    result = await messaging.email
      .send({ to: message.recipient, subject: message.subject ?? 'Mensaje', text: message.body })
      .then(
        (id): SendResult => ({ ok: true, providerMessageId: id }),
        (error: unknown): SendResult => ({ ok: false, permanent: false, reason: String(error) }),
      );
  } else {
    const allowed = await phoneContent(deps, message);
    if (allowed.ok) {
      content = allowed.content;
      result = await messaging.provider.send(message.channel, message.recipient, content, message.id);
    } else {
      // Refused before any provider call: nothing was sent, so the credits come back below.
      result = { ok: false, permanent: true, reason: allowed.reason };
    }
  }
  const handler = message.channel === 'email' ? messaging.email : messaging.provider;
  const provider = handler.name;
  const fields = { messageId: message.id, channel: message.channel, provider, attempt: job.retryCount + 1 };
  const body = bodyAfterHandover(message, handler);

  if (result.ok) {
    await db
      .update(messages)
      .set({
        status: 'sent',
        provider,
        body,
        providerMessageId: result.providerMessageId,
        templateName: content?.form === 'template' ? content.template : null,
        error: null,
        sentAt: now(),
        updatedAt: now(),
      })
      .where(eq(messages.id, message.id));
    await announce(db, message);
    return;
  }
  if (!result.permanent && !job.isLastAttempt) {
    await db
      .update(messages)
      .set({ status: 'scheduled', error: result.reason, updatedAt: now() })
      .where(eq(messages.id, message.id));
    throw new Error(result.reason);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ status: 'failed', provider, body, error: result.reason, failedAt: now(), updatedAt: now() })
      .where(eq(messages.id, message.id));
    await refundMessageCredits(tx, message.id, now());
  });
  await announce(db, message);
  deps.log.error({ ...fields, reason: result.reason }, `message ${message.id} failed: ${result.reason}`);
}

/**
 * The delivery job in the message's own scope: its company's, or the platform path for a
 * platform message (codes and links sent to a person, company_id null).
 */
export async function deliverMessageInScope(
  deps: DeliveryDeps & Pick<AppDeps, 'platformDb'>,
  data: DeliveryData,
  job: JobContext,
): Promise<void> {
  const [owner] = await deps.platformDb
    .select({ companyId: messages.companyId, locationId: messages.locationId })
    .from(messages)
    .where(eq(messages.id, data.messageId));
  if (!owner) return;
  const { companyId, locationId } = owner;
  if (companyId === null) return deliverMessage({ ...deps, db: deps.platformDb }, data, job);
  return runInTenant({ companyId, locationId }, () => deliverMessage(deps, data, job));
}

/** Messages committed but never queued (the process died in between) are queued again. */
export async function sweepScheduledMessages(
  deps: Pick<AppDeps, 'platformDb' | 'now' | 'jobs'>,
  log: DeliveryQueueLog,
): Promise<number> {
  const due = new Date(deps.now().getTime() - SWEEP_AFTER_MS);
  const stuck = await deps.platformDb
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.status, 'scheduled'), lt(messages.updatedAt, due)))
    .limit(500);
  for (const message of stuck) await sendMessageNow(deps.jobs, message.id, log);
  return stuck.length;
}

/** Grants each company its plan credits for the current month (idempotent). */
export async function grantMonthlyCredits(deps: Pick<AppDeps, 'db' | 'platformDb' | 'now'>): Promise<void> {
  const rows = await deps.platformDb.select({ id: companies.id }).from(companies);
  for (const company of rows) {
    await runInTenant({ companyId: company.id, locationId: null }, () =>
      ensurePlanGrant(deps.db, company.id, 'messages', deps.now()),
    );
  }
}

export async function registerMessagingJobs(deps: AppDeps, log: DeliveryDeps['log']): Promise<void> {
  await deps.jobs.work<DeliveryData>(MESSAGE_DELIVERY_QUEUE, (data, job) =>
    deliverMessageInScope({ ...deps, log }, data, job),
  );
  await deps.jobs.work(MESSAGE_SWEEP_QUEUE, async () => {
    await sweepScheduledMessages(deps, log);
  });
  await deps.jobs.schedule(MESSAGE_SWEEP_QUEUE, '* * * * *');
  await deps.jobs.work(MONTHLY_CREDITS_QUEUE, () => grantMonthlyCredits(deps));
  await deps.jobs.schedule(MONTHLY_CREDITS_QUEUE, '5 0 * * *');
}
