import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import type { InvoiceItemInput } from '../../../src/domain/contract/invoicing-invoice';
import type { Db } from '../../db/client';
import { contacts, saleInvoices, sales, selfInvoiceRequests } from '../../db/schema';
import type { AppDeps } from '../../http/app-types';
import { ValidationError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import type { JobContext, JobsLog } from '../../jobs/jobs';
import { type StampedInvoice, stampedInvoice } from './invoice-delivery-store';
import { emailInvoice, whatsappInvoice } from './invoice-send';
import { createInvoice } from './invoice-write';
import { type CompanyTenant, inCompany } from './invoicing-deps';
import { exactItems, pricedLines, SaleConceptError } from './sale-concepts';
import { saleFormaPago, saleLinesOf } from './sale-invoice-lines';
import { giveBackSelfInvoice, SELF_INVOICE_FAILURES } from './self-invoice-claim';
import { SELF_INVOICE_QUEUE, type SelfInvoiceJob } from './self-invoice-request';
import { stampOrDiscard } from './stamp-or-discard';

/**
 * The worker's own limit on one attempt, under the queue's expiry: past it the stamping gives up
 * (the PAC call is aborted, no stamp starts) and the sale is given back with the Spanish failure,
 * so pg-boss never expires an attempt behind the worker's back and leaves the page polling.
 */
export const SELF_INVOICE_DEADLINE_MS = (SELF_INVOICE_QUEUE.expireInSeconds - 30) * 1000;

/** The stamped invoice's sending that failed (the page still offers PDF and XML). */
export const SELF_INVOICE_DELIVERY_FAILURES = {
  email: (address: string) => `No pudimos enviar tu factura a ${address}; descárgala aquí.`,
  whatsapp: 'No pudimos enviar tu factura por WhatsApp; descárgala aquí.',
} as const;

type WorkerDeps = Pick<AppDeps, 'db' | 'jobs' | 'appKey' | 'pac' | 'config' | 'messaging' | 'now'>;

/** A refusal: retrying would get the same answer; the customer sees why and may correct the data. */
class Refused extends Error {}

type SaleRow = typeof sales.$inferSelect;
type RequestRow = typeof selfInvoiceRequests.$inferSelect;

/** The contact the invoice is addressed to, holding the request's fiscal data (created when the sale has none). */
async function receiverContact(db: Db, sale: SaleRow, request: RequestRow, now: Date): Promise<number> {
  const fiscal = {
    cfdiRfc: request.rfc,
    cfdiNombre: request.nombre,
    cfdiRegimenFiscal: request.regimenFiscal,
    cfdiCodigoPostal: request.codigoPostal,
    cfdiUsoCfdi: request.usoCfdi,
    updatedAt: now,
  };
  const [byRfc] = sale.contactId
    ? [{ id: sale.contactId }]
    : await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.companyId, sale.companyId), eq(contacts.cfdiRfc, request.rfc)))
        .limit(1);
  if (byRfc) {
    await db.update(contacts).set(fiscal).where(eq(contacts.id, byRfc.id));
    return byRfc.id;
  }
  const [created] = await db
    .insert(contacts)
    .values({
      ...fiscal,
      companyId: sale.companyId,
      name: request.nombre.slice(0, 100),
      email: request.email,
    })
    .returning({ id: contacts.id });
  if (!created) throw new Error('contact not inserted');
  return created.id;
}

/** The sale's concepts, the CFDI's total checked against the ticket's. */
async function saleItemsOf(db: Db, sale: SaleRow): Promise<InvoiceItemInput[]> {
  const lines = (await saleLinesOf(db, [sale.id])).get(sale.id) ?? [];
  const priced = pricedLines({ shipping: String(sale.shipping), discount: String(sale.discount) }, lines);
  const sum = priced.reduce((acc, line) => acc.plus(line.target), new Decimal(0));
  if (!sum.eq(sale.total)) throw new Refused('los importes del ticket no cuadran con su total.');
  return exactItems(priced, (line) => ({
    clave_prod_serv: line.claveProdServ,
    clave_unidad: line.claveUnidad,
  }));
}

