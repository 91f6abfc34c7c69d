import type { AppDeps } from '../http/app-types';
import { registerAutomationJobs } from '../modules/automation/automation-jobs';
import { registerCancellationStatusJob } from '../modules/invoicing/cancellation-status-job';
import { registerGlobalInvoiceJob } from '../modules/invoicing/global-invoice-job';
import { registerSelfInvoiceJob } from '../modules/invoicing/self-invoice-worker';
import { registerLoyaltySelfInvoiceJob } from '../modules/loyalty/loyalty-self-invoice-worker';
import { registerCampaignJobs } from '../modules/messaging/campaign-send';
import { registerMessagingJobs } from '../modules/messaging/deliver-message';
import { registerAutoRechargeJob } from '../modules/subscription/payments/auto-recharge-job';
import { registerBookingReminderJob } from '../modules/waitlist/booking-reminders';
import { registerAnalyzeJob } from './analyze-tables';
import { registerCleanupJob } from './cleanup';
import type { JobsLog } from './jobs';

/** The server's background work: every queue's handler and schedule (they run once jobs start). */
export async function registerJobs(
  deps: AppDeps,
  log: JobsLog & { info(fields: object, message: string): void },
): Promise<void> {
  // Cleanup crosses companies: the named platform path.
  await registerCleanupJob(deps.jobs, deps.platformDb, deps.now);
  await registerAnalyzeJob(deps.jobs, deps.database, deps.platformDb);
  await registerMessagingJobs(deps, log);
  await registerCampaignJobs(deps, log);
  await registerBookingReminderJob(deps, log);
  await registerAutomationJobs(deps, log);
  await registerAutoRechargeJob(deps, log);
  await registerGlobalInvoiceJob(deps);
  await registerCancellationStatusJob(deps, log);
  await registerSelfInvoiceJob(deps, log);
  await registerLoyaltySelfInvoiceJob(deps, log);
}
