import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { InvoiceItemInput } from '../../../src/domain/contract/invoicing-invoice';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import type { AppDeps } from '../../http/app-types';
import { ValidationError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import type { JobContext, JobsLog } from '../../jobs/jobs';
import { stampedInvoice } from './invoice-delivery-store';
import { emailInvoice, whatsappInvoice } from './invoice-send';
import { createInvoice } from './invoice-write';
import type { CompanyTenant } from './invoicing-deps';
import { exactItems, type PricedLine, SaleConceptError } from './sale-concepts';
import { SELF_INVOICE_FAILURES } from './self-invoice-claim';
import { SELF_INVOICE_QUEUE } from './self-invoice-request';
import { stampOrDiscard } from './stamp-or-discard';

/**
 * What every self-invoice (a shop sale's, a loyalty purchase's) does the same way once its
 * concepts and forma de pago are known: the receiver's contact, the invoice created and stamped,
 * PDF and XML sent, and how a failed attempt ends.
 */

/** The stamped invoice's sending that failed (the page still offers PDF and XML). */
export const SELF_INVOICE_DELIVERY_FAILURES = {
  email: (address: string) => `No pudimos enviar tu factura a ${address}; descárgala aquí.`,
  whatsapp: 'No pudimos enviar tu factura por WhatsApp; descárgala aquí.',
} as const;

export type SelfInvoiceDeps = Pick<
  AppDeps,
  'db' | 'jobs' | 'appKey' | 'pac' | 'config' | 'messaging' | 'now'
>;

/** A refusal: retrying would get the same answer; the customer sees why and may correct the data. */
export class SelfInvoiceRefused extends Error {}

/**
 * A purchase's concepts (a sale's ticket, a loyalty purchase), each with its own line's SAT keys,
 * refused with `mismatch` unless the priced lines add up to `paid` to the cent.
 */
export function purchaseConcepts(
  priced: readonly PricedLine[],
  paid: Decimal.Value,
  mismatch: string,
): InvoiceItemInput[] {
  const sum = priced.reduce((acc, line) => acc.plus(line.target), new Decimal(0));
  if (!sum.eq(paid)) throw new SelfInvoiceRefused(mismatch);
  return exactItems(priced, (line) => ({
    clave_prod_serv: line.claveProdServ,
    clave_unidad: line.claveUnidad,
  }));
}

/** The customer's fiscal data and e-mail, as the page sent them. */
export interface SelfInvoiceReceiver {
  rfc: string;
  nombre: string;
  regimenFiscal: string;
  codigoPostal: string;
  usoCfdi: string;
  email: string;
}

/** The purchase being invoiced: its company and its customer's contact, if it has one. */
export interface SelfInvoiceOwner {
  companyId: number;
  contactId: number | null;
}

/** The contact the invoice is addressed to, holding the request's fiscal data (created when the purchase has none). */
async function receiverContact(
  db: Db,
  owner: SelfInvoiceOwner,
  request: SelfInvoiceReceiver,
  now: Date,
): Promise<number> {
  const fiscal = {
    cfdiRfc: request.rfc,
    cfdiNombre: request.nombre,
    cfdiRegimenFiscal: request.regimenFiscal,
    cfdiCodigoPostal: request.codigoPostal,
    cfdiUsoCfdi: request.usoCfdi,
    updatedAt: now,
  };
  const [byRfc] = owner.contactId
    ? [{ id: owner.contactId }]
    : await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.companyId, owner.companyId), eq(contacts.cfdiRfc, request.rfc)))
        .limit(1);
  if (byRfc) {
    await db.update(contacts).set(fiscal).where(eq(contacts.id, byRfc.id));
    return byRfc.id;
  }
  const [created] = await db
    .insert(contacts)
    .values({
      ...fiscal,
      companyId: owner.companyId,
      name: request.nombre.slice(0, 100),
      email: request.email,
    })
    .returning({ id: contacts.id });
  if (!created) throw new Error('contact not inserted');
  return created.id;
}

/** The purchase's concepts, or a refusal when they cannot be invoiced. */
export async function conceptsOrRefusal(
  build: () => Promise<InvoiceItemInput[]>,
): Promise<InvoiceItemInput[]> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof SaleConceptError) throw new SelfInvoiceRefused(error.message);
    throw error;
  }
}