/** Creates and stamps the sale's invoice; returns its id. A draft that was not stamped is removed. */
async function issue(
  deps: WorkerDeps,
  tenant: CompanyTenant,
  sale: SaleRow,
  request: RequestRow,
  signal: AbortSignal,
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  let items: InvoiceItemInput[];
  try {
    items = await saleItemsOf(db, sale);
  } catch (error) {
    if (error instanceof SaleConceptError) throw new Refused(error.message);
    throw error;
  }
  const contactId = await receiverContact(db, sale, request, now);
  let invoiceId: number;
  try {
    invoiceId = await createInvoice(
      { db, tenant, now },
      {
        cfdi_tipo_comprobante: 'I',
        contact_id: contactId,
        currency_code: 'MXN',
        exchange_rate: '1',
        cfdi_metodo_pago: 'PUE',
        cfdi_forma_pago: await saleFormaPago(db, sale),
        cfdi_uso_cfdi: request.usoCfdi,
        cfdi_regimen_fiscal_receptor: request.regimenFiscal,
        items,
        cfdi_pago20: null,
        cfdi_informacion_global: null,
        cfdi_relacionados: null,
      },
    );
  } catch (error) {
    if (error instanceof ValidationError) throw new Refused(error.message);
    throw error;
  }
  const refusal = await stampOrDiscard(
    { db, tenant, now, appKey: deps.appKey, pac: deps.pac, signal },
    invoiceId,
  );
  if (refusal) throw new Refused(refusal);
  return invoiceId;
}

/**
 * Sends the stamped invoice by e-mail and, when the sale has a phone, by WhatsApp. A failed send
 * never undoes the stamp: it is recorded on the request, and the page says so next to the links.
 */
async function deliver(
  deps: WorkerDeps,
  log: JobsLog,
  sale: SaleRow,
  request: RequestRow,
  invoiceId: number,
) {
  const invoice = await stampedInvoice(deps.db, invoiceId, sale.companyId);
  const failures: string[] = [];
  try {
    await emailInvoice(deps.messaging.email, invoice, [request.email], { recipientName: request.nombre });
  } catch (error) {
    log.warn({ err: error, saleId: sale.id }, 'self-invoice: e-mail not sent');
    failures.push(SELF_INVOICE_DELIVERY_FAILURES.email(request.email));
  }
  const whatsapp = sale.contactPhone
    ? await sendWhatsapp(deps, log, { sale, phone: sale.contactPhone, invoice })
    : null;
  if (whatsapp) failures.push(whatsapp);
  await deps.db
    .update(selfInvoiceRequests)
    .set({ deliveryFailure: failures.length > 0 ? failures.join(' ') : null, updatedAt: deps.now() })
    .where(and(eq(selfInvoiceRequests.companyId, sale.companyId), eq(selfInvoiceRequests.saleId, sale.id)));
}

async function sendWhatsapp(
  deps: WorkerDeps,
  log: JobsLog,
  { sale, phone, invoice }: { sale: SaleRow; phone: string; invoice: StampedInvoice },
): Promise<string | null> {
  try {
    await whatsappInvoice(
      { db: deps.db, jobs: deps.jobs, appKey: deps.appKey, origin: publicOrigin(deps.config), log },
      invoice,
      {
        phone,
        locationId: sale.locationId,
        userId: null,
        saleId: sale.id,
        now: deps.now(),
      },
    );
    return null;
  } catch (error) {
    log.warn({ err: error, saleId: sale.id }, 'self-invoice: WhatsApp not sent');
    return SELF_INVOICE_DELIVERY_FAILURES.whatsapp;
  }
}

/**
 * One self-invoice job: the sale's type I invoice to the customer's fiscal data, stamped through
 * the PAC, linked to the sale and sent. Idempotent: a sale already invoiced, or given back, is
 * left alone. A refusal (the PAC said no, data SAT rejects, no CSD), an attempt past its deadline
 * and the last failed attempt give the sale back with a Spanish reason on the page; anything else
 * is retried by the queue.
 */
export async function runSelfInvoice(
  deps: WorkerDeps,
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
  const signal = AbortSignal.timeout(deadlineMs);
  const giveBack = (failure: string) =>
    giveBackSelfInvoice(db, { companyId: sale.companyId, saleId: sale.id }, failure, deps.now());
  let invoiceId: number;
  try {
    invoiceId = await issue(deps, tenant, sale, request, signal);
  } catch (error) {
    if (error instanceof Refused && !signal.aborted) {
      await giveBack(`${SELF_INVOICE_FAILURES.prefix}: ${error.message}`);
      return;
    }
    if (signal.aborted || context.isLastAttempt) {
      await giveBack(SELF_INVOICE_FAILURES.unavailable);
      return;
    }
    throw error;
  }
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
  await deliver(deps, log, sale, request, invoiceId);
}

export async function registerSelfInvoiceJob(deps: AppDeps, log: JobsLog): Promise<void> {
  await deps.jobs.work<SelfInvoiceJob>(SELF_INVOICE_QUEUE, (job, context) =>
    inCompany(job.companyId, (tenant) => runSelfInvoice(deps, log, tenant, job, context)),
  );
}
