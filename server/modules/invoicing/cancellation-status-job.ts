import { and, asc, eq, gt } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import type { AppDeps } from '../../http/app-types';
import type { QueueDefinition } from '../../jobs/jobs';
import { refreshCancellation } from './invoice-cancel';
import { inCompany } from './invoicing-deps';

/**
 * Every 30 minutes: the cancellations waiting for the receiver (en_proceso) ask the PAC again,
 * so an invoice the receiver accepted, refused or left unanswered for 72 hours is canceled (or
 * back to active) even when nobody opens it. Opening it still asks at once (invoice-routes.ts).
 */
export const CANCELLATION_STATUS_QUEUE: QueueDefinition = {
  name: 'invoicing-cancellation-status',
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
};

/**
 * How long after the request the job keeps asking: SAT settles a request the receiver leaves
 * unanswered after 72 hours (plazo vencido), so a day past that every request SAT holds has its
 * answer. One still 'en proceso' then is one SAT does not show (No Encontrado: the CFDI never
 * reached SAT, or SAT's test service): only SAT can call it canceled, so it stays en proceso and
 * is no longer polled; opening the invoice still asks at once.
 */
export const CANCELLATION_POLL_MS = (72 + 24) * 3_600_000;

type StatusDeps = Pick<AppDeps, 'db' | 'platformDb' | 'now' | 'appKey' | 'pac'> & {
  log: { warn(fields: object, message: string): void };
};

/** One run; returns how many pending cancellations were asked about. */
export async function runCancellationStatus(deps: StatusDeps): Promise<number> {
  const pending = await deps.platformDb
    .select({ id: invoices.id, companyId: invoices.companyId })
    .from(invoices)
    .where(
      and(
        eq(invoices.cancelStatus, 'en_proceso'),
        eq(invoices.stampState, 'stamp'),
        gt(invoices.cancelRequestedAt, new Date(deps.now().getTime() - CANCELLATION_POLL_MS)),
      ),
    )
    .orderBy(asc(invoices.id));
  for (const { id, companyId } of pending) {
    try {
      await inCompany(companyId, (tenant) =>
        refreshCancellation({ db: deps.db, tenant, now: deps.now(), appKey: deps.appKey, pac: deps.pac }, id),
      );
    } catch (error) {
      // One PAC failure must not keep the others waiting: this invoice is asked again next run.
      const reason = error instanceof Error ? error.message : String(error);
      deps.log.warn({ invoiceId: id, companyId, reason }, `cancellation status not read: ${reason}`);
    }
  }
  return pending.length;
}

export async function registerCancellationStatusJob(deps: AppDeps, log: StatusDeps['log']): Promise<void> {
  await deps.jobs.work(CANCELLATION_STATUS_QUEUE, async () => {
    await runCancellationStatus({ ...deps, log });
  });
  await deps.jobs.schedule(CANCELLATION_STATUS_QUEUE, '*/30 * * * *');
}
