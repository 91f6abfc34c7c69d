import type { Product } from '../../domain/contract/catalog-product';
import type { SatCertificate, SatCertificateUpload } from '../../domain/contract/invoicing-certificate';
import type { ContactCfdiUpdate } from '../../domain/contract/invoicing-contact';
import type { Report } from '../../domain/contract/report';
import type { TipoComprobante } from '../../domain/invoicing/cfdi-rules';
import { isApiError } from '../../lib/api/api-error';
import { api } from '../../lib/api/client';
import { catalogSearchBody, type Page } from '../catalog/api/catalog-api';

/**
 * The invoicing calls of 02 §7 and their shapes (02 §3 Invoice, Invoice item, Payment document
 * line, Certificate). Field names are the spec's; amounts may come as strings or numbers. This is
 * the one file to adapt if the server's shapes move.
 */
export type Amount = string | number;

/** A row of POST /v1/invoicing/invoice/search. */
export interface InvoiceListItem {
  id: number;
  number: string;
  contact_name: string | null;
  contact_cfdi_nombre: string | null;
  date: string;
  total: Amount;
  total_payment: Amount;
  state_name: string;
  cfdi_stamp_state_name: string | null;
  cfdi_uuid: string | null;
  cfdi_tipo_comprobante: TipoComprobante;
}

export interface InvoiceContactCfdi {
  nombre: string | null;
  rfc: string | null;
  uso_cfdi: string | null;
  regimen_fiscal: string | null;
  forma_pago: string | null;
  numero_cuenta: string | null;
  /** The receiver's postal code (DomicilioFiscalReceptor); the search answers it. */
  codigo_postal?: string | null;
}

export interface InvoiceContact {
  id: number;
  name: string;
  email: string | null;
  email_extra: string | null;
  phone: string | null;
  cfdi: InvoiceContactCfdi;
}

export interface InvoiceItem {
  id: number | string;
  product_id: number | null;
  tax_id: string | null;
  name: string;
  notes?: string | null;
  /** SAT c_ClaveProdServ and c_ClaveUnidad of the concept (the server answers them). */
  clave_prod_serv?: string | null;
  clave_unidad?: string | null;
  quantity: Amount;
  price_unit: Amount;
  price_input: Amount;
  final_price: boolean;
  discount: Amount;
  subtotal: Amount;
  tax: Amount;
  total: Amount;
}

/** A CFDI paid by a payment complement (02 §3 Payment document line). */
export interface PaymentDocument {
  id: number;
  number: string;
  total: Amount;
  total_payment: Amount;
  date: string;
  cfdi_uuid: string | null;
  imp_pagado: Amount;
}

/** A payment received by an invoice, or an invoice paid by a payment. */
export interface InvoicePaymentLink {
  id: number;
  number: string;
  date: string;
  imp_pagado: Amount;
  stamp_state_name: string | null;
}

/** A related CFDI as the detail shows it. */
export interface RelatedInvoice {
  id: number;
  number: string;
  cfdi_uuid: string | null;
}

export interface GlobalInformationValue {
  periodicidad: string;
  meses: string;
  ano: number;
}

export interface InvoiceMeta {
  can_send: boolean;
  can_be_stamped: boolean;
  can_be_canceled: boolean;
  is_editable: boolean;
  pdf_url: string | null;
  xml_url: string | null;
}

/** GET /v1/invoicing/invoice/{id}. */
export interface Invoice {
  id: number;
  number: string;
  date: string;
  state: string;
  state_name: string;
  currency_code: 'MXN' | 'USD';
  exchange_rate: Amount;
  subtotal: Amount;
  discount: Amount;
  tax: Amount;
  total: Amount;
  total_payment: Amount;
  contact: InvoiceContact | null;
  cfdi: {
    tipo_comprobante: TipoComprobante;
    uso_cfdi: string | null;
    regimen_fiscal_receptor: string | null;
    forma_pago: string | null;
    metodo_pago: string | null;
    fecha_pago: string | null;
    uuid: string | null;
    stamp_state: string | null;
    stamp_state_name: string | null;
    stamp_date: string | null;
  };
  cfdi_pago20: {
    monto: Amount;
    fecha_pago: string;
    cta_beneficiario: string | null;
    doctos: PaymentDocument[];
  } | null;
  cfdi_relacionados: { tipo_relacion: string; ids: RelatedInvoice[] } | null;
  cfdi_informacion_global: GlobalInformationValue | null;
  payments_in: InvoicePaymentLink[];
  payments_out: InvoicePaymentLink[];
  meta: InvoiceMeta;
  items: InvoiceItem[];
}

