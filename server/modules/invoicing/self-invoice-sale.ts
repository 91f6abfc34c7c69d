import { and, asc, eq } from 'drizzle-orm';
import type { SelfInvoicePage } from '../../../src/domain/invoicing/self-invoice-contract';
import { SELF_INVOICE_PAGE_MESSAGES } from '../../../src/domain/invoicing/self-invoice-contract';
import {
  SELF_INVOICE_DEFAULT_GRACE_DAYS,
  SELF_INVOICE_MESSAGES,
  selfInvoiceDeadline,
  selfInvoiceState,
} from '../../../src/domain/invoicing/self-invoice-window';
import { zonedDate } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import {
  contacts,
  locations,
  saleInvoices,
  saleInvoicingSettings,
  saleItems,
  sales,
  selfInvoiceRequests,
} from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { Jobs } from '../../jobs/jobs';
import { type InvoiceDocument, invoicePublicUrl, signInvoiceLink } from './invoice-delivery-links';
import { stampedInvoice } from './invoice-delivery-store';
import { releaseStaleSelfInvoices, SELF_INVOICE_STALE_MS } from './self-invoice-sweep';

export type SelfInvoiceSaleRow = typeof sales.$inferSelect;

/** What reading a purchase needs: the database, and the jobs to tell a dead stamping from a live one. */
export interface SaleReadDeps {
  db: Db;
  jobs: Jobs;
}

/**
 * A purchase by its self-invoice code, with its business and invoicing state (404 when unknown).
 * A purchase left 'issuing' with no job to stamp it is given back first (self-invoice-sweep.ts).
 */
export async function selfInvoiceSale(deps: SaleReadDeps, code: string, now: Date) {
  const row = await saleByCode(deps.db, code);
  const { claim } = row;
  if (
    claim?.kind === 'self' &&
    claim.invoiceId === null &&
    now.getTime() - claim.claimedAt.getTime() > SELF_INVOICE_STALE_MS &&
    (await releaseStaleSelfInvoices(deps, now, [claim.saleId])) > 0
  ) {
    return withState(await saleByCode(deps.db, code), now);
  }
  return withState(row, now);
}

async function saleByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      sale: sales,
      businessName: locations.name,
      timeZone: locations.timezone,
      claim: saleInvoices,
      graceDays: saleInvoicingSettings.selfInvoiceGraceDays,
      request: selfInvoiceRequests,
    })
    .from(sales)
    .innerJoin(locations, eq(locations.id, sales.locationId))
    .leftJoin(saleInvoices, eq(saleInvoices.saleId, sales.id))
    .leftJoin(saleInvoicingSettings, eq(saleInvoicingSettings.companyId, sales.companyId))
    .leftJoin(
      selfInvoiceRequests,
      and(eq(selfInvoiceRequests.saleId, sales.id), eq(selfInvoiceRequests.companyId, sales.companyId)),
    )
    .where(eq(sales.selfInvoiceCode, code))
    .limit(1);
  if (!row) throw new NotFoundError(SELF_INVOICE_PAGE_MESSAGES.notFound);
  return row;
}

function withState(row: Awaited<ReturnType<typeof saleByCode>>, now: Date) {
  const graceDays = row.graceDays ?? SELF_INVOICE_DEFAULT_GRACE_DAYS;
  const state = selfInvoiceState(
    {
      referenceDate: row.sale.referenceDate,
      status: row.sale.status,
      invoiced: row.claim?.kind === 'self' && row.claim.invoiceId !== null,
      issuing: row.claim?.kind === 'self' && row.claim.invoiceId === null,
      inGlobalInvoice: row.claim?.kind === 'global',
    },
    zonedDate(now, row.timeZone),
    graceDays,
  );
  return { ...row, state, deadline: selfInvoiceDeadline(row.sale.referenceDate, graceDays) };
}

/** What signs the stamped invoice's public links: the server's key and PUBLIC_URL's origin. */
export interface PageLinks {
  appKey: Uint8Array;
  origin: string;
}

/** A stamped self-invoice with signed, expiring links to its PDF and XML (null: not stamped yet). */
export async function stampedOfPage(
  db: Db,
  stamped: {
    companyId: number;
    invoiceId: number | null;
    email: string | undefined;
    /** The e-mail or WhatsApp that could not be sent after the stamp. */
    deliveryFailure: string | null | undefined;
  },
  links: PageLinks,
  now: Date,
): Promise<SelfInvoicePage['invoice']> {
  if (stamped.invoiceId === null || stamped.email === undefined) return null;
  const invoice = await stampedInvoice(db, stamped.invoiceId, stamped.companyId);
  const url = (document: InvoiceDocument) =>
    invoicePublicUrl(
      links.origin,
      signInvoiceLink(links.appKey, invoice.companyId, invoice.id, now, document),
      document,
    );
  return {
    uuid: invoice.uuid,
    email: stamped.email,
    pdf_url: url('pdf'),
    xml_url: url('xml'),
    delivery_failure: stamped.deliveryFailure ?? null,
  };
}

/** The fiscal data last used by the purchase's contact (remembered by phone), to fill the form. */
export async function rememberedOf(db: Db, contactId: number | null): Promise<SelfInvoicePage['remembered']> {
  const [contact] = contactId ? await db.select().from(contacts).where(eq(contacts.id, contactId)) : [];
  return contact?.cfdiRfc && contact.cfdiNombre && contact.cfdiRegimenFiscal && contact.cfdiCodigoPostal
    ? {
        rfc: contact.cfdiRfc,
        nombre: contact.cfdiNombre,
        regimen_fiscal: contact.cfdiRegimenFiscal,
        codigo_postal: contact.cfdiCodigoPostal,
        uso_cfdi: contact.cfdiUsoCfdi ?? '',
      }
    : null;
}

/** GET /v1/public/self-invoice/{code}: the purchase as the self-invoice page shows it. */
export async function selfInvoicePage(
  deps: SaleReadDeps,
  code: string,
  now: Date,
  links: PageLinks,
): Promise<SelfInvoicePage> {
  const { db } = deps;
  const found = await selfInvoiceSale(deps, code, now);
  const { sale } = found;
  const lines = await db
    .select({ name: saleItems.name, quantity: saleItems.quantity, total: saleItems.total })
    .from(saleItems)
    .where(eq(saleItems.saleId, sale.id))
    .orderBy(asc(saleItems.sortOrder), asc(saleItems.id));
  return {
    business_name: found.businessName,
    order_number: sale.number,
    date: sale.referenceDate,
    total: sale.total,
    lines,
    asks_forma_pago: false,
    state: found.state,
    message: found.state === 'available' ? null : SELF_INVOICE_MESSAGES[found.state],
    deadline: found.deadline,
    remembered: await rememberedOf(db, sale.contactId),
    invoice: await stampedOfPage(
      db,
      {
        companyId: sale.companyId,
        invoiceId: found.claim?.kind === 'self' ? found.claim.invoiceId : null,
        email: found.request?.email,
        deliveryFailure: found.request?.deliveryFailure,
      },
      links,
      now,
    ),
    failure: found.state === 'available' ? (found.request?.failure ?? null) : null,
  };
}
