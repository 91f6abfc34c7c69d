import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltySelfInvoices } from '../../db/schema';
import type { Jobs } from '../../jobs/jobs';
import { SELF_INVOICE_FAILURES } from '../invoicing/self-invoice-claim';
import { SELF_INVOICE_STALE_MS } from '../invoicing/self-invoice-sweep';
import { LOYALTY_SELF_INVOICE_QUEUE, loyaltySelfInvoiceJobKey } from './loyalty-self-invoice-queue';

type RequestRow = typeof loyaltySelfInvoices.$inferSelect;

/**
 * A loyalty purchase's self-invoice left 'issuing' with no job to stamp it (the job died on its
 * last attempt, the server was killed) gets the Spanish failure, as the sales' sweep does, so the
 * page offers the form again. A live job (waiting, retrying or running) is never swept. True when
 * it was given back.
 */
export async function releaseStaleLoyaltySelfInvoice(
  deps: { db: Db; jobs: Jobs },
  request: RequestRow,
  now: Date,
): Promise<boolean> {
  if (request.invoiceId !== null || request.failure !== null) return false;
  if (request.updatedAt.getTime() > now.getTime() - SELF_INVOICE_STALE_MS) return false;
  if (
    await deps.jobs.hasPendingJob(LOYALTY_SELF_INVOICE_QUEUE, loyaltySelfInvoiceJobKey(request.transactionId))
  ) {
    return false;
  }
  const released = await deps.db
    .update(loyaltySelfInvoices)
    .set({ failure: SELF_INVOICE_FAILURES.unavailable, updatedAt: now })
    .where(
      and(
        eq(loyaltySelfInvoices.id, request.id),
        isNull(loyaltySelfInvoices.invoiceId),
        isNull(loyaltySelfInvoices.failure),
      ),
    )
    .returning({ id: loyaltySelfInvoices.id });
  return released.length > 0;
}
