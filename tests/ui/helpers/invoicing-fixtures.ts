import type { Invoice, InvoiceListItem } from '../../../src/features/invoicing/invoice-api';

/** A page of a search answer, as the server sends it. */
export const page = <T>(data: T[], total = data.length) => ({
  body: { data, pagination: { total_items: total, limit: 20, offset: 0, count: data.length } },
});

export const LISTED_INVOICE: InvoiceListItem = {
  id: 41,
  number: 'A-41',
  contact_name: 'Ana Ruiz',
  contact_cfdi_nombre: 'ANA RUIZ PEREZ',
  date: '2026-11-20T17:30:00Z',
  total: '1160.00',
  total_payment: '500.00',
  state_name: 'Activa',
  cfdi_stamp_state_name: 'Timbrada',
  cfdi_uuid: '6F1A2B3C-4D5E-4F60-8A1B-2C3D4E5F6071',
  cfdi_tipo_comprobante: 'I',
};

/** A draft income invoice with one concept; `meta` and the rest overridable. */
export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 41,
    number: 'A-41',
    date: '2026-11-20T17:30:00Z',
    state: 'draft',
    state_name: 'Borrador',
    currency_code: 'MXN',
    exchange_rate: '1',
    subtotal: '1000.00',
    discount: '0.00',
    tax: '160.00',
    total: '1160.00',
    total_payment: '500.00',
    contact: {
      id: 7,
      name: 'Ana Ruiz',
      email: 'ana@correo.mx',
      email_extra: null,
      phone: '+525511110001',
      cfdi: {
        nombre: 'ANA RUIZ PEREZ',
        rfc: 'RUPA800101AB1',
        uso_cfdi: 'G03',
        regimen_fiscal: '612',
        forma_pago: '99',
        numero_cuenta: null,
      },
    },
    cfdi: {
      tipo_comprobante: 'I',
      uso_cfdi: 'G03',
      regimen_fiscal_receptor: '612',
      forma_pago: '99',
      metodo_pago: 'PPD',
      fecha_pago: null,
      uuid: null,
      stamp_state: null,
      stamp_state_name: null,
      stamp_date: null,
    },
    cfdi_pago20: null,
    cfdi_relacionados: null,
    cfdi_informacion_global: null,
    payments_in: [],
    payments_out: [],
    meta: {
      can_send: false,
      can_be_stamped: true,
      can_be_canceled: false,
      is_editable: true,
      pdf_url: null,
      xml_url: null,
    },
    items: [
      {
        id: 1,
        product_id: 3,
        tax_id: 'iva16',
        name: 'Consultoría',
        quantity: '1',
        price_unit: '1000',
        price_input: '1000',
        final_price: false,
        discount: '0',
        subtotal: '1000.00',
        tax: '160.00',
        total: '1160.00',
      },
    ],
    ...overrides,
  };
}

/** The same invoice once stamped: it may be sent and canceled, its files exist. */
export function stampedInvoice(): Invoice {
  const draft = invoice();
  return {
    ...draft,
    state: 'active',
    state_name: 'Activa',
    cfdi: {
      ...draft.cfdi,
      uuid: '6F1A2B3C-4D5E-4F60-8A1B-2C3D4E5F6071',
      stamp_state: 'stamp',
      stamp_state_name: 'Timbrada',
      stamp_date: '2026-11-20T17:35:00Z',
    },
    meta: {
      can_send: true,
      can_be_stamped: false,
      can_be_canceled: true,
      is_editable: false,
      pdf_url: '/v1/invoicing/invoice/41/pdf',
      xml_url: '/v1/invoicing/invoice/41/xml',
    },
  };
}
