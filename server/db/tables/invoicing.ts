import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TaxLayer } from '../../../src/domain/invoicing/cfdi-maths';
import type { GlobalInformation } from '../../../src/domain/invoicing/cfdi-rules';
import { products } from './catalog';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { companyForeignKey, companyIdKey } from './company-keys';
import { contacts } from './customers';
import { companies } from './tenancy';

/** Exact decimals as text (decimal.js does the maths): 18 digits, `scale` after the point. */
const decimal = (name: string, scale: number) => numeric(name, { precision: 18, scale, mode: 'string' });

const companyColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const TIPOS_COMPROBANTE = ['I', 'E', 'P'] as const;
export const INVOICE_STATES = ['draft', 'active'] as const;
/** After stamping: `stamp`; once SAT has canceled it: `cancel` (02 §4 stamp states). */
export const STAMP_STATES = ['stamp', 'cancel'] as const;
/** A cancellation request's answer (SAT's flow: with acceptance it waits for the receiver). */
export const CANCEL_STATUSES = ['en_proceso', 'cancelado', 'rechazado', 'plazo_vencido'] as const;

/**
 * A company's CSD (Certificado de Sello Digital), shared by all its locations (02 §6). The .cer is
 * public; the .key and its password are sealed together with the server's key
 * (server/security/secret-box.ts, bound to the company and serial): a copy of the database alone
 * cannot sign.
 */
export const satCertificates = pgTable(
  'sat_certificates',
  {
    id: id(),
    companyId: companyColumn(),
    serialNumber: varchar('serial_number', { length: 20 }).notNull(),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    legalName: varchar('legal_name', { length: 300 }).notNull(),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    /** The certificate, DER in base64. */
    cer: text('cer').notNull(),
    /** secret-box sealed JSON {key (PKCS#8 DER base64), password}. */
    keySealed: text('key_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    companyIdKey('sat_certificates', t),
    unique('sat_certificates_company_serial_unique').on(t.companyId, t.serialNumber),
  ],
);

/**
 * The company's fiscal profile as issuer (one per company): its régimen fiscal, the postal code of
 * the place of issue and an optional serie per type. The RFC and name come from the CSD in use.
 */
export const invoicingIssuers = pgTable(
  'invoicing_issuers',
  {
    companyId: companyColumn(),
    regimenFiscal: varchar('regimen_fiscal', { length: 3 }).notNull(),
    lugarExpedicion: varchar('lugar_expedicion', { length: 5 }).notNull(),
    serieI: varchar('serie_i', { length: 25 }),
    serieE: varchar('serie_e', { length: 25 }),
    serieP: varchar('serie_p', { length: 25 }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId] })],
);

/**
 * An invoice (I), credit note (E) or payment complement (P) of 02 §3, with the receiver's fiscal
 * data copied at issue (the contact may change later) and, once stamped, its XML and UUID.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: companyColumn(),
    tipoComprobante: text('tipo_comprobante', { enum: TIPOS_COMPROBANTE }).notNull(),
    serie: varchar('serie', { length: 25 }),
    folio: integer('folio').notNull(),
    state: text('state', { enum: INVOICE_STATES }).notNull().default('draft'),
    date: at('date').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('MXN'),
    exchangeRate: decimal('exchange_rate', 6).notNull().default('1'),
    subtotal: decimal('subtotal', 2).notNull().default('0'),
    discount: decimal('discount', 2).notNull().default('0'),
    tax: decimal('tax', 2).notNull().default('0'),
    total: decimal('total', 2).notNull().default('0'),
    /** What payment complements have paid of it (I), in its currency. */
    totalPayment: decimal('total_payment', 2).notNull().default('0'),
    contactId: integer('contact_id'),
    receiverRfc: varchar('receiver_rfc', { length: 13 }),
    receiverName: varchar('receiver_name', { length: 300 }),
    receiverZip: varchar('receiver_zip', { length: 5 }),
    receiverRegime: varchar('receiver_regime', { length: 3 }),
    usoCfdi: varchar('uso_cfdi', { length: 4 }),
    formaPago: varchar('forma_pago', { length: 2 }),
    metodoPago: varchar('metodo_pago', { length: 3 }),
    /** Type P: the payment's date, amount and the beneficiary account. */
    fechaPago: at('fecha_pago'),
    montoPago: decimal('monto_pago', 2),
    ctaBeneficiario: varchar('cta_beneficiario', { length: 50 }),
    informacionGlobal: jsonb('informacion_global').$type<GlobalInformation>(),
    uuid: varchar('uuid', { length: 36 }),
    stampState: text('stamp_state', { enum: STAMP_STATES }),
    stampDate: at('stamp_date'),
    /** The stamped XML as the PAC returned it. */
    xml: text('xml'),
    pac: varchar('pac', { length: 30 }),
    cancelMotivo: varchar('cancel_motivo', { length: 2 }),
    cancelFolioSustitucion: varchar('cancel_folio_sustitucion', { length: 36 }),
    cancelStatus: text('cancel_status', { enum: CANCEL_STATUSES }),
    cancelRequestedAt: at('cancel_requested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyIdKey('invoices', t),
    companyForeignKey('invoices', t.companyId, t.contactId, contacts, 'set null'),
    unique('invoices_company_type_folio_unique').on(t.companyId, t.tipoComprobante, t.folio),
    unique('invoices_company_uuid_unique').on(t.companyId, t.uuid),
    index('invoices_company_type_idx').on(t.companyId, t.tipoComprobante, t.id),
    check('invoices_tipo_check', oneOf(t.tipoComprobante, TIPOS_COMPROBANTE)),
    check('invoices_state_check', oneOf(t.state, INVOICE_STATES)),
    check('invoices_stamp_state_check', oneOf(t.stampState, STAMP_STATES)),
    check('invoices_cancel_status_check', oneOf(t.cancelStatus, CANCEL_STATUSES)),
  ],
);

