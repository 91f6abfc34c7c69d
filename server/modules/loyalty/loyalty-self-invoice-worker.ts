import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, loyaltySelfInvoices, loyaltyTransactions } from '../../db/schema';
import type { AppDeps } from '../../http/app-types';
import type { JobContext, JobsLog } from '../../jobs/jobs';
import { type CompanyTenant, inCompany } from '../invoicing/invoicing-deps';
import { pricedLines } from '../invoicing/sale-concepts';
import {
  attemptSelfInvoice,
  conceptsOrRefusal,
  deliverSelfInvoice,
  issueSelfInvoice,
  purchaseConcepts,
  SELF_INVOICE_DEADLINE_MS,
  type SelfInvoiceDeps,
} from '../invoicing/self-invoice-issue';
import { LOYALTY_CONSUMPTION, paidInMoney } from './loyalty-self-invoice';
import { LOYALTY_SELF_INVOICE_QUEUE, type LoyaltySelfInvoiceJob } from './loyalty-self-invoice-queue';

/** Restaurant service (SAT 90101501) by service unit (E48), the keys of an untyped sale line. */
export const LOYALTY_CONCEPT_KEYS = { claveProdServ: '90101501', claveUnidad: 'E48' } as const;

type TransactionRow = typeof loyaltyTransactions.$inferSelect;

/**
 * The purchase as one concept 'Consumo' of the sale amount, IVA 16 % included (nothing in the
 * business's settings names another tax), with the wallet's part as its Descuento: a loyalty
 * wallet is the business's own promotion, not a SAT-authorised monedero, so it is a discount and
 * the CFDI's Total is what the customer paid in money.
 */
export function loyaltyConcepts(transaction: Pick<TransactionRow, 'saleAmount' | 'withdrawAmount'>) {
  const priced = pricedLines({ shipping: '0', discount: String(transaction.withdrawAmount) }, [
    {
      name: LOYALTY_CONSUMPTION,
      productId: null,
      quantity: 1,
      total: String(transaction.saleAmount),
      discount: '0',
      satProductKey: LOYALTY_CONCEPT_KEYS.claveProdServ,
      satUnitKey: LOYALTY_CONCEPT_KEYS.claveUnidad,
      taxIva: 'iva16',
      iepsPercent: null,
    },
  ]);
  return purchaseConcepts(
    priced,
    paidInMoney(transaction),
    'los importes de la compra no cuadran con lo pagado.',
  );
}

async function fail(db: Db, transaction: TransactionRow, failure: string) {
  await db
    .update(loyaltySelfInvoices)
    .set({ failure: failure.slice(0, 500), updatedAt: new Date() })
    .where(
      and(
        eq(loyaltySelfInvoices.companyId, transaction.companyId),
        eq(loyaltySelfInvoices.transactionId, transaction.id),
        isNull(loyaltySelfInvoices.invoiceId),
      ),
    );
}

/**
 * One loyalty self-invoice job: the purchase's type I invoice to the customer's fiscal data with
 * the forma de pago they chose, stamped, kept on the request and sent. Idempotent: a request
 * already invoiced, or failed, is left alone.
 */
export async function runLoyaltySelfInvoice(
  deps: SelfInvoiceDeps,
  log: JobsLog,
  tenant: CompanyTenant,
  job: LoyaltySelfInvoiceJob,
  context: JobContext,
  deadlineMs: number = SELF_INVOICE_DEADLINE_MS,
) {
  const { db } = deps;
  const [found] = await db
    .select({ transaction: loyaltyTransactions, request: loyaltySelfInvoices, phone: contacts.phone })
    .from(loyaltySelfInvoices)
    .innerJoin(
      loyaltyTransactions,
      and(
        eq(loyaltyTransactions.id, loyaltySelfInvoices.transactionId),
        eq(loyaltyTransactions.companyId, loyaltySelfInvoices.companyId),
      ),
    )
    .innerJoin(contacts, eq(contacts.id, loyaltyTransactions.contactId))
    .where(eq(loyaltySelfInvoices.transactionId, job.transactionId));
  if (!found || found.request.invoiceId !== null || found.request.failure !== null) return;
  const { transaction, request } = found;
  const invoiceId = await attemptSelfInvoice(
    context,
    deadlineMs,
    async (signal) =>
      issueSelfInvoice(deps, tenant, signal, {
        owner: transaction,
        request,
        items: await conceptsOrRefusal(async () => loyaltyConcepts(transaction)),
        formaPago: request.formaPago,
      }),
    (failure) => fail(db, transaction, failure),
  );
  if (invoiceId === null) return;
  await db
    .update(loyaltySelfInvoices)
    .set({ invoiceId, updatedAt: deps.now() })
    .where(eq(loyaltySelfInvoices.id, request.id));
  const deliveryFailure = await deliverSelfInvoice(deps, log, request, invoiceId, {
    companyId: transaction.companyId,
    phone: found.phone,
    locationId: transaction.locationId,
  });
  await db
    .update(loyaltySelfInvoices)
    .set({ deliveryFailure, updatedAt: deps.now() })
    .where(eq(loyaltySelfInvoices.id, request.id));
}

export async function registerLoyaltySelfInvoiceJob(deps: AppDeps, log: JobsLog): Promise<void> {
  await deps.jobs.work<LoyaltySelfInvoiceJob>(LOYALTY_SELF_INVOICE_QUEUE, (job, context) =>
    inCompany(job.companyId, (tenant) => runLoyaltySelfInvoice(deps, log, tenant, job, context)),
  );
}
