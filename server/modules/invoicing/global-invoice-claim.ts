import { and, between, eq, sql } from 'drizzle-orm';
import type { GlobalPeriod } from '../../../src/domain/invoicing/global-invoice-period';
import type { Db } from '../../db/client';
import { globalInvoiceRuns, saleInvoices, sales } from '../../db/schema';

export type GlobalClaim =
  | { outcome: 'exists'; runId: number }
  | { outcome: 'claimed'; runId: number; saleIds: number[] };

/**
 * Opens the company's factura global for `period` and claims its sales, in one transaction: the
 * run's unique key (company + period) makes a second run find the first one ('exists'), and each
 * sale's unique row in sale_invoices makes the global skip every sale a customer self-invoiced
 * (or is self-invoicing) — whoever writes that row first owns the sale. Only completed sales of
 * the period's local days are claimed; canceled ones are not income.
 */
export async function claimGlobalPeriod(
  db: Db,
  companyId: number,
  period: GlobalPeriod,
): Promise<GlobalClaim> {
  return db.transaction(async (tx): Promise<GlobalClaim> => {
    const [run] = await tx
      .insert(globalInvoiceRuns)
      .values({ companyId, periodKey: period.key, periodFrom: period.from, periodTo: period.to })
      .onConflictDoNothing({ target: [globalInvoiceRuns.companyId, globalInvoiceRuns.periodKey] })
      .returning({ id: globalInvoiceRuns.id });
    if (!run) {
      const [existing] = await tx
        .select({ id: globalInvoiceRuns.id })
        .from(globalInvoiceRuns)
        .where(and(eq(globalInvoiceRuns.companyId, companyId), eq(globalInvoiceRuns.periodKey, period.key)));
      return { outcome: 'exists', runId: existing?.id ?? 0 };
    }
    const candidates = await tx
      .select({ id: sales.id })
      .from(sales)
      .where(
        and(
          eq(sales.companyId, companyId),
          eq(sales.status, 'completed'),
          between(sales.referenceDate, period.from, period.to),
        ),
      );
    const claimed =
      candidates.length === 0
        ? []
        : await tx
            .insert(saleInvoices)
            .values(
              candidates.map(({ id }) => ({
                companyId,
                saleId: id,
                kind: 'global' as const,
                globalRunId: run.id,
              })),
            )
            .onConflictDoNothing({ target: [saleInvoices.companyId, saleInvoices.saleId] })
            .returning({ saleId: saleInvoices.saleId });
    const saleIds = claimed.map((row) => row.saleId).sort((a, b) => a - b);
    const [totals] = await tx
      .select({ total: sql<string>`coalesce(sum(${sales.total}), 0)` })
      .from(sales)
      .innerJoin(
        saleInvoices,
        and(eq(saleInvoices.saleId, sales.id), eq(saleInvoices.companyId, sales.companyId)),
      )
      .where(eq(saleInvoices.globalRunId, run.id));
    await tx
      .update(globalInvoiceRuns)
      .set({
        salesCount: saleIds.length,
        total: Number(totals?.total ?? 0),
        status: saleIds.length === 0 ? 'empty' : 'issuing',
      })
      .where(eq(globalInvoiceRuns.id, run.id));
    return { outcome: 'claimed', runId: run.id, saleIds };
  });
}
