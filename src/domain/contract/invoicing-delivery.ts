import * as v from 'valibot';

/** Sending a stamped invoice (02 §7 send-email, send-whatsapp), with the spec's Spanish messages. */
export const INVOICE_DELIVERY_MESSAGES = {
  recipientRequired: 'El nombre del destinatario es requerido',
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'Uno o más correos electrónicos son inválidos',
  phoneRequired: 'El número de celular es requerido',
  notStamped: 'La factura todavía no está timbrada.',
  notFound: 'Factura no encontrada.',
  tooMany: 'Se alcanzó el límite de envíos de facturas. Intenta más tarde.',
  linkExpired: 'El enlace de la factura no es válido o ya venció.',
} as const;

const M = INVOICE_DELIVERY_MESSAGES;
// A missing field is '' (or no addresses): the spec's message, not the generic required one.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A message to several people is a mailing: a handful of addresses per send. */
export const MAX_INVOICE_EMAILS = 5;

/** POST /v1/invoicing/invoice/{id}/send-email. */
export const SendInvoiceEmailSchema = v.object({
  emails: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(M.emailInvalid), v.trim(), v.toLowerCase()), M.emailRequired),
      v.filterItems((email) => email !== ''),
      v.minLength(1, M.emailRequired),
      v.maxLength(MAX_INVOICE_EMAILS, `Envía la factura a ${MAX_INVOICE_EMAILS} correos como máximo.`),
      v.check((emails) => emails.every((email) => EMAIL.test(email) && email.length <= 254), M.emailInvalid),
    ),
    [],
  ),
  recipient_name: v.optional(
    v.pipe(v.string(M.recipientRequired), v.trim(), v.minLength(1, M.recipientRequired), v.maxLength(200)),
    '',
  ),
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
});
export type SendInvoiceEmail = v.InferOutput<typeof SendInvoiceEmailSchema>;

/** POST /v1/invoicing/invoice/{id}/send-whatsapp. */
export const SendInvoiceWhatsappSchema = v.object({
  phone: v.optional(
    v.pipe(v.string(M.phoneRequired), v.trim(), v.minLength(1, M.phoneRequired), v.maxLength(30)),
    '',
  ),
});
export type SendInvoiceWhatsapp = v.InferOutput<typeof SendInvoiceWhatsappSchema>;

export const InvoiceSentSchema = v.object({ data: v.object({ sent: v.boolean() }) });
