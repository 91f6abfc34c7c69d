import * as v from 'valibot';
import { CANCEL_MESSAGES, CANCEL_MOTIVOS } from '../invoicing/cfdi-cancellation';
import { PERIODICIDADES } from '../invoicing/cfdi-rules';
import { INVOICE_TAXES } from '../invoicing/invoice-taxes';
import { IdSchema } from './common';

/**
 * The invoice calls of 02 §7 (create, update, stamp, cancel) and the Invoice of 02 §3. Amounts the
 * client sends for items (price_unit, subtotal, tax, total) are ignored: the server computes them.
 */
export const INVOICE_MESSAGES = {
  tipo: 'Selecciona el tipo de comprobante (I, E o P).',
  date: 'Ingresa una fecha válida.',
  currency: 'Selecciona la moneda (MXN o USD).',
  exchangeRate: 'El tipo de cambio debe ser un número mayor que cero.',
  metodo: 'Selecciona el método de pago (PUE o PPD).',
  forma: 'Selecciona una forma de pago válida.',
  uso: 'Selecciona un uso de CFDI válido.',
  regimen: 'Selecciona el régimen fiscal del receptor.',
  contact: 'Selecciona el cliente.',
  contactNotFound: 'El cliente no existe.',
  itemName: 'Escribe la descripción del concepto.',
  quantity: 'La cantidad debe ser un número mayor que cero.',
  price: 'El precio debe ser un número mayor o igual a cero.',
  discount: 'El descuento debe ser un número mayor o igual a cero y no mayor que el importe.',
  tax: 'Selecciona un impuesto válido.',
  items: 'Agrega al menos un concepto.',
  claveProdServ: 'La clave de producto o servicio del SAT tiene 8 dígitos.',
  claveUnidad: 'La clave de unidad del SAT no es válida.',
  pago: 'Captura el pago: monto, fecha y facturas pagadas.',
  paidInvoice: 'Solo se pueden pagar facturas timbradas con método de pago PPD.',
  relacionados: 'Selecciona el tipo de relación y las facturas relacionadas.',
  relatedInvoice: 'La factura relacionada debe estar timbrada.',
  notEditable: 'Una factura timbrada no se puede modificar.',
  notFound: 'Factura no encontrada.',
  notStamped: 'Solo se puede cancelar una factura timbrada y vigente.',
  pendingCancel: 'La cancelación de esta factura está en proceso.',
} as const;

const TAX_IDS = INVOICE_TAXES.map((tax) => tax.id);

/** A decimal typed as a number or a numeric string, kept as text for decimal.js. */
const decimalInput = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,12}(\.\d{1,6})?$/, message),
  );

const positive = (message: string) =>
  v.pipe(
    decimalInput(message),
    v.check((value) => Number(value) > 0, message),
  );

const code = (pattern: RegExp, message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(pattern, message));

export const InvoiceItemInputSchema = v.object({
  id: v.optional(v.nullable(v.number())),
  product_id: v.optional(v.nullable(IdSchema), null),
  tax_id: v.optional(
    v.nullable(
      v.picklist(
        TAX_IDS.filter((id): id is string => id !== null),
        INVOICE_MESSAGES.tax,
      ),
    ),
    null,
  ),
  name: v.pipe(
    v.string(INVOICE_MESSAGES.itemName),
    v.trim(),
    v.minLength(1, INVOICE_MESSAGES.itemName),
    v.maxLength(1000),
  ),
  notes: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000))), null),
  quantity: positive(INVOICE_MESSAGES.quantity),
  price_input: decimalInput(INVOICE_MESSAGES.price),
  final_price: v.optional(v.boolean(), false),
  discount: v.optional(decimalInput(INVOICE_MESSAGES.discount), '0'),
  clave_prod_serv: v.optional(v.nullable(code(/^\d{8}$/, INVOICE_MESSAGES.claveProdServ)), null),
  clave_unidad: v.optional(v.nullable(code(/^[A-Z0-9]{2,3}$/, INVOICE_MESSAGES.claveUnidad)), null),
});
export type InvoiceItemInput = v.InferOutput<typeof InvoiceItemInputSchema>;

