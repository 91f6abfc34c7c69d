import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { saleInvoices, selfInvoiceRequests } from '../../db/schema';

/** What the page says when a self-invoice was given back. */
export const SELF_INVOICE_FAILURES = {
  prefix: 'No se pudo timbrar tu factura',
  unavailable: 'El servicio de timbrado no respondió. Inténtalo de nuevo en unos minutos.',
} as const;

/**
 * Takes a sale for the customer's own invoice before it is stamped: false when it is already
 * taken (self-invoiced, being self-invoiced, or claimed by a factura global). The sale's unique
 * row in sale_invoices is what keeps a ticket out of both.
 */
export async function claimSaleForSelfInvoice(
  db: Db | Tx,
  companyId: number,
  saleId: number,
  now: Date,
): Promise<boolean> {
  const [claimed] = await db
    .insert(saleInvoices)
    .values({ companyId, saleId, kind: 'self', claimedAt: now })
    .onConflictDoNothing({ target: [saleInvoices.companyId, saleInvoices.saleId] })
    .returning({ id: saleInvoices.id });
  return claimed !== undefined;
}

/**
 * Gives the sale back when its invoice could not be stamped, with the Spanish reason the page
 * shows; the customer may try again. A sale whose invoice was stamped meanwhile is left alone.
 */
export async function giveBackSelfInvoice(
  db: Db,
  sale: { companyId: number; saleId: number },
  failure: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const released = await tx
      .delete(saleInvoices)
      .where(
        and(
          eq(saleInvoices.companyId, sale.companyId),
          eq(saleInvoices.saleId, sale.saleId),
          eq(saleInvoices.kind, 'self'),
          isNull(saleInvoices.invoiceId),
        ),
      )
      .returning({ id: saleInvoices.id });
    if (released.length === 0) return;
    await tx
      .update(selfInvoiceRequests)
      .set({ failure: failure.slice(0, 500), updatedAt: now })
      .where(
        and(eq(selfInvoiceRequests.companyId, sale.companyId), eq(selfInvoiceRequests.saleId, sale.saleId)),
      );
  });
}
