import type { ContactCfdiUpdate } from '../../../domain/contract/invoicing-contact';
import { receiverErrors } from '../../../domain/invoicing/receiver-rules';
import type { InvoiceContactOption } from '../invoice-api';

/**
 * The customer created or edited from the invoice form (02 §2 "inline create and edit of a
 * contact"): its name and the CFDI data a receiver needs, checked with the receiver rules the
 * server applies (RFC and its check digit, régimen for the kind of person, use for the régimen,
 * postal code) so the owner sees the problem before saving.
 */
export interface ContactFormValues {
  name: string;
  cfdi_nombre: string;
  cfdi_rfc: string;
  cfdi_regimen_fiscal: string | null;
  cfdi_uso_cfdi: string | null;
  cfdi_codigo_postal: string;
  cfdi_forma_pago: string | null;
  cfdi_numero_cuenta: string;
}

export const CONTACT_FORM_MESSAGES = {
  name: 'Escribe el nombre del cliente.',
  nombre: 'Escribe la razón social tal como aparece en la constancia de situación fiscal.',
} as const;

export function contactFormValues(contact: InvoiceContactOption | null): ContactFormValues {
  const cfdi = contact?.cfdi;
  return {
    name: contact?.name ?? '',
    cfdi_nombre: cfdi?.nombre ?? '',
    cfdi_rfc: cfdi?.rfc ?? '',
    cfdi_regimen_fiscal: cfdi?.regimen_fiscal ?? null,
    cfdi_uso_cfdi: cfdi?.uso_cfdi ?? 'G03',
    cfdi_codigo_postal: cfdi?.codigo_postal ?? '',
    cfdi_forma_pago: cfdi?.forma_pago ?? null,
    cfdi_numero_cuenta: cfdi?.numero_cuenta ?? '',
  };
}

/** The errors by field; empty when the customer may be saved. */
export function contactFormErrors(
  values: ContactFormValues,
): Partial<Record<keyof ContactFormValues, string>> {
  const found = receiverErrors({
    rfc: values.cfdi_rfc,
    regimen_fiscal: values.cfdi_regimen_fiscal ?? '',
    uso_cfdi: values.cfdi_uso_cfdi ?? '',
    codigo_postal: values.cfdi_codigo_postal,
  });
  const errors: Partial<Record<keyof ContactFormValues, string>> = {};
  if (!values.name.trim()) errors.name = CONTACT_FORM_MESSAGES.name;
  if (!values.cfdi_nombre.trim()) errors.cfdi_nombre = CONTACT_FORM_MESSAGES.nombre;
  if (found.rfc) errors.cfdi_rfc = found.rfc;
  if (found.regimen_fiscal) errors.cfdi_regimen_fiscal = found.regimen_fiscal;
  if (found.uso_cfdi) errors.cfdi_uso_cfdi = found.uso_cfdi;
  if (found.codigo_postal) errors.cfdi_codigo_postal = found.codigo_postal;
  return errors;
}

/** PUT /v1/invoicing/contact/{id}/cfdi's body. */
export function contactCfdiBody(values: ContactFormValues): ContactCfdiUpdate {
  return {
    cfdi_nombre: values.cfdi_nombre.trim(),
    cfdi_rfc: values.cfdi_rfc.trim().toUpperCase(),
    cfdi_regimen_fiscal: values.cfdi_regimen_fiscal ?? '',
    cfdi_uso_cfdi: values.cfdi_uso_cfdi ?? '',
    cfdi_codigo_postal: values.cfdi_codigo_postal.trim(),
    cfdi_forma_pago: values.cfdi_forma_pago,
    cfdi_numero_cuenta: values.cfdi_numero_cuenta.trim() || null,
  };
}