export const InvoicePago20InputSchema = v.object({
  monto: positive(INVOICE_MESSAGES.pago),
  fecha_pago: v.pipe(v.string(INVOICE_MESSAGES.date), v.isoTimestamp(INVOICE_MESSAGES.date)),
  cta_beneficiario: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9_]{0,50}$/i))), null),
  doctos: v.pipe(
    v.array(v.object({ id: IdSchema, imp_pagado: positive(INVOICE_MESSAGES.pago) }), INVOICE_MESSAGES.pago),
    v.minLength(1, INVOICE_MESSAGES.pago),
    v.maxLength(100),
  ),
});

export const InvoiceGlobalInformationSchema = v.object({
  periodicidad: v.picklist(PERIODICIDADES),
  meses: v.pipe(v.string(), v.regex(/^\d{2}$/)),
  ano: v.pipe(v.number(), v.integer()),
});

export const InvoiceRelacionadosSchema = v.object({
  tipo_relacion: code(/^0[1-7]$/, INVOICE_MESSAGES.relacionados),
  ids: v.pipe(v.array(IdSchema), v.minLength(1, INVOICE_MESSAGES.relacionados), v.maxLength(50)),
});

/** The fields shared by create (POST) and update (PATCH). */
const invoiceFields = {
  date: v.optional(v.pipe(v.string(INVOICE_MESSAGES.date), v.isoTimestamp(INVOICE_MESSAGES.date))),
  currency_code: v.optional(v.picklist(['MXN', 'USD'], INVOICE_MESSAGES.currency), 'MXN'),
  exchange_rate: v.optional(positive(INVOICE_MESSAGES.exchangeRate), '1'),
  cfdi_metodo_pago: v.optional(v.nullable(v.picklist(['PUE', 'PPD'], INVOICE_MESSAGES.metodo)), null),
  cfdi_forma_pago: v.optional(v.nullable(code(/^\d{2}$/, INVOICE_MESSAGES.forma)), null),
  cfdi_uso_cfdi: v.optional(v.nullable(code(/^[A-Z]{1,2}\d{2}$/, INVOICE_MESSAGES.uso)), null),
  cfdi_regimen_fiscal_receptor: v.optional(v.nullable(code(/^\d{3}$/, INVOICE_MESSAGES.regimen)), null),
  contact_id: v.pipe(
    v.number(INVOICE_MESSAGES.contact),
    v.integer(INVOICE_MESSAGES.contact),
    v.minValue(1, INVOICE_MESSAGES.contact),
  ),
  items: v.optional(v.pipe(v.array(InvoiceItemInputSchema), v.maxLength(500)), []),
  cfdi_pago20: v.optional(v.nullable(InvoicePago20InputSchema), null),
  cfdi_informacion_global: v.optional(v.nullable(InvoiceGlobalInformationSchema), null),
  cfdi_relacionados: v.optional(v.nullable(InvoiceRelacionadosSchema), null),
};

export const InvoiceCreateSchema = v.object({
  cfdi_tipo_comprobante: v.picklist(['I', 'E', 'P'], INVOICE_MESSAGES.tipo),
  ...invoiceFields,
});
export type InvoiceCreate = v.InferOutput<typeof InvoiceCreateSchema>;

export const InvoiceUpdateSchema = v.object(invoiceFields);
export type InvoiceUpdate = v.InferOutput<typeof InvoiceUpdateSchema>;

export const InvoiceCancelSchema = v.object({
  motivo: v.picklist(Object.keys(CANCEL_MOTIVOS) as (keyof typeof CANCEL_MOTIVOS)[], CANCEL_MESSAGES.motivo),
  folio_sustitucion: v.optional(v.nullable(v.string()), null),
});
export type InvoiceCancel = v.InferOutput<typeof InvoiceCancelSchema>;

export const StampResultSchema = v.object({ stamped: v.boolean(), reason: v.nullable(v.string()) });
export const CancelResultSchema = v.object({ canceled: v.boolean(), status: v.nullable(v.string()) });

const nullableString = v.nullable(v.string());

