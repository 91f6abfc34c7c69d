import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SearchQuery } from '../../../src/domain/contract/search';
import { computeLine } from '../../../src/domain/invoicing/cfdi-maths';
import { GLOBAL_PERIODICITIES } from '../../../src/domain/invoicing/global-invoice-period';
import { invoiceTaxById } from '../../../src/domain/invoicing/invoice-taxes';
import {
  GLOBAL_RUN_CSV_HEADER,
  type GlobalRun,
  type SaleInvoicingSettings,
} from '../../../src/domain/invoicing/sale-invoicing-contract';
import type { Db } from '../../db/client';
import {
  GLOBAL_RUN_STATUSES,
  globalInvoiceRuns,
  invoiceItems,
  invoices,
  saleInvoices,
  saleInvoicingSettings,
  sales,
} from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { translateSearch } from '../../http/search/translate-search';
import type { SearchResource } from '../../http/search/types';
import { placedGlobalConcepts } from './global-invoice-issue';
import { invoiceNumber } from './invoice-view';
import type { CompanyTenant } from './invoicing-deps';
import { SaleConceptError } from './sale-concepts';

export const GLOBAL_RUN_NOT_FOUND = 'No encontramos esta factura global.';

/** GET /v1/invoicing/sale-settings: no row yet is no factura global and no grace days. */
export async function saleInvoicingSettingsOf(db: Db, tenant: CompanyTenant): Promise<SaleInvoicingSettings> {
  const [row] = await db
    .select()
    .from(saleInvoicingSettings)
    .where(eq(saleInvoicingSettings.companyId, tenant.companyId));
  return {
    global_periodicity: row?.globalPeriodicity ?? null,
    self_invoice_grace_days: row?.selfInvoiceGraceDays ?? 0,
  };
}

export async function saveSaleInvoicingSettings(
  db: Db,
  tenant: CompanyTenant,
  body: SaleInvoicingSettings,
  now: Date,
): Promise<SaleInvoicingSettings> {
  const values = {
    globalPeriodicity: body.global_periodicity,
    selfInvoiceGraceDays: body.self_invoice_grace_days,
    updatedAt: now,
  };
  await db
    .insert(saleInvoicingSettings)
    .values({ ...values, companyId: tenant.companyId })
    .onConflictDoUpdate({ target: saleInvoicingSettings.companyId, set: values });
  return saleInvoicingSettingsOf(db, tenant);
}

/** POST /v1/invoicing/global-run/search: newest first. */
export const GLOBAL_RUN_SEARCH: SearchResource = {
  fields: {
    id: { column: globalInvoiceRuns.id, type: 'number', integer: true },
    period_from: { column: globalInvoiceRuns.periodFrom, type: 'string' },
    period_to: { column: globalInvoiceRuns.periodTo, type: 'string' },
    status: { column: globalInvoiceRuns.status, type: 'enum', values: GLOBAL_RUN_STATUSES },
    total: { column: globalInvoiceRuns.total, type: 'number' },
    created_at: { column: globalInvoiceRuns.createdAt, type: 'date' },
  },
  textFields: [globalInvoiceRuns.periodFrom, globalInvoiceRuns.periodTo],
  defaultSort: [{ field: 'id', direction: 'desc' }],
  tieBreaker: globalInvoiceRuns.id,
};

const periodicityOf = (periodKey: string) =>
  GLOBAL_PERIODICITIES.find((periodicity) => periodKey.startsWith(`${periodicity}:`)) ?? 'daily';

