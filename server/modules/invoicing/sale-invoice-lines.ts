import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentMethodType } from '../../../src/domain/contract/shop-values';
import type { Db } from '../../db/client';
import { paymentMethods, products, saleItems, salePayments, type sales } from '../../db/schema';
import type { SaleLine } from './sale-concepts';
import { formaPagoOf } from './sale-payment-form';

/** The lines of some sales with their products' SAT keys and taxes (a deleted product: none). */
export async function saleLinesOf(db: Db, saleIds: readonly number[]): Promise<Map<number, SaleLine[]>> {
  const rows =
    saleIds.length === 0
      ? []
      : await db
          .select({
            saleId: saleItems.saleId,
            productId: products.id,
            name: saleItems.name,
            quantity: saleItems.quantity,
            total: saleItems.total,
            discount: saleItems.discount,
            satProductKey: products.satProductKey,
            satUnitKey: products.satUnitKey,
            taxIva: products.taxIva,
            iepsPercent: products.iepsPercent,
          })
          .from(saleItems)
          .leftJoin(
            products,
            and(eq(products.id, saleItems.productId), eq(products.companyId, saleItems.companyId)),
          )
          .where(inArray(saleItems.saleId, [...saleIds]))
          .orderBy(asc(saleItems.saleId), asc(saleItems.sortOrder), asc(saleItems.id));
  const bySale = new Map<number, SaleLine[]>();
  for (const { saleId, ...line } of rows) {
    const list = bySale.get(saleId) ?? [];
    list.push({ ...line, total: String(line.total), discount: String(line.discount) });
    bySale.set(saleId, list);
  }
  return bySale;
}

/** The FormaPago of a sale: its largest payment's method, else the method it was ordered with. */
export async function saleFormaPago(db: Db, sale: typeof sales.$inferSelect): Promise<string> {
  const [paid] = await db
    .select({ type: paymentMethods.type })
    .from(salePayments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, salePayments.paymentMethodId))
    .where(eq(salePayments.saleId, sale.id))
    .orderBy(desc(salePayments.amount))
    .limit(1);
  if (paid) return formaPagoOf(paid.type);
  if (!sale.paymentMethodId) return formaPagoOf(null);
  const [method] = await db
    .select({ type: paymentMethods.type })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, sale.paymentMethodId));
  return formaPagoOf((method?.type as PaymentMethodType | undefined) ?? null);
}
