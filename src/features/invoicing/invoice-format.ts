import type { TipoComprobante } from '../../domain/invoicing/cfdi-rules';
import { formatMoney } from '../../lib/format';
import type { Amount } from './invoice-api';

/** An amount of the API (string or number) in pesos: '$1,160.00'. */
export const formatAmount = (amount: Amount | null | undefined) => formatMoney(Number(amount ?? 0));

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO instant as '27 nov 2026, 10:30', or a calendar date ('2026-11-27') as '27 nov 2026'. */
export function formatInvoiceDate(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dateOnly.format(new Date(`${value}T12:00:00Z`));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** 02 §3 document types: the short title and the list each one belongs to. */
export const INVOICE_TYPES: Record<
  TipoComprobante,
  {
    title: string;
    list: 'invoicing-invoice-list-i' | 'invoicing-invoice-list-p' | 'invoicing-invoice-list-e';
  }
> = {
  I: { title: 'Factura', list: 'invoicing-invoice-list-i' },
  P: { title: 'Pago', list: 'invoicing-invoice-list-p' },
  E: { title: 'Nota de crédito', list: 'invoicing-invoice-list-e' },
};
