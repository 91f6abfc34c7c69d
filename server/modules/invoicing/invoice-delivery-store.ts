import { and, eq } from 'drizzle-orm';
import { INVOICE_DELIVERY_MESSAGES as M } from '../../../src/domain/contract/invoicing-delivery';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { NotFoundError } from '../../http/errors';

export interface StampedInvoice {
  id: number;
  companyId: number;
  tipo: string;
  serie: string | null;
  folio: number;
  uuid: string;
  xml: string;
  receiverName: string | null;
  total: string;
  currencyCode: string;
}

/**
 * A stamped invoice of the company (its stamped XML and what names its files), or 404 while it
 * has no stamp: there is no document to download or send before.
 */
export async function stampedInvoice(db: Db, id: number, companyId: number): Promise<StampedInvoice> {
  const [row] = await db
    .select({
      id: invoices.id,
      companyId: invoices.companyId,
      tipo: invoices.tipoComprobante,
      serie: invoices.serie,
      folio: invoices.folio,
      uuid: invoices.uuid,
      xml: invoices.xml,
      receiverName: invoices.receiverName,
      total: invoices.total,
      currencyCode: invoices.currencyCode,
    })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
  if (!row) throw new NotFoundError(M.notFound);
  if (!row.uuid || !row.xml) throw new NotFoundError(M.notStamped);
  return { ...row, uuid: row.uuid, xml: row.xml };
}

/** `<serie><folio>_<uuid>.pdf` / `.xml`. */
export const invoiceFileName = (invoice: StampedInvoice, extension: 'pdf' | 'xml') =>
  `${invoice.serie ?? ''}${invoice.folio}_${invoice.uuid}.${extension}`;
