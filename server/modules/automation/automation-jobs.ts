import type { AppDeps } from '../../http/app-types';
import type { DeliveryQueueLog } from '../messaging/deliver-message';
import {
  AUTOMATION_DISPATCH_QUEUE,
  AUTOMATION_RUN_QUEUE,
  AUTOMATION_SWEEP_QUEUE,
  type DispatchData,
  type RunData,
} from './automation-queues';
import { dispatchAutomationEvents, sweepAutomationEvents } from './dispatch-events';
import { runAutomationConsumer } from './run-consumer';

/** The automations' background work: dispatch, runs and the sweeper of lost kicks. */
export async function registerAutomationJobs(deps: AppDeps, log: DeliveryQueueLog): Promise<void> {
  await deps.jobs.work<DispatchData>(AUTOMATION_DISPATCH_QUEUE, async (data) => {
    await dispatchAutomationEvents({ ...deps, log }, data);
  });
  await deps.jobs.work<RunData>(AUTOMATION_RUN_QUEUE, (data, job) =>
    runAutomationConsumer({ ...deps, log }, data, job),
  );
  await deps.jobs.work(AUTOMATION_SWEEP_QUEUE, async () => {
    await sweepAutomationEvents(deps, log);
  });
  await deps.jobs.schedule(AUTOMATION_SWEEP_QUEUE, '* * * * *');
}