/** Creates and stamps a type I, PUE invoice of the concepts; returns its id. A draft that was not stamped is removed. */
export async function issueSelfInvoice(
  deps: SelfInvoiceDeps,
  tenant: CompanyTenant,
  signal: AbortSignal,
  purchase: {
    owner: SelfInvoiceOwner;
    request: SelfInvoiceReceiver;
    items: InvoiceItemInput[];
    formaPago: string;
  },
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const { owner, request } = purchase;
  const contactId = await receiverContact(db, owner, request, now);
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
        cfdi_forma_pago: purchase.formaPago,
        cfdi_uso_cfdi: request.usoCfdi,
        cfdi_regimen_fiscal_receptor: request.regimenFiscal,
        items: purchase.items,
        cfdi_pago20: null,
        cfdi_informacion_global: null,
        cfdi_relacionados: null,
      },
    );
  } catch (error) {
    if (error instanceof ValidationError) throw new SelfInvoiceRefused(error.message);
    throw error;
  }
  const refusal = await stampOrDiscard(
    { db, tenant, now, appKey: deps.appKey, pac: deps.pac, signal },
    invoiceId,
  );
  if (refusal) throw new SelfInvoiceRefused(refusal);
  return invoiceId;
}

/**
 * The worker's own limit on one attempt, under the queue's expiry (both self-invoice queues have
 * the same): past it the stamping gives up (the PAC call is aborted, no stamp starts) and the
 * purchase is given back with the Spanish failure, so pg-boss never expires an attempt behind the
 * worker's back and leaves the page polling.
 */
export const SELF_INVOICE_DEADLINE_MS = (SELF_INVOICE_QUEUE.expireInSeconds - 30) * 1000;

/**
 * One attempt of a self-invoice job: the invoice's id, or null when the attempt ended in a
 * failure the customer sees (a refusal, an attempt past its deadline, or the last attempt of
 * anything else); other errors are thrown for the queue to retry.
 */
export async function attemptSelfInvoice(
  context: JobContext,
  deadlineMs: number,
  issue: (signal: AbortSignal) => Promise<number>,
  fail: (failure: string) => Promise<void>,
): Promise<number | null> {
  const signal = AbortSignal.timeout(deadlineMs);
  try {
    return await issue(signal);
  } catch (error) {
    if (error instanceof SelfInvoiceRefused && !signal.aborted) {
      await fail(`${SELF_INVOICE_FAILURES.prefix}: ${error.message}`);
      return null;
    }
    if (signal.aborted || context.isLastAttempt) {
      await fail(SELF_INVOICE_FAILURES.unavailable);
      return null;
    }
    throw error;
  }
}

/**
 * Sends the stamped invoice by e-mail and, when there is a phone, by WhatsApp. A failed send never
 * undoes the stamp: the Spanish failure is returned for the request to keep (null: all sent), and
 * the page says so next to the links.
 */
export async function deliverSelfInvoice(
  deps: SelfInvoiceDeps,
  log: JobsLog,
  request: SelfInvoiceReceiver,
  invoiceId: number,
  to: { companyId: number; phone: string | null; locationId: number | null; saleId?: number },
): Promise<string | null> {
  const invoice = await stampedInvoice(deps.db, invoiceId, to.companyId);
  const failures: string[] = [];
  try {
    await emailInvoice(deps.messaging.email, invoice, [request.email], { recipientName: request.nombre });
  } catch (error) {
    log.warn({ err: error, invoiceId }, 'self-invoice: e-mail not sent');
    failures.push(SELF_INVOICE_DELIVERY_FAILURES.email(request.email));
  }
  if (to.phone && to.locationId !== null) {
    try {
      await whatsappInvoice(
        { db: deps.db, jobs: deps.jobs, appKey: deps.appKey, origin: publicOrigin(deps.config), log },
        invoice,
        { phone: to.phone, locationId: to.locationId, userId: null, saleId: to.saleId, now: deps.now() },
      );
    } catch (error) {
      log.warn({ err: error, invoiceId }, 'self-invoice: WhatsApp not sent');
      failures.push(SELF_INVOICE_DELIVERY_FAILURES.whatsapp);
    }
  }
  return failures.length > 0 ? failures.join(' ') : null;
}