/** POST /v1/invoicing/invoice and PATCH /v1/invoicing/invoice/{id}. */
export interface InvoicePayload {
  cfdi_tipo_comprobante: TipoComprobante;
  date: string;
  currency_code: string;
  exchange_rate: string;
  cfdi_metodo_pago: string | null;
  cfdi_forma_pago: string | null;
  cfdi_uso_cfdi: string;
  cfdi_regimen_fiscal_receptor: string | null;
  contact_id: number | null;
  items: {
    id: number | null;
    tax_id: string | null;
    product_id: number | null;
    name: string;
    clave_prod_serv: string | null;
    clave_unidad: string | null;
    quantity: string;
    price_unit: string;
    price_input: string;
    final_price: boolean;
    discount: string;
    subtotal: string;
    tax: string;
    total: string;
  }[];
  cfdi_pago20?: {
    monto: string;
    fecha_pago: string;
    cta_beneficiario: string | null;
    doctos: { id: number; imp_pagado: string }[];
  };
  cfdi_informacion_global?: GlobalInformationValue | null;
  cfdi_relacionados?: { tipo_relacion: string; ids: number[] } | null;
}

export interface StampAnswer {
  stamped: boolean;
  reason?: string | null;
}

export interface CancelAnswer {
  canceled: boolean;
  status?: string | null;
}

/** The issuer's fiscal profile (GET/PUT /v1/invoicing/issuer): régimen, place of issue's postal code, a serie per type. */
export interface IssuerProfile {
  regimen_fiscal: string;
  lugar_expedicion: string;
  serie_i: string | null;
  serie_e: string | null;
  serie_p: string | null;
}

/** A customer with its CFDI data (POST /v1/invoicing/contact/search). */
export type InvoiceContactOption = InvoiceContact;

/** A product of the invoice picker (02 §3). */
export interface InvoiceProductOption {
  id: number;
  name: string;
  sku: string | null;
  price: Amount;
  status: string;
}

/** The stamped CFDI a picker offers: of one type and one customer (02 §4). */
export function documentSearchBody(type: TipoComprobante, contactId: number, text: string) {
  const filters = [
    { cfdi_tipo_comprobante: { $eq: type } },
    { contact_id: { $eq: contactId } },
    { cfdi_stamp_state: { $eq: 'stamp' } },
  ];
  return { ...catalogSearchBody(text, 1, INVOICE_SEARCH_FIELDS, filters), sort: ['-id'] };
}

export type AgingReportType = 'by-contact' | 'by-invoice';

