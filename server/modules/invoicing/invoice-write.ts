import Decimal from 'decimal.js';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import {
  type InvoiceCreate,
  type InvoiceItemInput,
  type InvoiceUpdate,
  INVOICE_MESSAGES as M,
} from '../../../src/domain/contract/invoicing-invoice';
import { computeLine, money, summarize } from '../../../src/domain/invoicing/cfdi-maths';
import { computePayment, PaymentError } from '../../../src/domain/invoicing/cfdi-payment-maths';
import {
  globalInformationErrors,
  invoiceDefaults,
  type TipoComprobante,
} from '../../../src/domain/invoicing/cfdi-rules';
import { invoiceTaxById } from '../../../src/domain/invoicing/invoice-taxes';
import { receiverErrors } from '../../../src/domain/invoicing/receiver-rules';
import type { Db, Tx } from '../../db/client';
import {
  contacts,
  invoiceItems,
  invoicePaymentLines,
  invoiceRelations,
  invoices,
  products,
} from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { ofCompany } from '../../http/tenancy';
import { summaryOf } from './invoice-lines';
import type { CompanyTenant } from './invoicing-deps';
import { issuerProfile } from './issuer-store';

/** A concept with no SAT keys of its own: restaurant service, service unit. */
const DEFAULT_CLAVE_PROD_SERV = '90101501';
const DEFAULT_CLAVE_UNIDAD = 'E48';
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 02 §9: an item's key (NoIdentificacion) is a random 8-character string. */
export function randomItemKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

type InvoiceRow = typeof invoices.$inferSelect;
type Body = InvoiceUpdate & { cfdi_tipo_comprobante: TipoComprobante };

export interface InvoiceWriteContext {
  db: Db;
  tenant: CompanyTenant;
  now: Date;
}

const fail = (field: string, message: string): never => {
  throw ValidationError.forField(field, message);
};

async function contactOf(db: Db, tenant: CompanyTenant, id: number) {
  const [contact] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), ofCompany(contacts.companyId, tenant)));
  return contact ?? fail('contact_id', M.contactNotFound);
}

/** The receiver copied at issue: the contact's fiscal data with the form's régimen and use. */
async function receiverOf(db: Db, tenant: CompanyTenant, body: Body) {
  const contact = await contactOf(db, tenant, body.contact_id);
  const defaults = invoiceDefaults(body.cfdi_tipo_comprobante);
  const isPayment = body.cfdi_tipo_comprobante === 'P';
  const receiver = {
    contactId: contact.id,
    receiverRfc: contact.cfdiRfc?.toUpperCase() ?? null,
    receiverName: contact.cfdiNombre ?? null,
    receiverZip: contact.cfdiCodigoPostal ?? null,
    receiverRegime: body.cfdi_regimen_fiscal_receptor ?? contact.cfdiRegimenFiscal ?? null,
    usoCfdi: isPayment ? 'CP01' : (body.cfdi_uso_cfdi ?? contact.cfdiUsoCfdi ?? defaults.cfdi_uso_cfdi),
  };
  if (receiver.receiverRfc && receiver.receiverRegime) {
    const errors = receiverErrors({
      rfc: receiver.receiverRfc,
      regimen_fiscal: receiver.receiverRegime,
      uso_cfdi: isPayment ? 'G03' : receiver.usoCfdi,
      codigo_postal: receiver.receiverZip ?? '',
    });
    const fieldOf = {
      rfc: 'contact_id',
      codigo_postal: 'contact_id',
      regimen_fiscal: 'cfdi_regimen_fiscal_receptor',
      uso_cfdi: 'cfdi_uso_cfdi',
    } as const;
    const entries = Object.entries(errors).filter(([field]) => !(isPayment && field === 'uso_cfdi'));
    if (entries.length > 0) {
      throw new ValidationError(
        Object.fromEntries(
          entries.map(([field, message]) => [fieldOf[field as keyof typeof fieldOf], [message]]),
        ),
      );
    }
  }
  return receiver;
}

