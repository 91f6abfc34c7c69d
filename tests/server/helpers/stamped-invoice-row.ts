import type { Db } from '../../../server/db/client';
import { invoices } from '../../../server/db/schema';
import type { CfdiDocumentInput } from '../../../server/modules/invoicing/cfdi/cfdi-document';
import { attr } from '../../../server/modules/invoicing/cfdi/xml-node';
import { invoiceI } from './cfdi-fixtures';
import { stampedCfdi } from './stamped-cfdi';

/**
 * An invoice row as a stamped one is stored (its XML stamped by the sandbox PAC), written straight
 * to the table: the invoice calls belong to another part of issue 24.
 */
export async function insertStampedInvoice(
  db: Db,
  companyId: number,
  input: CfdiDocumentInput = invoiceI(),
): Promise<{ id: number; uuid: string; xml: string }> {
  const stamped = await stampedCfdi(input);
  const [row] = await db
    .insert(invoices)
    .values({
      companyId,
      tipoComprobante: input.tipo,
      serie: input.serie ?? null,
      folio: Number(input.folio),
      state: 'active',
      date: new Date('2026-11-20T19:45:10Z'),
      total: attr(stamped.comprobante, 'Total') ?? '0',
      subtotal: attr(stamped.comprobante, 'SubTotal') ?? '0',
      receiverRfc: input.receptor.rfc,
      receiverName: input.receptor.nombre,
      uuid: stamped.uuid,
      stampState: 'stamp',
      stampDate: stamped.stampedAt,
      xml: stamped.xml,
      pac: 'sandbox',
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('fixture: stamped invoice not inserted');
  return { id: row.id, uuid: stamped.uuid, xml: stamped.xml };
}
