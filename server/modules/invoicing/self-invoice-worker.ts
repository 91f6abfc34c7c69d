import { and, eq, isNull } from 'drizzle-orm';
import type { InvoiceItemInput } from '../../../src/domain/contract/invoicing-invoice';
import type { Db } from '../../db/client';
import { saleInvoices, sales, selfInvoiceRequests } from '../../db/schema';
import type { AppDeps } from '../../http/app-types';
import type { JobContext, JobsLog } from '../../jobs/jobs';
import { type CompanyTenant, inCompany } from './invoicing-deps';
import { pricedLines } from './sale-concepts';
import { saleFormaPago, saleLinesOf } from './sale-invoice-lines';
import { giveBackSelfInvoice } from './self-invoice-claim';
import {
  attemptSelfInvoice,
  conceptsOrRefusal,
  deliverSelfInvoice,
  issueSelfInvoice,
  purchaseConcepts,
  SELF_INVOICE_DEADLINE_MS,
  type SelfInvoiceDeps,
} from './self-invoice-issue';
import { SELF_INVOICE_QUEUE, type SelfInvoiceJob } from './self-invoice-request';

type SaleRow = typeof sales.$inferSelect;

/** The sale's concepts, the CFDI's total checked against the ticket's. */
async function saleItemsOf(db: Db, sale: SaleRow): Promise<InvoiceItemInput[]> {
  const lines = (await saleLinesOf(db, [sale.id])).get(sale.id) ?? [];
  const priced = pricedLines({ shipping: String(sale.shipping), discount: String(sale.discount) }, lines);
  return purchaseConcepts(priced, sale.total, 'los importes del ticket no cuadran con su total.');
}

/**
 * One self-invoice job: the sale's type I invoice to the customer's fiscal data, stamped through
 * the PAC, linked to the sale and sent. Idempotent: a sale already invoiced, or given back, is
 * left alone. A refusal (the PAC said no, data SAT rejects, no CSD), an attempt past its deadline
 * and the last failed attempt give the sale back with a Spanish reason on the page; anything else
 * is retried by the queue.
 */
export async function runSelfInvoice(
  deps: SelfInvoiceDeps,
  log: JobsLog,
  tenant: CompanyTenant,
  job: SelfInvoiceJob,
  context: JobContext,
  deadlineMs: number = SELF_INVOICE_DEADLINE_MS,
) {
  const { db } = deps;
  const [found] = await db
    .select({ sale: sales, request: selfInvoiceRequests, invoiceId: saleInvoices.invoiceId })
    .from(saleInvoices)
    .innerJoin(sales, eq(sales.id, saleInvoices.saleId))
    .innerJoin(
      selfInvoiceRequests,
      and(eq(selfInvoiceRequests.saleId, sales.id), eq(selfInvoiceRequests.companyId, sales.companyId)),
    )
    .where(and(eq(saleInvoices.saleId, job.saleId), eq(saleInvoices.kind, 'self')));
  if (!found || found.invoiceId !== null) return;
  const { sale, request } = found;
  const invoiceId = await attemptSelfInvoice(
    context,
    deadlineMs,
    async (signal) =>
      issueSelfInvoice(deps, tenant, signal, {
        owner: sale,
        request,
        items: await conceptsOrRefusal(() => saleItemsOf(db, sale)),
        formaPago: await saleFormaPago(db, sale),
      }),
    (failure) => giveBackSelfInvoice(db, { companyId: sale.companyId, saleId: sale.id }, failure, deps.now()),
  );
  if (invoiceId === null) return;
  await db
    .update(saleInvoices)
    .set({ invoiceId })
    .where(
      and(
        eq(saleInvoices.saleId, sale.id),
        eq(saleInvoices.companyId, sale.companyId),
        isNull(saleInvoices.invoiceId),
      ),
    );
  const deliveryFailure = await deliverSelfInvoice(deps, log, request, invoiceId, {
    companyId: sale.companyId,
    phone: sale.contactPhone,
    locationId: sale.locationId,
    saleId: sale.id,
  });
  await db
    .update(selfInvoiceRequests)
    .set({ deliveryFailure, updatedAt: deps.now() })
    .where(and(eq(selfInvoiceRequests.companyId, sale.companyId), eq(selfInvoiceRequests.saleId, sale.id)));
}

export async function registerSelfInvoiceJob(deps: AppDeps, log: JobsLog): Promise<void> {
  await deps.jobs.work<SelfInvoiceJob>(SELF_INVOICE_QUEUE, (job, context) =>
    inCompany(job.companyId, (tenant) => runSelfInvoice(deps, log, tenant, job, context)),
  );
}