/** A concept of an invoice (02 §3 Invoice item): what was typed and what the maths made of it. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: id(),
    companyId: companyColumn(),
    invoiceId: integer('invoice_id').notNull(),
    position: integer('position').notNull(),
    /** The random 8-character key of 02 §9 (NoIdentificacion); a factura global's concept: its ticket number (up to 20). */
    itemKey: varchar('item_key', { length: 20 }).notNull(),
    productId: integer('product_id'),
    name: varchar('name', { length: 1000 }).notNull(),
    notes: varchar('notes', { length: 1000 }),
    claveProdServ: varchar('clave_prod_serv', { length: 8 }).notNull(),
    claveUnidad: varchar('clave_unidad', { length: 3 }).notNull(),
    quantity: decimal('quantity', 4).notNull(),
    priceInput: decimal('price_input', 4).notNull(),
    finalPrice: boolean('final_price').notNull().default(false),
    priceUnit: decimal('price_unit', 4).notNull(),
    discount: decimal('discount', 2).notNull().default('0'),
    taxes: jsonb('taxes').$type<TaxLayer[]>().notNull(),
    subtotal: decimal('subtotal', 2).notNull(),
    tax: decimal('tax', 2).notNull(),
    total: decimal('total', 2).notNull(),
  },
  (t) => [
    companyIdKey('invoice_items', t),
    companyForeignKey('invoice_items', t.companyId, t.invoiceId, invoices, 'cascade'),
    companyForeignKey('invoice_items', t.companyId, t.productId, products, 'set null'),
    index('invoice_items_invoice_idx').on(t.invoiceId, t.position),
  ],
);

/** A document paid by a payment complement (02 §3 Payment document line; Pagos 2.0 DoctoRelacionado). */
export const invoicePaymentLines = pgTable(
  'invoice_payment_lines',
  {
    id: id(),
    companyId: companyColumn(),
    paymentId: integer('payment_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    numParcialidad: integer('num_parcialidad').notNull(),
    impSaldoAnt: decimal('imp_saldo_ant', 2).notNull(),
    impPagado: decimal('imp_pagado', 2).notNull(),
    impSaldoInsoluto: decimal('imp_saldo_insoluto', 2).notNull(),
    equivalencia: decimal('equivalencia', 6).notNull().default('1'),
  },
  (t) => [
    companyIdKey('invoice_payment_lines', t),
    companyForeignKey('invoice_payment_lines', t.companyId, t.paymentId, invoices, 'cascade'),
    companyForeignKey('invoice_payment_lines', t.companyId, t.invoiceId, invoices, 'cascade'),
    unique('invoice_payment_lines_payment_invoice_unique').on(t.paymentId, t.invoiceId),
    index('invoice_payment_lines_invoice_idx').on(t.invoiceId),
  ],
);

/** A CFDI related to an invoice (CfdiRelacionados), with the relation type (c_TipoRelacion). */
export const invoiceRelations = pgTable(
  'invoice_relations',
  {
    id: id(),
    companyId: companyColumn(),
    invoiceId: integer('invoice_id').notNull(),
    relatedInvoiceId: integer('related_invoice_id').notNull(),
    tipoRelacion: varchar('tipo_relacion', { length: 2 }).notNull(),
  },
  (t) => [
    companyIdKey('invoice_relations', t),
    companyForeignKey('invoice_relations', t.companyId, t.invoiceId, invoices, 'cascade'),
    companyForeignKey('invoice_relations', t.companyId, t.relatedInvoiceId, invoices, 'cascade'),
    unique('invoice_relations_pair_unique').on(t.invoiceId, t.relatedInvoiceId),
  ],
);
