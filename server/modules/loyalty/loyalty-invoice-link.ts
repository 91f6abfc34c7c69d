import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoicingIssuers, loyaltyTransactions, satCertificates } from '../../db/schema';
import { selfInvoicePublicUrl } from '../public-shop/public-order';

/**
 * The self-invoice page of a loyalty purchase for the customer's message, or null: only when
 * something was paid in money (the purchase has a code) and the business can invoice (an issuer
 * profile and a CSD valid now), so the link never leads to a page that cannot stamp.
 */
export async function loyaltyInvoiceLink(
  tx: Tx,
  input: { companyId: number; transactionId: number; origin: string; now: Date },
): Promise<string | null> {
  const [row] = await tx
    .select({
      code: loyaltyTransactions.selfInvoiceCode,
      ready: sql<boolean>`exists (select 1 from ${invoicingIssuers} where ${invoicingIssuers.companyId} = ${input.companyId})
        and exists (select 1 from ${satCertificates} where ${and(
          eq(satCertificates.companyId, input.companyId),
          lte(satCertificates.validFrom, input.now),
          gt(satCertificates.validTo, input.now),
        )})`,
    })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.id, input.transactionId));
  return row?.code && row.ready ? selfInvoicePublicUrl(input.origin, row.code) : null;
}