async function productKeys(db: Db, tenant: CompanyTenant, items: readonly InvoiceItemInput[]) {
  const ids = items.flatMap((item) => (item.product_id ? [item.product_id] : []));
  if (ids.length === 0) return new Map<number, { satProductKey: string | null; satUnitKey: string | null }>();
  const rows = await db
    .select({ id: products.id, satProductKey: products.satProductKey, satUnitKey: products.satUnitKey })
    .from(products)
    .where(and(inArray(products.id, ids), ofCompany(products.companyId, tenant)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The items computed server-side (never the client's totals), keeping the keys of kept items. */
async function computedItems(
  db: Db,
  tenant: CompanyTenant,
  items: readonly InvoiceItemInput[],
  keys: Map<number, string>,
) {
  const keysOfProducts = await productKeys(db, tenant, items);
  return items.map((item, position) => {
    const line = computeLine({
      quantity: item.quantity,
      price_input: item.price_input,
      final_price: item.final_price,
      discount: item.discount,
      taxes: invoiceTaxById(item.tax_id)?.layers ?? [],
    });
    if (new Decimal(line.discount).gt(line.subtotal)) fail(`items.${position}.discount`, M.discount);
    const product = item.product_id ? keysOfProducts.get(item.product_id) : undefined;
    return {
      line,
      values: {
        position,
        itemKey: (item.id ? keys.get(item.id) : undefined) ?? randomItemKey(),
        productId: product ? item.product_id : null,
        name: item.name,
        notes: item.notes,
        claveProdServ: item.clave_prod_serv ?? product?.satProductKey ?? DEFAULT_CLAVE_PROD_SERV,
        claveUnidad: item.clave_unidad ?? product?.satUnitKey ?? DEFAULT_CLAVE_UNIDAD,
        quantity: line.quantity,
        priceInput: String(item.price_input),
        finalPrice: item.final_price,
        priceUnit: line.price_unit,
        discount: line.discount,
        taxes: invoiceTaxById(item.tax_id)?.layers ?? [],
        subtotal: line.subtotal,
        tax: line.tax,
        total: line.total,
      },
    };
  });
}

/** The documents a payment complement pays, checked against their balances (Pagos 2.0 maths). */
async function paymentLines(db: Db, tenant: CompanyTenant, body: Body) {
  const pago = body.cfdi_pago20 ?? fail('cfdi_pago20', M.pago);
  const ids = pago.doctos.map((docto) => docto.id);
  const paid = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.id, ids), ofCompany(invoices.companyId, tenant)));
  const byId = new Map(paid.map((row) => [row.id, row]));
  const doctos = [];
  for (const [index, docto] of pago.doctos.entries()) {
    const invoice = byId.get(docto.id);
    const payable =
      invoice?.tipoComprobante === 'I' && invoice.stampState === 'stamp' && invoice.metodoPago === 'PPD';
    if (!invoice || !payable) return fail(`cfdi_pago20.doctos.${index}.id`, M.paidInvoice);
    const row = invoice;
    const summary = await summaryOf(db, row.id);
    doctos.push({
      row,
      input: {
        uuid: row.uuid ?? '',
        moneda: row.currencyCode,
        equivalencia: '1',
        num_parcialidad: 1,
        saldo_anterior: money(new Decimal(row.total).minus(row.totalPayment)),
        pagado: docto.imp_pagado,
        invoice_total: row.total,
        traslados: summary.traslados,
        retenciones: summary.retenciones_detail,
      },
    });
  }
  try {
    computePayment({
      moneda: 'MXN',
      tipo_cambio: '1',
      monto: pago.monto,
      doctos: doctos.map((docto) => docto.input),
    });
  } catch (error) {
    if (error instanceof PaymentError) fail(`cfdi_pago20.${error.field}`, error.message);
    throw error;
  }
  return { pago, doctos };
}

async function relatedIds(db: Db, tenant: CompanyTenant, body: Body) {
  const related = body.cfdi_relacionados;
  if (!related) return null;
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inArray(invoices.id, related.ids), ofCompany(invoices.companyId, tenant)));
  if (rows.length !== new Set(related.ids).size) fail('cfdi_relacionados.ids', M.relacionados);
  return related;
}

function checkGlobalInformation(body: Body, rfc: string | null, now: Date) {
  const info = body.cfdi_informacion_global;
  if (!info) return;
  const errors = globalInformationErrors(rfc ?? '', info, now.getUTCFullYear());
  const entries = Object.entries(errors).map(([field, message]) => [
    field === 'rfc' ? 'contact_id' : `cfdi_informacion_global.${field}`,
    [message],
  ]);
  if (entries.length > 0) throw new ValidationError(Object.fromEntries(entries));
}

