import * as v from 'valibot';
import { CONTACT_STATUSES } from './contacts';

/** A contact with its CFDI data (POST /v1/invoicing/contact/search, PUT .../{id}/cfdi). */
export const InvoicingContactCfdiSchema = v.object({
  nombre: v.nullable(v.string()),
  rfc: v.nullable(v.string()),
  regimen_fiscal: v.nullable(v.string()),
  uso_cfdi: v.nullable(v.string()),
  forma_pago: v.nullable(v.string()),
  numero_cuenta: v.nullable(v.string()),
  codigo_postal: v.nullable(v.string()),
});

export const InvoicingContactSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  email_extra: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  status: v.picklist(CONTACT_STATUSES),
  cfdi: InvoicingContactCfdiSchema,
});
export type InvoicingContact = v.InferOutput<typeof InvoicingContactSchema>;

export const CONTACT_CFDI_MESSAGES = {
  nombre: 'Escribe el nombre o razón social tal como aparece en la constancia de situación fiscal.',
  forma: 'Selecciona una forma de pago válida.',
  cuenta: 'La cuenta admite hasta 50 letras o números.',
} as const;

const optionalText = (max: number, message: string, pattern?: RegExp) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.maxLength(max, message),
        v.regex(pattern ?? /^.*$/s, message),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
    null,
  );

/** The receiver data itself is checked by receiver-rules.ts (RFC, régimen, use, postal code). */
export const ContactCfdiUpdateSchema = v.object({
  cfdi_nombre: v.pipe(
    v.string(CONTACT_CFDI_MESSAGES.nombre),
    v.trim(),
    v.minLength(1, CONTACT_CFDI_MESSAGES.nombre),
    v.maxLength(300, CONTACT_CFDI_MESSAGES.nombre),
  ),
  cfdi_rfc: v.pipe(v.string(), v.trim(), v.toUpperCase()),
  cfdi_regimen_fiscal: v.string(),
  cfdi_uso_cfdi: v.string(),
  cfdi_codigo_postal: v.pipe(v.string(), v.trim()),
  cfdi_forma_pago: optionalText(2, CONTACT_CFDI_MESSAGES.forma, /^(\d{2})?$/),
  cfdi_numero_cuenta: optionalText(50, CONTACT_CFDI_MESSAGES.cuenta, /^[A-Za-z0-9_]*$/),
});
export type ContactCfdiUpdate = v.InferOutput<typeof ContactCfdiUpdateSchema>;
