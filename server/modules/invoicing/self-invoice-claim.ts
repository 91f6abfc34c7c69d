import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { saleInvoices } from '../../db/schema';

/**
 * Takes a sale for the customer's own invoice before it is stamped: false when it is already
 * taken (self-invoiced, being self-invoiced, or claimed by a factura global). The sale's unique
 * row in sale_invoices is what keeps a ticket out of both.
 */
export async function claimSaleForSelfInvoice(
  db: Db | Tx,
  companyId: number,
  saleId: number,
): Promise<boolean> {
  const [claimed] = await db
    .insert(saleInvoices)
    .values({ companyId, saleId, kind: 'self' })
    .onConflictDoNothing({ target: [saleInvoices.companyId, saleInvoices.saleId] })
    .returning({ id: saleInvoices.id });
  return claimed !== undefined;
}

/** Gives the sale back when its invoice could not be stamped (the customer may try again). */
export async function releaseSelfInvoiceClaim(db: Db | Tx, companyId: number, saleId: number): Promise<void> {
  await db
    .delete(saleInvoices)
    .where(
      and(
        eq(saleInvoices.companyId, companyId),
        eq(saleInvoices.saleId, saleId),
        eq(saleInvoices.kind, 'self'),
        isNull(saleInvoices.invoiceId),
      ),
    );
}
