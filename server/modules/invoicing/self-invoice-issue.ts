import { and, eq } from 'drizzle-orm';
import type { InvoiceItemInput } from '../../../src/domain/contract/invoicing-invoice';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import type { AppDeps } from '../../http/app-types';
import { ValidationError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import type { Tenant } from '../../http/tenancy';
import type { JobContext, JobsLog } from '../../jobs/jobs';
import { stampedInvoice } from './invoice-delivery-store';
import { emailInvoice, whatsappInvoice } from './invoice-send';
import { createInvoice } from './invoice-write';
import { SaleConceptError } from './sale-concepts';
import { stampOrDiscard } from './stamp-or-discard';

/**
 * What every self-invoice (a shop sale's, a loyalty purchase's) does the same way once its
 * concepts and forma de pago are known: the receiver's contact, the invoice created and stamped,
 * PDF and XML sent, and how a failed attempt ends.
 */

export const SELF_INVOICE_FAILURES = {
  prefix: 'No se pudo timbrar tu factura',
  unavailable: 'El servicio de timbrado no respondió. Inténtalo de nuevo en unos minutos.',
} as const;

export type SelfInvoiceDeps = Pick<
  AppDeps,
  'db' | 'jobs' | 'appKey' | 'pac' | 'config' | 'messaging' | 'now'
>;

/** A refusal: retrying would get the same answer; the customer sees why and may correct the data. */
export class SelfInvoiceRefused extends Error {}

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
  purchase: {
    owner: SelfInvoiceOwner;
    request: SelfInvoiceReceiver;
    items: InvoiceItemInput[];
    formaPago: string;
    locationId: number | null;
  },
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const { owner, request } = purchase;
  // The worker acts for nobody signed in: user 0 and location 0 (a purchase whose location was
  // removed) are never read by the invoice's writing.
  const tenant: Tenant = {
    userId: 0,
    companyId: owner.companyId,
    locationId: purchase.locationId ?? 0,
    roles: [],
  };
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
  const refusal = await stampOrDiscard({ db, tenant, now, appKey: deps.appKey, pac: deps.pac }, invoiceId);
  if (refusal) throw new SelfInvoiceRefused(refusal);
  return invoiceId;
}

/**
 * One attempt of a self-invoice job: the invoice's id, or null when the attempt ended in a
 * failure the customer sees (a refusal, or the last attempt of anything else); other errors are
 * thrown for the queue to retry.
 */
export async function attemptSelfInvoice(
  context: JobContext,
  issue: () => Promise<number>,
  fail: (failure: string) => Promise<void>,
): Promise<number | null> {
  try {
    return await issue();
  } catch (error) {
    if (error instanceof SelfInvoiceRefused) {
      await fail(`${SELF_INVOICE_FAILURES.prefix}: ${error.message}`);
      return null;
    }
    if (context.isLastAttempt) {
      await fail(SELF_INVOICE_FAILURES.unavailable);
      return null;
    }
    throw error;
  }
}

/** Sends the stamped invoice by e-mail and, when there is a phone, by WhatsApp (never undoes the stamp). */
export async function deliverSelfInvoice(
  deps: SelfInvoiceDeps,
  log: JobsLog,
  request: SelfInvoiceReceiver,
  invoiceId: number,
  to: { companyId: number; phone: string | null; locationId: number | null; saleId?: number },
) {
  const invoice = await stampedInvoice(deps.db, invoiceId, to.companyId);
  try {
    await emailInvoice(deps.messaging.email, invoice, [request.email], { recipientName: request.nombre });
  } catch (error) {
    log.warn({ err: error, invoiceId }, 'self-invoice: e-mail not sent');
  }
  if (!to.phone || to.locationId === null) return;
  try {
    await whatsappInvoice(
      { db: deps.db, jobs: deps.jobs, appKey: deps.appKey, origin: publicOrigin(deps.config), log },
      invoice,
      { phone: to.phone, locationId: to.locationId, userId: null, saleId: to.saleId, now: deps.now() },
    );
  } catch (error) {
    log.warn({ err: error, invoiceId }, 'self-invoice: WhatsApp not sent');
  }
}
