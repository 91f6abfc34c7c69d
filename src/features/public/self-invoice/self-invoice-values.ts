import * as v from 'valibot';
import { receiverErrors } from '../../../domain/invoicing/receiver-rules';
import {
  type SelfInvoiceBody,
  SelfInvoiceBodySchema,
  type SelfInvoicePage,
} from '../../../domain/invoicing/self-invoice-contract';

export type SelfInvoiceValues = SelfInvoiceBody;

/** The form's start: the fiscal data remembered for the purchase's phone, else empty. */
export function initialValues(remembered: SelfInvoicePage['remembered']): SelfInvoiceValues {
  return {
    rfc: remembered?.rfc ?? '',
    nombre: remembered?.nombre ?? '',
    regimen_fiscal: remembered?.regimen_fiscal ?? '',
    codigo_postal: remembered?.codigo_postal ?? '',
    uso_cfdi: remembered?.uso_cfdi ?? '',
    email: '',
  };
}

/** The server's checks, by field: the body's shape (name, e-mail), then SAT's receiver rules. */
export function selfInvoiceFormErrors(
  values: SelfInvoiceValues,
): Partial<Record<keyof SelfInvoiceValues, string>> {
  const shape = v.safeParse(SelfInvoiceBodySchema, values);
  const errors: Partial<Record<keyof SelfInvoiceValues, string>> = {};
  if (!shape.success) {
    for (const [field, messages] of Object.entries(
      v.flatten<typeof SelfInvoiceBodySchema>(shape.issues).nested ?? {},
    )) {
      if (messages?.[0]) errors[field as keyof SelfInvoiceValues] = messages[0];
    }
  }
  return { ...errors, ...receiverErrors(shape.success ? shape.output : values) };
}
