import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { stampInvoice } from './invoice-stamp';
import type { InvoicingContext } from './invoicing-deps';

/**
 * Stamps an invoice the server drafted on its own (a self-invoice, a factura global): null once
 * stamped, else the refusal's reason. A draft that did not stamp — refused, or the PAC out of
 * reach (the error is thrown on) — is deleted: the next attempt drafts it afresh, and nobody is
 * left with a stray draft in the invoice list.
 */
export async function stampOrDiscard(ctx: InvoicingContext, invoiceId: number): Promise<string | null> {
  try {
    const outcome = await stampInvoice(ctx, invoiceId);
    if (outcome.stamped) return null;
    await discardDraft(ctx.db, ctx.tenant.companyId, invoiceId);
    return outcome.reason ?? 'el PAC no lo timbró.';
  } catch (error) {
    await discardDraft(ctx.db, ctx.tenant.companyId, invoiceId);
    throw error;
  }
}

async function discardDraft(db: Db, companyId: number, invoiceId: number) {
  await db
    .delete(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId), isNull(invoices.uuid)));
}