export async function searchGlobalRuns(db: Db, tenant: CompanyTenant, query: SearchQuery) {
  const search = translateSearch(query, GLOBAL_RUN_SEARCH, {
    startOfDay: (date) => new Date(`${date}T00:00:00Z`),
  });
  const where = and(eq(globalInvoiceRuns.companyId, tenant.companyId), search.where);
  const rows = await db
    .select({ run: globalInvoiceRuns, serie: invoices.serie, folio: invoices.folio })
    .from(globalInvoiceRuns)
    .leftJoin(invoices, eq(invoices.id, globalInvoiceRuns.invoiceId))
    .where(where)
    .orderBy(...search.orderBy)
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db.select({ value: count() }).from(globalInvoiceRuns).where(where);
  const items: GlobalRun[] = rows.map(({ run, serie, folio }) => ({
    id: run.id,
    periodicity: periodicityOf(run.periodKey),
    period_from: run.periodFrom,
    period_to: run.periodTo,
    status: run.status,
    sales_count: run.salesCount,
    total: run.total,
    invoice_id: run.invoiceId,
    invoice_number: run.invoiceId !== null && folio !== null ? invoiceNumber({ serie, folio }) : null,
    failure: run.failure,
    created_at: run.createdAt.toISOString(),
  }));
  return { items, page: { totalItems: total?.value ?? 0, limit: search.limit, offset: search.offset } };
}

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const amount = (value: number) => value.toFixed(2);

/** GET /v1/invoicing/global-run/{id}/sales.csv: the run's tickets, one row each (404 when not the tenant's). */
export async function globalRunCsv(
  db: Db,
  tenant: CompanyTenant,
  id: number,
): Promise<{ name: string; csv: string }> {
  const [run] = await db
    .select()
    .from(globalInvoiceRuns)
    .where(and(eq(globalInvoiceRuns.id, id), eq(globalInvoiceRuns.companyId, tenant.companyId)));
  if (!run) throw new NotFoundError(GLOBAL_RUN_NOT_FOUND);
  const rows = await db
    .select({
      number: sales.number,
      date: sales.referenceDate,
      total: sales.total,
      subtotal: sql<number>`${sales.subtotal} + ${sales.shipping} - ${sales.discount}`.mapWith(Number),
    })
    .from(saleInvoices)
    .innerJoin(sales, and(eq(sales.id, saleInvoices.saleId), eq(sales.companyId, saleInvoices.companyId)))
    .where(and(eq(saleInvoices.globalRunId, run.id), eq(saleInvoices.companyId, tenant.companyId)))
    .orderBy(asc(sales.referenceDate), asc(sales.id));
  const taxes = await globalRunTaxes(db, run);
  const lines = rows.map((row) => {
    const tax = taxes.get(row.number) ?? 0;
    return [row.number, row.date, amount(row.total - tax), amount(tax), amount(row.total)];
  });
  const csv = [GLOBAL_RUN_CSV_HEADER, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n');
  return { name: `factura-global-${run.periodFrom}_${run.periodTo}.csv`, csv: `${csv}\r\n` };
}

/**
 * Each ticket's taxes: as the stamped global carries them (its concepts' NoIdentificacion is the
 * ticket), or before it is stamped as its concepts will carry them, computed from the sales.
 */
async function globalRunTaxes(
  db: Db,
  run: { id: number; invoiceId: number | null },
): Promise<Map<string, number>> {
  const taxes = new Map<string, number>();
  const add = (ticket: string, tax: string) => taxes.set(ticket, (taxes.get(ticket) ?? 0) + Number(tax));
  if (run.invoiceId !== null) {
    const items = await db
      .select({ key: invoiceItems.itemKey, tax: invoiceItems.tax })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, run.invoiceId));
    for (const item of items) add(item.key, item.tax);
    return taxes;
  }
  try {
    const { placed } = await placedGlobalConcepts(db, run.id);
    for (const { line, item } of placed)
      add(line.ticket, computeLine({ ...item, taxes: invoiceTaxById(item.tax_id)?.layers ?? [] }).tax);
  } catch (error) {
    // A ticket that cannot be squared fails the run with its reason; its CSV shows no taxes.
    if (!(error instanceof SaleConceptError)) throw error;
  }
  return taxes;
}
