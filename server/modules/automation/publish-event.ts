import type { AutomationEventType } from '../../../src/domain/contract/automations';
import type { Tx } from '../../db/client';
import { automationEvents } from '../../db/schema';
import type { Jobs } from '../../jobs/jobs';
import type { DeliveryQueueLog } from '../messaging/deliver-message';
import { AUTOMATION_DISPATCH_QUEUE, type DispatchData } from './automation-queues';

export interface AutomationEvent {
  companyId: number;
  locationId: number | null;
  type: AutomationEventType;
  /** The queue item, sale, loyalty transaction or survey response the event is about. */
  subjectId: number;
  contactId: number | null;
  name: string | null;
  phone: string | null;
  now: Date;
}

/**
 * Writes the event in the caller's transaction, so that it exists exactly when the change that
 * caused it committed; a second write for the same subject is a no-op. Nothing runs here: after
 * the commit the caller kicks the dispatch job, and the sweeper catches a kick that was lost.
 */
export async function publishAutomationEvent(tx: Tx, event: AutomationEvent): Promise<void> {
  await tx
    .insert(automationEvents)
    .values({
      companyId: event.companyId,
      locationId: event.locationId,
      type: event.type,
      subjectId: event.subjectId,
      contactId: event.contactId,
      data: { name: event.name, phone: event.phone },
      createdAt: event.now,
    })
    .onConflictDoNothing();
}

/**
 * Queues the company's dispatch after a commit that published an event (one job per company while
 * one waits). Never throws: the change has committed; the sweeper dispatches what this missed.
 */
export async function kickAutomationEvents(
  jobs: Jobs,
  companyId: number,
  log: DeliveryQueueLog,
): Promise<void> {
  await jobs
    .send<DispatchData>(AUTOMATION_DISPATCH_QUEUE, { companyId }, { singletonKey: `company-${companyId}` })
    .catch((error: unknown) =>
      log.warn({ err: error, companyId }, 'automation dispatch not queued; the sweeper will queue it'),
    );
}
