import { asc, eq } from 'drizzle-orm';
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
import { contacts, locations, saleInvoices, saleInvoicingSettings, saleItems, sales } from '../../db/schema';
import { NotFoundError } from '../../http/errors';

export type SelfInvoiceSaleRow = typeof sales.$inferSelect;

/** A purchase by its self-invoice code, with its business and invoicing state (404 when unknown). */
export async function selfInvoiceSale(db: Db, code: string, now: Date) {
  const [row] = await db
    .select({
      sale: sales,
      businessName: locations.name,
      timeZone: locations.timezone,
      claim: saleInvoices,
      graceDays: saleInvoicingSettings.selfInvoiceGraceDays,
    })
    .from(sales)
    .innerJoin(locations, eq(locations.id, sales.locationId))
    .leftJoin(saleInvoices, eq(saleInvoices.saleId, sales.id))
    .leftJoin(saleInvoicingSettings, eq(saleInvoicingSettings.companyId, sales.companyId))
    .where(eq(sales.selfInvoiceCode, code))
    .limit(1);
  if (!row) throw new NotFoundError(SELF_INVOICE_PAGE_MESSAGES.notFound);
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

/** GET /v1/public/self-invoice/{code}: the purchase as the self-invoice page shows it. */
export async function selfInvoicePage(db: Db, code: string, now: Date): Promise<SelfInvoicePage> {
  const found = await selfInvoiceSale(db, code, now);
  const { sale } = found;
  const lines = await db
    .select({ name: saleItems.name, quantity: saleItems.quantity, total: saleItems.total })
    .from(saleItems)
    .where(eq(saleItems.saleId, sale.id))
    .orderBy(asc(saleItems.sortOrder), asc(saleItems.id));
  const [contact] = sale.contactId
    ? await db.select().from(contacts).where(eq(contacts.id, sale.contactId))
    : [];
  const remembered =
    contact?.cfdiRfc && contact.cfdiNombre && contact.cfdiRegimenFiscal && contact.cfdiCodigoPostal
      ? {
          rfc: contact.cfdiRfc,
          nombre: contact.cfdiNombre,
          regimen_fiscal: contact.cfdiRegimenFiscal,
          codigo_postal: contact.cfdiCodigoPostal,
          uso_cfdi: contact.cfdiUsoCfdi ?? '',
        }
      : null;
  return {
    business_name: found.businessName,
    order_number: sale.number,
    date: sale.referenceDate,
    total: sale.total,
    lines,
    state: found.state,
    message: found.state === 'available' ? null : SELF_INVOICE_MESSAGES[found.state],
    deadline: found.deadline,
    remembered,
    invoice: null,
    failure: null,
  };
}