const InvoiceItemSchema = v.object({
  /** Null on a copy's items: they are new. */
  id: v.nullable(v.number()),
  key: v.string(),
  product_id: v.nullable(v.number()),
  tax_id: v.nullable(v.string()),
  name: v.string(),
  notes: nullableString,
  clave_prod_serv: v.string(),
  clave_unidad: v.string(),
  quantity: v.string(),
  price_unit: v.string(),
  price_input: v.string(),
  final_price: v.boolean(),
  discount: v.string(),
  subtotal: v.string(),
  tax: v.string(),
  total: v.string(),
  iva_traslado: v.string(),
  iva_retencion: v.string(),
  isr_retencion: v.string(),
  ieps_traslado: v.string(),
});
export type InvoiceItem = v.InferOutput<typeof InvoiceItemSchema>;

const PaymentLinkSchema = v.object({
  id: v.number(),
  number: v.string(),
  date: v.string(),
  imp_pagado: v.string(),
  stamp_state_name: nullableString,
});

const PaymentDocumentLineSchema = v.object({
  id: v.number(),
  number: v.string(),
  total: v.string(),
  total_payment: v.string(),
  date: v.string(),
  cfdi_uuid: nullableString,
  imp_pagado: v.string(),
});

export const InvoiceSchema = v.object({
  id: v.number(),
  number: v.string(),
  date: v.string(),
  state: v.picklist(['draft', 'active']),
  state_name: v.string(),
  currency_code: v.string(),
  exchange_rate: v.string(),
  subtotal: v.string(),
  discount: v.string(),
  tax: v.string(),
  total: v.string(),
  total_payment: v.string(),
  contact: v.nullable(
    v.object({
      id: v.number(),
      name: v.string(),
      email: nullableString,
      email_extra: nullableString,
      phone: nullableString,
      cfdi: v.object({
        nombre: nullableString,
        rfc: nullableString,
        uso_cfdi: nullableString,
        regimen_fiscal: nullableString,
        forma_pago: nullableString,
        numero_cuenta: nullableString,
        codigo_postal: nullableString,
      }),
    }),
  ),
  cfdi: v.object({
    tipo_comprobante: v.picklist(['I', 'E', 'P']),
    uso_cfdi: nullableString,
    regimen_fiscal_receptor: nullableString,
    forma_pago: nullableString,
    metodo_pago: nullableString,
    fecha_pago: nullableString,
    uuid: nullableString,
    stamp_state: v.nullable(v.picklist(['stamp', 'cancel'])),
    stamp_state_name: nullableString,
    stamp_date: nullableString,
    cancel_status: nullableString,
  }),
  cfdi_pago20: v.nullable(
    v.object({
      monto: v.string(),
      fecha_pago: v.string(),
      cta_beneficiario: nullableString,
      doctos: v.array(PaymentDocumentLineSchema),
    }),
  ),
  /** The related CFDI with their number and UUID (the payload sends their ids). */
  cfdi_relacionados: v.nullable(
    v.object({
      tipo_relacion: v.string(),
      ids: v.array(v.object({ id: v.number(), number: v.string(), cfdi_uuid: nullableString })),
    }),
  ),
  cfdi_informacion_global: v.nullable(InvoiceGlobalInformationSchema),
  payments_in: v.array(PaymentLinkSchema),
  payments_out: v.array(PaymentLinkSchema),
  meta: v.object({
    can_send: v.boolean(),
    can_be_stamped: v.boolean(),
    can_be_canceled: v.boolean(),
    is_editable: v.boolean(),
    pdf_url: nullableString,
    xml_url: nullableString,
  }),
  items: v.array(InvoiceItemSchema),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

/** A row of POST /v1/invoicing/invoice/search (02 §3 list fields). */
export const InvoiceListItemSchema = v.object({
  id: v.number(),
  number: v.string(),
  contact_name: nullableString,
  contact_cfdi_nombre: nullableString,
  date: v.string(),
  total: v.string(),
  total_payment: v.string(),
  state_name: v.string(),
  cfdi_stamp_state_name: nullableString,
  cfdi_uuid: nullableString,
  cfdi_tipo_comprobante: v.picklist(['I', 'E', 'P']),
});
export type InvoiceListItem = v.InferOutput<typeof InvoiceListItemSchema>;

export const INVOICE_STATE_NAMES = { draft: 'Borrador', active: 'Activa' } as const;
export const STAMP_STATE_NAMES = { stamp: 'Timbrada', cancel: 'Cancelada' } as const;