/** Everything an invoice's save writes, validated and computed. */
async function prepare(ctx: InvoiceWriteContext, body: Body, keys: Map<number, string>) {
  const { db, tenant, now } = ctx;
  const type = body.cfdi_tipo_comprobante;
  const receiver = await receiverOf(db, tenant, body);
  checkGlobalInformation(body, receiver.receiverRfc, now);
  const related = await relatedIds(db, tenant, body);
  const defaults = invoiceDefaults(type);
  const metodoPago = body.cfdi_metodo_pago ?? defaults.cfdi_metodo_pago;
  const common = {
    ...receiver,
    date: body.date ? new Date(body.date) : now,
    currencyCode: type === 'P' ? 'MXN' : body.currency_code,
    exchangeRate: type === 'P' ? '1' : body.exchange_rate,
    metodoPago,
    formaPago: metodoPago === 'PPD' ? '99' : (body.cfdi_forma_pago ?? defaults.cfdi_forma_pago),
    informacionGlobal: body.cfdi_informacion_global,
  };
  if (type === 'P') {
    const payment = await paymentLines(db, tenant, body);
    const monto = money(payment.pago.monto);
    return {
      invoice: {
        ...common,
        formaPago: body.cfdi_forma_pago ?? '03',
        subtotal: '0',
        discount: '0',
        tax: '0',
        total: monto,
        fechaPago: new Date(payment.pago.fecha_pago),
        montoPago: monto,
        ctaBeneficiario: payment.pago.cta_beneficiario || null,
      },
      items: [],
      payment,
      related,
    };
  }
  if (body.items.length === 0) fail('items', M.items);
  const items = await computedItems(db, tenant, body.items, keys);
  const summary = summarize(items.map((item) => item.line));
  return {
    invoice: {
      ...common,
      subtotal: summary.subtotal,
      discount: summary.discount,
      tax: summary.tax,
      total: summary.total,
      fechaPago: null,
      montoPago: null,
      ctaBeneficiario: null,
    },
    items: items.map((item) => item.values),
    payment: null,
    related,
  };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** Writes the children of an invoice (items, paid documents, relations), replacing the old ones. */
async function writeChildren(db: Db | Tx, tenant: CompanyTenant, invoiceId: number, prepared: Prepared) {
  const companyId = tenant.companyId;
  await db.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  await db.delete(invoicePaymentLines).where(eq(invoicePaymentLines.paymentId, invoiceId));
  await db.delete(invoiceRelations).where(eq(invoiceRelations.invoiceId, invoiceId));
  if (prepared.items.length > 0)
    await db.insert(invoiceItems).values(prepared.items.map((item) => ({ ...item, companyId, invoiceId })));
  if (prepared.payment) {
    await db.insert(invoicePaymentLines).values(
      prepared.payment.doctos.map(({ row, input }) => ({
        companyId,
        paymentId: invoiceId,
        invoiceId: row.id,
        numParcialidad: input.num_parcialidad,
        impSaldoAnt: input.saldo_anterior,
        impPagado: money(input.pagado),
        impSaldoInsoluto: money(new Decimal(input.saldo_anterior).minus(input.pagado)),
      })),
    );
  }
  if (prepared.related) {
    const { tipo_relacion, ids } = prepared.related;
    await db.insert(invoiceRelations).values(
      [...new Set(ids)].map((relatedInvoiceId) => ({
        companyId,
        invoiceId,
        relatedInvoiceId,
        tipoRelacion: tipo_relacion,
      })),
    );
  }
}

/** POST /v1/invoicing/invoice: a draft with the next folio of its type; returns its id. */
export async function createInvoice(ctx: InvoiceWriteContext, body: InvoiceCreate): Promise<number> {
  const prepared = await prepare(ctx, body, new Map());
  const { db, tenant } = ctx;
  const type = body.cfdi_tipo_comprobante;
  const issuer = await issuerProfile(db, tenant);
  const serie = { I: issuer?.serieI, E: issuer?.serieE, P: issuer?.serieP }[type] ?? null;
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ folio: max(invoices.folio) })
      .from(invoices)
      .where(and(ofCompany(invoices.companyId, tenant), eq(invoices.tipoComprobante, type)));
    const [row] = await tx
      .insert(invoices)
      .values({
        ...prepared.invoice,
        companyId: tenant.companyId,
        tipoComprobante: type,
        serie,
        folio: (last?.folio ?? 0) + 1,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error('invoice not inserted');
    await writeChildren(tx, tenant, row.id, prepared);
    return row.id;
  });
}

/** An invoice of the tenant, or 404. */
export async function invoiceRow(db: Db, tenant: CompanyTenant, id: number): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), ofCompany(invoices.companyId, tenant)));
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

/** A stamped CFDI never changes: PATCH and for-edit refuse it alike (422). */
export function assertEditable(row: Pick<InvoiceRow, 'uuid'>): void {
  if (row.uuid !== null) throw new ValidationError({ id: [M.notEditable] }, M.notEditable);
}

/** PATCH /v1/invoicing/invoice/{id}: drafts only. */
export async function updateInvoice(
  ctx: InvoiceWriteContext,
  id: number,
  body: InvoiceUpdate,
): Promise<void> {
  const { db, tenant } = ctx;
  const current = await invoiceRow(db, tenant, id);
  assertEditable(current);
  const kept = await db
    .select({ id: invoiceItems.id, key: invoiceItems.itemKey })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id));
  const prepared = await prepare(
    ctx,
    { ...body, cfdi_tipo_comprobante: current.tipoComprobante },
    new Map(kept.map((item) => [item.id, item.key])),
  );
  await db.transaction(async (tx) => {
    await tx
      .update(invoices)
      .set({ ...prepared.invoice, updatedAt: sql`now()` })
      .where(and(eq(invoices.id, id), ofCompany(invoices.companyId, tenant)));
    await writeChildren(tx, tenant, id, prepared);
  });
}
