import { and, eq, gt, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import {
  SELF_INVOICE_DEFAULT_GRACE_DAYS,
  selfInvoiceDeadline,
} from '../../../src/domain/invoicing/self-invoice-window';
import { zonedDate } from '../../../src/domain/rules/zoned-time';
import type { Db, Tx } from '../../db/client';
import {
  companies,
  invoicingIssuers,
  loyaltySelfInvoices,
  loyaltyTransactions,
  saleInvoicingSettings,
  satCertificates,
} from '../../db/schema';
import { selfInvoicePublicUrl } from '../public-shop/public-order';

/** The business can invoice: an issuer profile and a CSD valid now. */
const invoicingReady = (companyId: number, now: Date): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${invoicingIssuers} where ${invoicingIssuers.companyId} = ${companyId})
    and exists (select 1 from ${satCertificates} where ${and(
      eq(satCertificates.companyId, companyId),
      lte(satCertificates.validFrom, now),
      gt(satCertificates.validTo, now),
    )})`;

/**
 * The self-invoice page of a loyalty purchase for the customer's message, or null: only when
 * something was paid in money (the purchase has a code) and the business can invoice, so the
 * link never leads to a page that cannot stamp.
 */
export async function loyaltyInvoiceLink(
  tx: Tx,
  input: { companyId: number; transactionId: number; origin: string; now: Date },
): Promise<string | null> {
  const [row] = await tx
    .select({ code: loyaltyTransactions.selfInvoiceCode, ready: invoicingReady(input.companyId, input.now) })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.id, input.transactionId));
  return row?.code && row.ready ? selfInvoicePublicUrl(input.origin, row.code) : null;
}

export interface CardPurchase {
  id: number;
  status: 'active' | 'canceled';
  selfInvoiceCode: string | null;
  createdAt: Date;
}

/**
 * The card page's 'Facturar' links, by transaction: a purchase with a code, not canceled, of a
 * business that can invoice, still inside the window or already invoiced (its page then has the
 * downloads) — the states the order page links too.
 */
export async function cardPurchaseInvoiceLinks(
  db: Db,
  input: { companyId: number; origin: string; now: Date; timeZone: string; purchases: CardPurchase[] },
): Promise<Map<number, string>> {
  const links = new Map<number, string>();
  const open = input.purchases.filter((purchase) => purchase.selfInvoiceCode && purchase.status === 'active');
  if (open.length === 0) return links;
  const [settings] = await db
    .select({
      graceDays: saleInvoicingSettings.selfInvoiceGraceDays,
      ready: invoicingReady(input.companyId, input.now),
    })
    .from(companies)
    .leftJoin(saleInvoicingSettings, eq(saleInvoicingSettings.companyId, companies.id))
    .where(eq(companies.id, input.companyId));
  if (!settings?.ready) return links;
  const invoiced = new Set(
    (
      await db
        .select({ id: loyaltySelfInvoices.transactionId })
        .from(loyaltySelfInvoices)
        .where(
          and(
            inArray(
              loyaltySelfInvoices.transactionId,
              open.map((purchase) => purchase.id),
            ),
            isNotNull(loyaltySelfInvoices.invoiceId),
          ),
        )
    ).map((row) => row.id),
  );
  const today = zonedDate(input.now, input.timeZone);
  const graceDays = settings.graceDays ?? SELF_INVOICE_DEFAULT_GRACE_DAYS;
  for (const purchase of open) {
    const deadline = selfInvoiceDeadline(zonedDate(purchase.createdAt, input.timeZone), graceDays);
    if (invoiced.has(purchase.id) || today <= deadline) {
      links.set(purchase.id, selfInvoicePublicUrl(input.origin, purchase.selfInvoiceCode ?? ''));
    }
  }
  return links;
}
