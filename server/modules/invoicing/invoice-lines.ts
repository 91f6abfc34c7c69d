import { asc, eq } from 'drizzle-orm';
import {
  computeLine,
  type LineResult,
  summarize,
  type TaxLayer,
} from '../../../src/domain/invoicing/cfdi-maths';
import { INVOICE_TAXES } from '../../../src/domain/invoicing/invoice-taxes';
import type { Db } from '../../db/client';
import { invoiceItems } from '../../db/schema';

export type InvoiceItemRow = typeof invoiceItems.$inferSelect;

/** The line maths of a stored item, from what was typed (the stored totals are its output). */
export const lineOfItem = (item: InvoiceItemRow): LineResult =>
  computeLine({
    quantity: item.quantity,
    price_input: item.priceInput,
    final_price: item.finalPrice,
    discount: item.discount,
    taxes: item.taxes,
  });

/** The tax choice (GET /v1/invoicing/tax id) whose layers an item carries. */
export function taxIdOf(item: InvoiceItemRow): string | null {
  // jsonb does not keep the keys' order: layers are compared field by field.
  const key = (layers: readonly TaxLayer[]) =>
    layers.map((layer) => `${layer.type}|${layer.factor}|${layer.value}`).join(',');
  return INVOICE_TAXES.find((tax) => key(tax.layers) === key(item.taxes))?.id ?? null;
}

export async function itemsOf(db: Db, invoiceId: number): Promise<InvoiceItemRow[]> {
  return db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.position));
}

/** An invoice's summary (totals and tax groups) from its items, as its CFDI carries it. */
export async function summaryOf(db: Db, invoiceId: number) {
  return summarize((await itemsOf(db, invoiceId)).map(lineOfItem));
}
