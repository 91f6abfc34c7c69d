/**
 * The public self-invoice page (/facturar/{code}) and its API: what the customer sees of the
 * purchase and the fiscal data they send. Fields follow the spec's CFDI names (snake_case).
 */
import * as v from 'valibot';
import { type ReceiverFiscalData, receiverErrors } from './receiver-rules';
import { SelfInvoiceFormaPagoSchema } from './sale-invoicing-contract';
import { SELF_INVOICE_STATES } from './self-invoice-window';

/** A sale's code is 16 hex characters; a loyalty purchase's is 'l' and 16 (never the same). */
export const SELF_INVOICE_CODE_PATTERN = /^l?[0-9a-f]{16}$/;

export const SELF_INVOICE_PAGE_MESSAGES = {
  notFound: 'No encontramos esta compra. Revisa el enlace de tu ticket.',
  nombre: 'Escribe tu nombre o razón social como aparece en tu constancia de situación fiscal.',
  email: 'Escribe un correo electrónico válido.',
  tooManyTries: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  businessBusy: 'El negocio recibió muchas solicitudes de factura. Inténtalo en unos minutos.',
} as const;

export const SelfInvoiceCodeParamsSchema = v.object({
  code: v.pipe(
    v.string(SELF_INVOICE_PAGE_MESSAGES.notFound),
    v.regex(SELF_INVOICE_CODE_PATTERN, SELF_INVOICE_PAGE_MESSAGES.notFound),
  ),
});

const text = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));

/** The customer's fiscal data; the SAT rules (receiver-rules.ts) run after this shape check. */
export const SelfInvoiceBodySchema = v.object({
  rfc: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(13)),
  nombre: text(300, SELF_INVOICE_PAGE_MESSAGES.nombre),
  regimen_fiscal: v.pipe(v.string(), v.trim(), v.maxLength(3)),
  codigo_postal: v.pipe(v.string(), v.trim(), v.maxLength(5)),
  uso_cfdi: v.pipe(v.string(), v.trim(), v.maxLength(4)),
  email: v.pipe(
    v.string(SELF_INVOICE_PAGE_MESSAGES.email),
    v.trim(),
    v.email(SELF_INVOICE_PAGE_MESSAGES.email),
    v.maxLength(254),
  ),
  /** How the customer paid: only for a purchase whose page `asks_forma_pago`. */
  forma_pago: SelfInvoiceFormaPagoSchema,
});
export type SelfInvoiceBody = v.InferOutput<typeof SelfInvoiceBodySchema>;

/** The SAT rules' errors of the body, by field, as the API's 422 carries them. */
export function selfInvoiceErrors(body: ReceiverFiscalData): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(receiverErrors(body)).map(([field, message]) => [field, [message]]),
  );
}

export const SelfInvoiceLineSchema = v.object({
  name: v.string(),
  quantity: v.number(),
  total: v.number(),
});

export const SelfInvoicePageSchema = v.object({
  business_name: v.string(),
  order_number: v.string(),
  /** The purchase's local day 'YYYY-MM-DD'. */
  date: v.string(),
  total: v.number(),
  lines: v.array(SelfInvoiceLineSchema),
  /** The purchase does not know how it was paid (a loyalty sale): the form asks 'Forma de pago'. */
  asks_forma_pago: v.boolean(),
  state: v.picklist(SELF_INVOICE_STATES),
  /** Why it cannot be invoiced (null when state is available). */
  message: v.nullable(v.string()),
  /** Last day on which it can be invoiced. */
  deadline: v.string(),
  /** The fiscal data last used with the purchase's phone, to fill the form (null: none yet). */
  remembered: v.nullable(
    v.object({
      rfc: v.string(),
      nombre: v.string(),
      regimen_fiscal: v.string(),
      codigo_postal: v.string(),
      uso_cfdi: v.string(),
    }),
  ),
  /** The customer's stamped invoice (state invoiced by this page), with signed download links. */
  invoice: v.nullable(
    v.object({
      uuid: v.string(),
      /** Where PDF and XML were sent. */
      email: v.string(),
      pdf_url: v.string(),
      xml_url: v.string(),
      /** Why the e-mail (or WhatsApp) with it could not be sent, in Spanish; null: sent. */
      delivery_failure: v.optional(v.nullable(v.string())),
    }),
  ),
  /** Why the last request could not be stamped (state is available again; null: none failed). */
  failure: v.nullable(v.string()),
});
export type SelfInvoicePage = v.InferOutput<typeof SelfInvoicePageSchema>;
