import Decimal from 'decimal.js';
import { computeLine, type LineResult, summarize } from '../../../domain/invoicing/cfdi-maths';
import {
  chooseForm,
  chooseMethod,
  type GlobalInformation,
  globalInformationErrors,
  invoiceDefaults,
  isGenericRfc,
  type MetodoPago,
  type TipoComprobante,
} from '../../../domain/invoicing/cfdi-rules';
import { invoiceTaxById } from '../../../domain/invoicing/invoice-taxes';
import type { Invoice, InvoiceContactOption, InvoicePayload } from '../invoice-api';

/**
 * The invoice form's values and rules (02 §2, §4, §5, §9), apart from the screen so each coupling
 * is tested on its own: defaults, method and form, the customer filling its CFDI data, copies,
 * the live totals with the domain maths, the minimum-0 checks and the payload.
 */
export const FORM_MESSAGES = {
  alreadyAdded: 'El CFDI ya ha sido agregado.',
  minZero: 'El valor mínimo es 0.',
  number: 'Escribe un número.',
  required: 'Este campo es requerido.',
  contact: 'Selecciona un cliente.',
  items: 'Agrega al menos un concepto.',
  doctos: 'Agrega al menos una factura pagada.',
} as const;

export const COPY_SUFFIX = ' (Copia)';

export interface ItemValues {
  /** A random 8-character key (02 §9); the saved item's id when editing. */
  key: string;
  id: number | null;
  product_id: number | null;
  tax_id: string | null;
  name: string;
  /** SAT keys; null: the product's, else the server's default (a service, E48). */
  clave_prod_serv: string | null;
  clave_unidad: string | null;
  quantity: string;
  price_input: string;
  final_price: boolean;
  discount: string;
}

/** A CFDI listed in the payments or related lists. */
export interface DocumentValues {
  id: number;
  number: string;
  cfdi_uuid: string | null;
  total: string;
  total_payment: string;
  imp_pagado: string;
}

export interface InvoiceFormValues {
  type: TipoComprobante;
  number: string;
  date: string;
  currency_code: string;
  exchange_rate: string;
  contact: InvoiceContactOption | null;
  cfdi_uso_cfdi: string | null;
  cfdi_regimen_fiscal_receptor: string | null;
  cfdi_forma_pago: string | null;
  cfdi_metodo_pago: MetodoPago;
  fecha_pago: string;
  cta_beneficiario: string;
  global: GlobalInformation | null;
  items: ItemValues[];
  doctos: DocumentValues[];
  tipo_relacion: string;
  related: DocumentValues[];
}

const KEY_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 02 §9: an item's key is a random 8-character string. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => KEY_CHARS[byte % KEY_CHARS.length]).join('');
}

export const emptyItem = (): ItemValues => ({
  key: randomKey(),
  id: null,
  product_id: null,
  tax_id: 'iva16',
  name: '',
  clave_prod_serv: null,
  clave_unidad: null,
  quantity: '1',
  price_input: '',
  final_price: false,
  discount: '0',
});

