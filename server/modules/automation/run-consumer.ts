import { eq } from 'drizzle-orm';
import { automationEvents, automationRuns } from '../../db/schema';
import { runInTenant } from '../../db/tenant-scope';
import type { AppDeps } from '../../http/app-types';
import { ApiError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import type { JobContext } from '../../jobs/jobs';
import { type DeliveryQueueLog, sendMessageNow } from '../messaging/deliver-message';
import type { ActionOutcome } from './action-context';
import type { RunData } from './automation-queues';
import { performConsumer, recipeIdOf } from './consumers';
import { kickAutomationEvents } from './publish-event';

type RunDeps = Pick<AppDeps, 'db' | 'jobs' | 'now' | 'config'> & { log: DeliveryQueueLog };

/** A refusal (4xx: the survey was deactivated, no credits...) will not change on a retry. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.statusCode < 500;

/** Claims the (event, consumer) run and acts, in one transaction: both commit or neither does. */
function claimAndPerform(deps: RunDeps, data: RunData): Promise<ActionOutcome | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(automationRuns)
      .values({
        companyId: data.companyId,
        eventId: data.eventId,
        consumer: data.consumer,
        recipeId: recipeIdOf(data.consumer),
        status: 'done',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: automationRuns.id });
    if (!claimed) return null;
    const [event] = await tx.select().from(automationEvents).where(eq(automationEvents.id, data.eventId));
    const outcome: ActionOutcome = event
      ? await performConsumer(tx, event, data.consumer, { origin: publicOrigin(deps.config), now })
      : { status: 'skipped', detail: 'El evento ya no existe.' };
    await tx
      .update(automationRuns)
      .set({
        status: outcome.status,
        detail: outcome.detail,
        messageId: outcome.status === 'done' ? outcome.messageId : null,
      })
      .where(eq(automationRuns.id, claimed.id));
    return outcome;
  });
}

async function recordFailure(deps: RunDeps, data: RunData, detail: string): Promise<void> {
  await deps.db
    .insert(automationRuns)
    .values({
      companyId: data.companyId,
      eventId: data.eventId,
      consumer: data.consumer,
      recipeId: recipeIdOf(data.consumer),
      status: 'failed',
      detail,
      createdAt: deps.now(),
    })
    .onConflictDoNothing();
}

/**
 * The run job: at most once per event and consumer (the automation_runs unique key), retried on
 * an unexpected error, and logged as 'failed' on a refusal or after the last attempt. After the
 * commit the message goes to delivery, and a stamp that completed a card gets its event dispatched.
 */
export async function runAutomationConsumer(
  deps: RunDeps,
  data: RunData,
  job: Pick<JobContext, 'isLastAttempt'> = { isLastAttempt: false },
): Promise<void> {
  await runInTenant({ companyId: data.companyId, locationId: null }, async () => {
    let outcome: ActionOutcome | null;
    try {
      outcome = await claimAndPerform(deps, data);
    } catch (error) {
      if (!isRefusal(error) && !job.isLastAttempt) throw error;
      await recordFailure(deps, data, error instanceof Error ? error.message : String(error));
      return;
    }
    if (outcome?.status !== 'done') return;
    if (outcome.messageId !== null) await sendMessageNow(deps.jobs, outcome.messageId, deps.log);
    await kickAutomationEvents(deps.jobs, data.companyId, deps.log);
  });
}
