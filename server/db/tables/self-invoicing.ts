import { check, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { GLOBAL_PERIODICITIES } from '../../../src/domain/invoicing/global-invoice-period';
import { SELF_INVOICE_DEFAULT_GRACE_DAYS } from '../../../src/domain/invoicing/self-invoice-window';
import { at, companyId, createdAt, id, money, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { invoices } from './invoicing';
import { selfInvoiceRequestColumns } from './self-invoice-columns';
import { sales } from './shop';
import { companies } from './tenancy';

export const GLOBAL_RUN_STATUSES = ['issuing', 'stamped', 'failed', 'empty'] as const;
export const SALE_INVOICE_KINDS = ['self', 'global'] as const;

/** A company's choices for invoicing its sales (issue 24 H4); no row: no factura global, default window. */
export const saleInvoicingSettings = pgTable('sale_invoicing_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** How often the automatic factura global is issued; null: never. */
  globalPeriodicity: text('global_periodicity', { enum: GLOBAL_PERIODICITIES }),
  /** Days after the purchase's month in which the customer can still self-invoice it. */
  selfInvoiceGraceDays: integer('self_invoice_grace_days').notNull().default(SELF_INVOICE_DEFAULT_GRACE_DAYS),
  updatedAt: updatedAt(),
});

/**
 * One automatic factura global: the company's period, issued once (the unique key is the job's
 * idempotency), with what it covered and the invoice once stamped.
 */
export const globalInvoiceRuns = pgTable(
  'global_invoice_runs',
  {
    id: id(),
    companyId: companyId(),
    /** 'daily:2026-11-26', 'weekly:2026-11-23', … (global-invoice-period.ts). */
    periodKey: varchar('period_key', { length: 30 }).notNull(),
    periodFrom: varchar('period_from', { length: 10 }).notNull(),
    periodTo: varchar('period_to', { length: 10 }).notNull(),
    status: text('status', { enum: GLOBAL_RUN_STATUSES }).notNull().default('issuing'),
    salesCount: integer('sales_count').notNull().default(0),
    total: money('total').notNull().default(0),
    invoiceId: integer('invoice_id'),
    failure: varchar('failure', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('global_invoice_runs', t),
    unique('global_invoice_runs_company_period_unique').on(t.companyId, t.periodKey),
    companyForeignKey('global_invoice_runs', t.companyId, t.invoiceId, invoices, 'set null'),
    check('global_invoice_runs_status_check', oneOf(t.status, GLOBAL_RUN_STATUSES)),
  ],
);

/**
 * Which invoice covers a sale: its own (self-invoiced) or a factura global. One row per sale at
 * most (the unique key): whoever inserts it first — the customer's page or the global job —
 * owns the sale, so a ticket is never in both.
 */
export const saleInvoices = pgTable(
  'sale_invoices',
  {
    id: id(),
    companyId: companyId(),
    saleId: integer('sale_id').notNull(),
    kind: text('kind', { enum: SALE_INVOICE_KINDS }).notNull(),
    /** Null while the self-invoice is being stamped. */
    invoiceId: integer('invoice_id'),
    globalRunId: integer('global_run_id'),
    claimedAt: at('claimed_at').notNull().defaultNow(),
  },
  (t) => [
    companyIdKey('sale_invoices', t),
    unique('sale_invoices_sale_unique').on(t.companyId, t.saleId),
    companyForeignKey('sale_invoices', t.companyId, t.saleId, sales, 'cascade'),
    companyForeignKey('sale_invoices', t.companyId, t.invoiceId, invoices, 'set null'),
    companyForeignKey('sale_invoices', t.companyId, t.globalRunId, globalInvoiceRuns, 'cascade'),
    index('sale_invoices_global_run_idx').on(t.globalRunId),
    check('sale_invoices_kind_check', oneOf(t.kind, SALE_INVOICE_KINDS)),
  ],
);

/**
 * A customer's self-invoice request of a sale (the page's form): the fiscal data and e-mail the
 * worker invoices with — kept here, not only on a contact, because a sale may have no contact —
 * and why the last attempt failed or, once stamped, why sending it failed (the page shows both; a
 * new request clears them). One per sale.
 */
export const selfInvoiceRequests = pgTable(
  'self_invoice_requests',
  {
    id: id(),
    companyId: companyId(),
    saleId: integer('sale_id').notNull(),
    ...selfInvoiceRequestColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('self_invoice_requests', t),
    unique('self_invoice_requests_sale_unique').on(t.companyId, t.saleId),
    companyForeignKey('self_invoice_requests', t.companyId, t.saleId, sales, 'cascade'),
  ],
);
