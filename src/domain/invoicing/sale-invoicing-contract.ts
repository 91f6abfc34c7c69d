/**
 * The business's choices for invoicing its sales and the automatic factura global's record
 * (GET/PUT /v1/invoicing/sale-settings, POST /v1/invoicing/global-run/search): super-admin only, like
 * every invoicing call.
 */
import * as v from 'valibot';
import { GLOBAL_PERIODICITIES } from './global-invoice-period';
import { SELF_INVOICE_MAX_GRACE_DAYS } from './self-invoice-window';

export const SALE_INVOICING_MESSAGES = {
  periodicity: 'Seleccione una periodicidad válida.',
  graceDays: `Escriba un número de días entre 0 y ${SELF_INVOICE_MAX_GRACE_DAYS}.`,
} as const;

export const SaleInvoicingSettingsSchema = v.object({
  /** null: no automatic factura global. */
  global_periodicity: v.nullable(v.picklist(GLOBAL_PERIODICITIES, SALE_INVOICING_MESSAGES.periodicity)),
  /** Days after the purchase's month in which the customer can still self-invoice it. */
  self_invoice_grace_days: v.pipe(
    v.number(SALE_INVOICING_MESSAGES.graceDays),
    v.integer(SALE_INVOICING_MESSAGES.graceDays),
    v.minValue(0, SALE_INVOICING_MESSAGES.graceDays),
    v.maxValue(SELF_INVOICE_MAX_GRACE_DAYS, SALE_INVOICING_MESSAGES.graceDays),
  ),
});
export type SaleInvoicingSettings = v.InferOutput<typeof SaleInvoicingSettingsSchema>;

export const GLOBAL_RUN_STATUS_LABELS = {
  issuing: 'Timbrando',
  stamped: 'Timbrada',
  failed: 'Falló',
  empty: 'Sin ventas',
} as const;

/** One automatic factura global: its period, what it covered and its invoice once stamped. */
export const GlobalRunSchema = v.object({
  id: v.number(),
  periodicity: v.picklist(GLOBAL_PERIODICITIES),
  /** Local days 'YYYY-MM-DD', both included. */
  period_from: v.string(),
  period_to: v.string(),
  status: v.picklist(['issuing', 'stamped', 'failed', 'empty']),
  sales_count: v.number(),
  total: v.number(),
  /** The invoice's id (opens invoicing-invoice-item) and number; null until stamped. */
  invoice_id: v.nullable(v.number()),
  invoice_number: v.nullable(v.string()),
  /** Why it failed, in Spanish (status failed). */
  failure: v.nullable(v.string()),
  created_at: v.string(),
});
export type GlobalRun = v.InferOutput<typeof GlobalRunSchema>;

/*
 * POST /v1/invoicing/global-run/search: the runs, newest first, with the SearchQuery body and the
 * listOf envelope like every list (20 a page by default).
 * GET /v1/invoicing/global-run/{id}/sales.csv: the tickets a run covered, one row each.
 */
export const GLOBAL_RUN_CSV_HEADER = ['Ticket', 'Fecha', 'Subtotal', 'Impuestos', 'Total'] as const;

/*
 * A loyalty purchase's self-invoice: the transaction does not know how the customer paid, so the
 * page asks (its `asks_forma_pago`), offering SAT's c_FormaPago without 99 (a PUE invoice never
 * takes it) and without the forms of settling debts between parties (dación, subrogación,
 * compensación, anticipos…) that make no sense for a customer paying a bill.
 */
export const SELF_INVOICE_FORMAS_PAGO = ['01', '02', '03', '04', '05', '06', '08', '28', '29', '31'] as const;
export type SelfInvoiceFormaPago = (typeof SELF_INVOICE_FORMAS_PAGO)[number];

export const SELF_INVOICE_FORMA_PAGO_MESSAGE = 'Selecciona la forma en que pagaste.';

/** The body's `forma_pago`: only sent, and then required, when the purchase asks for it. */
export const SelfInvoiceFormaPagoSchema = v.optional(
  v.picklist(SELF_INVOICE_FORMAS_PAGO, SELF_INVOICE_FORMA_PAGO_MESSAGE),
);

/** The 422 of a purchase that asks for the forma de pago and got none (by field, like the rest). */
export function formaPagoErrors(asks: boolean, formaPago: string | undefined): Record<string, string[]> {
  return asks && !formaPago ? { forma_pago: [SELF_INVOICE_FORMA_PAGO_MESSAGE] } : {};
}
