import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { automationEvents } from '../../db/schema';
import { runInTenant } from '../../db/tenant-scope';
import type { AppDeps } from '../../http/app-types';
import type { DeliveryQueueLog } from '../messaging/deliver-message';
import { AUTOMATION_RUN_QUEUE, type DispatchData, type RunData } from './automation-queues';
import { consumersOf } from './consumers';
import { kickAutomationEvents } from './publish-event';

type DispatchDeps = Pick<AppDeps, 'db' | 'jobs' | 'now'> & { log: DeliveryQueueLog };

const BATCH = 100;

/**
 * The dispatch job: for each of the company's undispatched events, one run job per consumer
 * (delayed by its wait after the event; the job's key is the event and the consumer, and
 * automation_runs refuses a second run anyway), then the event is marked dispatched. Running it
 * twice queues nothing twice that has not run.
 */
export async function dispatchAutomationEvents(deps: DispatchDeps, data: DispatchData): Promise<number> {
  const { companyId } = data;
  return runInTenant({ companyId, locationId: null }, async () => {
    const events = await deps.db
      .select()
      .from(automationEvents)
      .where(and(eq(automationEvents.companyId, companyId), isNull(automationEvents.dispatchedAt)))
      .orderBy(asc(automationEvents.id))
      .limit(BATCH);
    for (const event of events) {
      for (const { consumer, delayMins } of await consumersOf(deps.db, event)) {
        const due = event.createdAt.getTime() + delayMins * 60_000;
        const wait = Math.ceil((due - deps.now().getTime()) / 1000);
        await deps.jobs.send<RunData>(
          AUTOMATION_RUN_QUEUE,
          { companyId, eventId: event.id, consumer },
          { singletonKey: `${event.id}:${consumer}`, ...(wait > 0 ? { startAfterSeconds: wait } : {}) },
        );
      }
      await deps.db
        .update(automationEvents)
        .set({ dispatchedAt: deps.now() })
        .where(eq(automationEvents.id, event.id));
    }
    if (events.length === BATCH) await kickAutomationEvents(deps.jobs, companyId, deps.log);
    return events.length;
  });
}

/** Companies with an event left undispatched for a minute: their kick was lost. Platform path. */
export async function sweepAutomationEvents(
  deps: Pick<AppDeps, 'platformDb' | 'jobs' | 'now'>,
  log: DeliveryQueueLog,
): Promise<number> {
  const stale = new Date(deps.now().getTime() - 60_000);
  const rows = await deps.platformDb
    .selectDistinct({ companyId: automationEvents.companyId })
    .from(automationEvents)
    .where(and(isNull(automationEvents.dispatchedAt), lt(automationEvents.createdAt, stale)))
    .limit(100);
  for (const row of rows) await kickAutomationEvents(deps.jobs, row.companyId, log);
  return rows.length;
}