export const INVOICE_SEARCH_FIELDS = ['contact_name', 'contact_cfdi_nombre', 'number'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 02 §7: the type filter, then the text over names and number (contains) or the UUID (equals). */
export function invoiceSearchBody(type: TipoComprobante, text: string, page: number) {
  const byType = { cfdi_tipo_comprobante: { $eq: type } };
  const trimmed = text.trim();
  const base = UUID.test(trimmed)
    ? { ...catalogSearchBody('', page, []), filters: { $and: [byType, { cfdi_uuid: { $eq: trimmed } }] } }
    : catalogSearchBody(text, page, INVOICE_SEARCH_FIELDS, [byType]);
  return { ...base, sort: ['-id'] };
}

const invoicePath = (id: number | string) => `/v1/invoicing/invoice/${encodeURIComponent(String(id))}`;

export const invoiceApi = {
  search: (type: TipoComprobante, text: string, page: number, signal?: AbortSignal) =>
    api.post<Page<InvoiceListItem>>('/v1/invoicing/invoice/search', invoiceSearchBody(type, text, page), {
      signal,
    }),
  get: async (id: number | string, signal?: AbortSignal) =>
    (await api.get<{ data: Invoice }>(invoicePath(id), { signal })).data,
  /** The invoice as the form edits it ('edit') or copies it ('copy'). */
  forForm: async (id: number | string, mode: 'edit' | 'copy', signal?: AbortSignal) =>
    (await api.get<{ data: Invoice }>(`${invoicePath(id)}/for-${mode}`, { signal })).data,
  create: async (body: InvoicePayload) =>
    (await api.post<{ data: Invoice }>('/v1/invoicing/invoice', body)).data,
  update: async (id: number, body: InvoicePayload) =>
    (await api.patch<{ data: Invoice }>(invoicePath(id), body)).data,
  stamp: async (id: number) => (await api.post<{ data: StampAnswer }>(`${invoicePath(id)}/stamp`, {})).data,
  cancel: async (id: number, body: { motivo: string; folio_sustitucion: string | null }) =>
    (await api.post<{ data: CancelAnswer }>(`${invoicePath(id)}/cancel`, body)).data,
  sendEmail: (id: number, body: { emails: string[]; recipient_name: string; message: string }) =>
    api.post(`${invoicePath(id)}/send-email`, body),
  sendWhatsapp: (id: number, body: { phone: string }) => api.post(`${invoicePath(id)}/send-whatsapp`, body),

  contacts: async (text: string, signal?: AbortSignal) =>
    (
      await api.post<Page<InvoiceContactOption>>(
        '/v1/invoicing/contact/search',
        { ...catalogSearchBody(text, 1, ['name', 'cfdi_rfc', 'cfdi_nombre']), sort: ['name'] },
        { signal },
      )
    ).data,
  /** Stamped CFDI of a type and customer, for the payments and related pickers. */
  documents: async (type: TipoComprobante, contactId: number, text: string, signal?: AbortSignal) =>
    (
      await api.post<Page<InvoiceListItem>>(
        '/v1/invoicing/invoice/search',
        documentSearchBody(type, contactId, text),
        { signal },
      )
    ).data,
  /** A new customer: the contact first (its name), then its CFDI data. */
  createContact: async (name: string) =>
    (await api.post<{ data: { id: number } }>('/v1/contact/contact', { name })).data,
  saveContactCfdi: async (id: number, body: ContactCfdiUpdate) =>
    (await api.put<{ data: InvoiceContactOption }>(`/v1/invoicing/contact/${id}/cfdi`, body)).data,
  product: async (id: number | string, signal?: AbortSignal) =>
    (await api.get<{ data: Product }>(`/v1/product/product/${encodeURIComponent(String(id))}`, { signal }))
      .data,
  products: async (text: string, signal?: AbortSignal) =>
    (
      await api.post<Page<InvoiceProductOption>>(
        '/v1/product/product/search',
        {
          ...catalogSearchBody(text, 1, ['name', 'sku'], [{ status: { $eq: 'active' } }]),
          sort: ['name'],
        },
        { signal },
      )
    ).data,

  agingPage: (
    type: AgingReportType,
    stampedOnly: boolean,
    request: { offset: number; limit: number },
    signal?: AbortSignal,
  ) =>
    api.post<Report>(
      `/v1/invoicing/reporting/receivable-aging-${type}`,
      // The server's ReceivableAgingBodySchema: `stamp_state: 'stamp'`, not a search operator.
      { ...request, filters: stampedOnly ? { stamp_state: 'stamp' } : {}, sort: [] },
      { signal },
    ),

  certificates: (page: number, signal?: AbortSignal) =>
    api.post<Page<SatCertificate>>(
      '/v1/invoicing/sat-certificate/search',
      { ...catalogSearchBody('', page, []), sort: ['-id'] },
      { signal },
    ),
  uploadCertificate: async (body: SatCertificateUpload) =>
    (await api.post<{ data: SatCertificate }>('/v1/invoicing/sat-certificate', body)).data,

  /** Null until the company saves its profile (the server answers 404 then). */
  issuer: async (signal?: AbortSignal) => {
    try {
      return (await api.get<{ data: IssuerProfile }>('/v1/invoicing/issuer', { signal })).data;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  saveIssuer: async (body: IssuerProfile) =>
    (await api.put<{ data: IssuerProfile }>('/v1/invoicing/issuer', body)).data,
};
