import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { saleInvoices } from '../../db/schema';
import type { Jobs } from '../../jobs/jobs';
import { giveBackSelfInvoice, SELF_INVOICE_FAILURES } from './self-invoice-claim';
import { SELF_INVOICE_QUEUE, selfInvoiceJobKey } from './self-invoice-request';

/**
 * How long a self-invoice may stay 'issuing' before the sweep asks whether its job is still alive.
 * Longer than the gap between the claim's commit and the job's queueing; a live job (waiting,
 * retrying or running) is never swept, whatever its age.
 */
export const SELF_INVOICE_STALE_MS = 5 * 60_000;

/**
 * Gives back the company's self-invoices left 'issuing' with no job to stamp them: the job died on
 * its last attempt (expired by pg-boss, the server killed) or was never queued. The page then
 * offers the form again with the Spanish failure, and the sale can go in the factura global.
 * Runs in the company's scope; `saleIds` narrows it (the page asks about its own sale).
 */
export async function releaseStaleSelfInvoices(
  deps: { db: Db; jobs: Jobs },
  now: Date,
  saleIds?: readonly number[],
): Promise<number> {
  const stale = await deps.db
    .select({ companyId: saleInvoices.companyId, saleId: saleInvoices.saleId })
    .from(saleInvoices)
    .where(
      and(
        eq(saleInvoices.kind, 'self'),
        isNull(saleInvoices.invoiceId),
        lt(saleInvoices.claimedAt, new Date(now.getTime() - SELF_INVOICE_STALE_MS)),
        saleIds ? inArray(saleInvoices.saleId, [...saleIds]) : undefined,
      ),
    );
  let released = 0;
  for (const sale of stale) {
    if (await deps.jobs.hasPendingJob(SELF_INVOICE_QUEUE, selfInvoiceJobKey(sale.saleId))) continue;
    await giveBackSelfInvoice(deps.db, sale, SELF_INVOICE_FAILURES.unavailable, now);
    released += 1;
  }
  return released;
}
