/**
 * Whether a customer can still invoice a purchase on the self-invoice page (autofactura). The
 * business's limit is the purchase's month plus `graceDays` days; a purchase already reported in a
 * factura global cannot get a second income CFDI here (RMF regla 2.7.1.21: the global covers only
 * the operations nobody invoiced individually; see docs/architecture.md, issue 24 H4).
 */

export const SELF_INVOICE_DEFAULT_GRACE_DAYS = 0;
export const SELF_INVOICE_MAX_GRACE_DAYS = 30;

export interface SelfInvoiceSale {
  /** The purchase's local day 'YYYY-MM-DD'. */
  referenceDate: string;
  status: 'queued' | 'confirmed' | 'completed' | 'canceled';
  invoiced: boolean;
  /** Taken by the customer, its invoice not stamped yet. */
  issuing?: boolean;
  inGlobalInvoice: boolean;
}

export const SELF_INVOICE_STATES = [
  'available',
  'issuing',
  'invoiced',
  'pending',
  'canceled',
  'in_global',
  'expired',
] as const;
export type SelfInvoiceState = (typeof SELF_INVOICE_STATES)[number];

export const SELF_INVOICE_MESSAGES: Record<Exclude<SelfInvoiceState, 'available'>, string> = {
  issuing: 'Estamos timbrando tu factura; en un momento la verás aquí.',
  invoiced: 'Esta compra ya está facturada.',
  pending: 'Podrás facturar tu compra cuando el negocio la complete.',
  canceled: 'Esta compra se canceló; no se puede facturar.',
  in_global:
    'Esta compra ya se incluyó en la factura global del periodo. Pide tu factura directamente al negocio.',
  expired: 'El plazo para facturar esta compra ya terminó.',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The last local day on which the purchase can be self-invoiced. */
export function selfInvoiceDeadline(referenceDate: string, graceDays: number): string {
  const [year = 0, month = 0] = referenceDate.split('-').map(Number);
  const deadline = new Date(Date.UTC(year, month, graceDays));
  return `${deadline.getUTCFullYear()}-${pad(deadline.getUTCMonth() + 1)}-${pad(deadline.getUTCDate())}`;
}

/** The page's state for the purchase on the business's local day `today`. */
export function selfInvoiceState(sale: SelfInvoiceSale, today: string, graceDays: number): SelfInvoiceState {
  if (sale.invoiced) return 'invoiced';
  if (sale.issuing) return 'issuing';
  if (sale.status === 'canceled') return 'canceled';
  if (sale.inGlobalInvoice) return 'in_global';
  if (today > selfInvoiceDeadline(sale.referenceDate, graceDays)) return 'expired';
  if (sale.status !== 'completed') return 'pending';
  return 'available';
}
