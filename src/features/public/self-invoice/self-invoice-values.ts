import * as v from 'valibot';
import { receiverErrors } from '../../../domain/invoicing/receiver-rules';
import { formaPagoErrors } from '../../../domain/invoicing/sale-invoicing-contract';
import {
  type SelfInvoiceBody,
  SelfInvoiceBodySchema,
  type SelfInvoicePage,
} from '../../../domain/invoicing/self-invoice-contract';

/** The form's fields: the body's, with the forma de pago as the select holds it ('' until chosen). */
export type SelfInvoiceValues = Omit<SelfInvoiceBody, 'forma_pago'> & { forma_pago: string };

/** The form's start: the fiscal data remembered for the purchase's phone, else empty. */
export function initialValues(remembered: SelfInvoicePage['remembered']): SelfInvoiceValues {
  return {
    rfc: remembered?.rfc ?? '',
    nombre: remembered?.nombre ?? '',
    regimen_fiscal: remembered?.regimen_fiscal ?? '',
    codigo_postal: remembered?.codigo_postal ?? '',
    uso_cfdi: remembered?.uso_cfdi ?? '',
    email: '',
    forma_pago: '',
  };
}

/** What the page sends: the forma de pago only when the purchase asks for it. */
export function bodyOf(values: SelfInvoiceValues, asksFormaPago: boolean): SelfInvoiceBody {
  const { forma_pago, ...receiver } = values;
  return asksFormaPago ? ({ ...receiver, forma_pago } as SelfInvoiceBody) : receiver;
}

/** The server's checks, by field: the body's shape (name, e-mail, forma de pago), then SAT's receiver rules. */
export function selfInvoiceFormErrors(
  values: SelfInvoiceValues,
  asksFormaPago: boolean,
): Partial<Record<keyof SelfInvoiceValues, string>> {
  const body = bodyOf(values, asksFormaPago);
  const shape = v.safeParse(SelfInvoiceBodySchema, body);
  const errors: Partial<Record<keyof SelfInvoiceValues, string>> = {};
  if (!shape.success) {
    for (const [field, messages] of Object.entries(
      v.flatten<typeof SelfInvoiceBodySchema>(shape.issues).nested ?? {},
    )) {
      if (messages?.[0]) errors[field as keyof SelfInvoiceValues] = messages[0];
    }
  }
  const required = formaPagoErrors(asksFormaPago, values.forma_pago).forma_pago?.[0];
  return {
    ...errors,
    ...(required ? { forma_pago: required } : {}),
    ...receiverErrors(shape.success ? shape.output : values),
  };
}