/** 'YYYY-MM-DDTHH:mm' of now on this device, as a datetime-local box takes it. */
export function localNow(now = new Date()): string {
  const shifted = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** A saved instant (ISO, in UTC) as this device's datetime-local value; '' when there is none. */
export function localInput(iso: string | null | undefined): string {
  const instant = iso ? new Date(iso) : null;
  return instant && !Number.isNaN(instant.getTime()) ? localNow(instant) : '';
}

/** A datetime-local value as the instant the API takes (ISO with its zone); as typed if unreadable. */
export function instantOf(local: string): string {
  const instant = new Date(local);
  return Number.isNaN(instant.getTime()) ? local : instant.toISOString();
}

/** A new document of a type with 02 §9's defaults. */
export function newInvoiceValues(type: TipoComprobante, now = new Date()): InvoiceFormValues {
  const defaults = invoiceDefaults(type);
  return {
    type,
    number: '',
    date: localNow(now),
    currency_code: defaults.currency_code,
    exchange_rate: defaults.exchange_rate,
    contact: null,
    cfdi_uso_cfdi: defaults.cfdi_uso_cfdi,
    cfdi_regimen_fiscal_receptor: null,
    cfdi_forma_pago: defaults.cfdi_forma_pago,
    cfdi_metodo_pago: defaults.cfdi_metodo_pago,
    fecha_pago: localNow(now),
    cta_beneficiario: '',
    global: null,
    items: type === 'P' ? [] : [emptyItem()],
    doctos: [],
    tipo_relacion: defaults.tipo_relacion,
    related: [],
  };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The form's values of a saved invoice: as it is ('edit') or as a copy with new keys and ' (Copia)'. */
export function invoiceValues(invoice: Invoice, mode: 'edit' | 'copy', now = new Date()): InvoiceFormValues {
  const type = invoice.cfdi.tipo_comprobante;
  const copy = mode === 'copy';
  const base = newInvoiceValues(type, now);
  return {
    ...base,
    number: invoice.number,
    date: copy ? base.date : localInput(invoice.date) || base.date,
    currency_code: invoice.currency_code,
    exchange_rate: text(invoice.exchange_rate),
    contact: invoice.contact,
    cfdi_uso_cfdi: invoice.cfdi.uso_cfdi ?? base.cfdi_uso_cfdi,
    cfdi_regimen_fiscal_receptor: invoice.cfdi.regimen_fiscal_receptor,
    cfdi_forma_pago: invoice.cfdi.forma_pago,
    cfdi_metodo_pago: (invoice.cfdi.metodo_pago as MetodoPago | null) ?? base.cfdi_metodo_pago,
    fecha_pago: localInput(invoice.cfdi_pago20?.fecha_pago) || base.fecha_pago,
    cta_beneficiario: invoice.cfdi_pago20?.cta_beneficiario ?? '',
    global: invoice.cfdi_informacion_global
      ? {
          ...invoice.cfdi_informacion_global,
          periodicidad: invoice.cfdi_informacion_global.periodicidad as GlobalInformation['periodicidad'],
        }
      : null,
    items: invoice.items.map((item) => ({
      key: copy ? randomKey() : String(item.id),
      id: copy ? null : Number(item.id),
      product_id: item.product_id,
      tax_id: item.tax_id,
      name: copy ? `${item.name}${COPY_SUFFIX}` : item.name,
      clave_prod_serv: item.clave_prod_serv ?? null,
      clave_unidad: item.clave_unidad ?? null,
      quantity: text(item.quantity),
      price_input: text(item.price_input),
      final_price: item.final_price,
      discount: text(item.discount),
    })),
    doctos: (invoice.cfdi_pago20?.doctos ?? []).map((docto) => ({
      id: docto.id,
      number: docto.number,
      cfdi_uuid: docto.cfdi_uuid,
      total: text(docto.total),
      total_payment: text(docto.total_payment),
      imp_pagado: text(docto.imp_pagado),
    })),
    tipo_relacion: invoice.cfdi_relacionados?.tipo_relacion ?? base.tipo_relacion,
    related: (invoice.cfdi_relacionados?.ids ?? []).map((related) => ({
      id: related.id,
      number: related.number,
      cfdi_uuid: related.cfdi_uuid,
      total: '0',
      total_payment: '0',
      imp_pagado: '0',
    })),
  };
}

/** Choosing a payment form: 99 → PPD, any other → PUE (02 §4). */
export function withForm(values: InvoiceFormValues, form: string | null): InvoiceFormValues {
  if (!form) return { ...values, cfdi_forma_pago: null };
  return { ...values, ...chooseForm(form) };
}

/** Choosing a method: PPD empties the form (02 §4). */
export function withMethod(values: InvoiceFormValues, method: MetodoPago): InvoiceFormValues {
  return { ...values, ...chooseMethod(method, values) };
}

/**
 * Choosing the customer fills its CFDI use, regime, payment form and account, and clears the
 * payments and related CFDI when it is another customer (they were the previous one's; the same
 * customer with its fiscal data edited keeps them). A generic RFC opens the global information
 * with this month; another closes it.
 */
export function withContact(
  values: InvoiceFormValues,
  contact: InvoiceContactOption | null,
  now = new Date(),
): InvoiceFormValues {
  const cfdi = contact?.cfdi;
  const generic = isGenericRfc(cfdi?.rfc ?? '');
  const sameCustomer = contact !== null && contact.id === values.contact?.id;
  const next: InvoiceFormValues = {
    ...values,
    contact,
    cfdi_uso_cfdi: values.type === 'P' ? 'CP01' : (cfdi?.uso_cfdi ?? values.cfdi_uso_cfdi),
    cfdi_regimen_fiscal_receptor: cfdi?.regimen_fiscal ?? null,
    cta_beneficiario: cfdi?.numero_cuenta ?? '',
    doctos: sameCustomer ? values.doctos : [],
    related: sameCustomer ? values.related : [],
    global: generic
      ? (values.global ?? {
          periodicidad: '04',
          meses: String(now.getMonth() + 1).padStart(2, '0'),
          ano: now.getFullYear(),
        })
      : null,
  };
  return cfdi?.forma_pago ? withForm(next, cfdi.forma_pago) : next;
}

/** Adds a CFDI to the payments or related list; the same one twice is refused (02 §5). */
export function addDocument(
  list: readonly DocumentValues[],
  document: DocumentValues,
): { list: DocumentValues[] } | { error: string } {
  if (list.some((listed) => listed.id === document.id)) return { error: FORM_MESSAGES.alreadyAdded };
  return { list: [...list, document] };
}

/** A number box's error: required, a number, at least 0 (02 §5). */
export function numberError(value: string, required = true): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return required ? FORM_MESSAGES.required : null;
  if (!/^-?\d*\.?\d+$/.test(trimmed)) return FORM_MESSAGES.number;
  return Number(trimmed) < 0 ? FORM_MESSAGES.minZero : null;
}

const safe = (value: string) => (numberError(value) === null ? value.trim() : '0');

/** An item's amounts with the domain maths (02 §5). */
export function itemLine(item: ItemValues): LineResult {
  return computeLine({
    quantity: safe(item.quantity),
    price_input: safe(item.price_input),
    final_price: item.final_price,
    discount: numberError(item.discount, false) === null && item.discount.trim() ? item.discount.trim() : '0',
    taxes: invoiceTaxById(item.tax_id)?.layers ?? [],
  });
}

export interface FormTotals {
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
}

/** The live totals: of the items (I, E), or of the amounts paid (P). */
export function formTotals(values: InvoiceFormValues): FormTotals {
  if (values.type === 'P') {
    const paid = values.doctos.reduce((sum, docto) => sum.plus(safe(docto.imp_pagado)), new Decimal(0));
    const total = paid.toFixed(2);
    return { subtotal: '0.00', discount: '0.00', tax: '0.00', total };
  }
  const summary = summarize(values.items.map(itemLine));
  return { subtotal: summary.subtotal, discount: summary.discount, tax: summary.tax, total: summary.total };
}

export type FormErrors = Record<string, string>;

/** Every client-side error by form path ('items.0.quantity'), empty when the form may be saved. */
export function invoiceFormErrors(values: InvoiceFormValues, now = new Date()): FormErrors {
  const errors: FormErrors = {};
  const put = (path: string, message: string | null) => {
    if (message) errors[path] = message;
  };
  if (!values.contact) errors.contact = FORM_MESSAGES.contact;
  put('exchange_rate', numberError(values.exchange_rate));
  if (values.type === 'P') {
    if (values.doctos.length === 0) errors.doctos = FORM_MESSAGES.doctos;
    values.doctos.forEach((docto, index) => {
      put(`doctos.${index}.imp_pagado`, numberError(docto.imp_pagado));
    });
  } else {
    if (values.items.length === 0) errors.items = FORM_MESSAGES.items;
    values.items.forEach((item, index) => {
      if (!item.name.trim()) errors[`items.${index}.name`] = FORM_MESSAGES.required;
      put(`items.${index}.quantity`, numberError(item.quantity));
      put(`items.${index}.price_input`, numberError(item.price_input));
      put(`items.${index}.discount`, numberError(item.discount, false));
    });
  }
  if (values.global && values.contact) {
    const found = globalInformationErrors(values.contact.cfdi.rfc ?? '', values.global, now.getFullYear());
    if (found.meses) errors['global.meses'] = found.meses;
    if (found.ano) errors['global.ano'] = found.ano;
  }
  return errors;
}

/** What POST/PATCH /v1/invoicing/invoice take (02 §7). */
export function invoicePayload(values: InvoiceFormValues): InvoicePayload {
  const isPayment = values.type === 'P';
  const totals = formTotals(values);
  return {
    cfdi_tipo_comprobante: values.type,
    date: instantOf(values.date),
    currency_code: values.currency_code,
    exchange_rate: values.exchange_rate.trim(),
    cfdi_metodo_pago: values.cfdi_metodo_pago,
    cfdi_forma_pago: values.cfdi_forma_pago,
    cfdi_uso_cfdi: isPayment ? 'CP01' : (values.cfdi_uso_cfdi ?? 'G03'),
    cfdi_regimen_fiscal_receptor: values.cfdi_regimen_fiscal_receptor,
    contact_id: values.contact?.id ?? null,
    items: isPayment
      ? []
      : values.items.map((item) => {
          const line = itemLine(item);
          return {
            // The saved item's id (null: a new one); the key only tells the rows apart on screen.
            id: item.id,
            tax_id: item.tax_id,
            product_id: item.product_id,
            name: item.name.trim(),
            clave_prod_serv: item.clave_prod_serv,
            clave_unidad: item.clave_unidad,
            quantity: line.quantity,
            price_unit: line.price_unit,
            price_input: item.price_input.trim(),
            final_price: item.final_price,
            discount: line.discount,
            subtotal: line.subtotal,
            tax: line.tax,
            total: line.total,
          };
        }),
    ...(isPayment
      ? {
          cfdi_pago20: {
            monto: totals.total,
            fecha_pago: instantOf(values.fecha_pago),
            cta_beneficiario: values.cta_beneficiario.trim() || null,
            doctos: values.doctos.map((docto) => ({ id: docto.id, imp_pagado: docto.imp_pagado.trim() })),
          },
        }
      : {}),
    cfdi_informacion_global: values.global,
    cfdi_relacionados:
      values.related.length > 0
        ? { tipo_relacion: values.tipo_relacion, ids: values.related.map((related) => related.id) }
        : null,
  };
}
