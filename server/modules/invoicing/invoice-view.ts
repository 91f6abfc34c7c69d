import { and, eq, inArray } from 'drizzle-orm';
import {
  INVOICE_STATE_NAMES,
  type Invoice,
  STAMP_STATE_NAMES,
} from '../../../src/domain/contract/invoicing-invoice';
import { invoiceFlags } from '../../../src/domain/invoicing/invoice-flags';
import type { Db } from '../../db/client';
import { contacts, invoicePaymentLines, invoiceRelations, invoices } from '../../db/schema';
import { ofCompany } from '../../http/tenancy';
import { itemsOf, lineOfItem, taxIdOf } from './invoice-lines';
import { invoiceRow } from './invoice-write';
import type { CompanyTenant } from './invoicing-deps';

type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice's number as shown: its serie and folio ('A-12'), or the folio alone. */
export const invoiceNumber = (row: { serie: string | null; folio: number }) =>
  row.serie ? `${row.serie}-${row.folio}` : String(row.folio);

export const stampStateName = (state: InvoiceRow['stampState']) => (state ? STAMP_STATE_NAMES[state] : null);

const iso = (value: Date | null) => value?.toISOString() ?? null;

async function contactView(db: Db, tenant: CompanyTenant, id: number | null): Promise<Invoice['contact']> {
  if (id === null) return null;
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), ofCompany(contacts.companyId, tenant)));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_extra: row.emailExtra,
    phone: row.phone,
    cfdi: {
      nombre: row.cfdiNombre,
      rfc: row.cfdiRfc,
      uso_cfdi: row.cfdiUsoCfdi,
      regimen_fiscal: row.cfdiRegimenFiscal,
      forma_pago: row.cfdiFormaPago,
      numero_cuenta: row.cfdiNumeroCuenta,
      codigo_postal: row.cfdiCodigoPostal,
    },
  };
}

/** The payment lines an invoice received (payments_in) or, for a P, the documents it paid. */
async function paymentLinks(db: Db, tenant: CompanyTenant, row: InvoiceRow) {
  const lines = await db
    .select()
    .from(invoicePaymentLines)
    .where(
      and(
        ofCompany(invoicePaymentLines.companyId, tenant),
        row.tipoComprobante === 'P'
          ? eq(invoicePaymentLines.paymentId, row.id)
          : eq(invoicePaymentLines.invoiceId, row.id),
      ),
    );
  const otherIds = lines.map((line) => (row.tipoComprobante === 'P' ? line.invoiceId : line.paymentId));
  const others =
    otherIds.length === 0
      ? []
      : await db
          .select()
          .from(invoices)
          .where(and(inArray(invoices.id, otherIds), ofCompany(invoices.companyId, tenant)));
  const byId = new Map(others.map((other) => [other.id, other]));
  return lines.flatMap((line) => {
    const other = byId.get(row.tipoComprobante === 'P' ? line.invoiceId : line.paymentId);
    return other ? [{ line, other }] : [];
  });
}

/** The related CFDI as the detail lists them: each with its number and UUID, in the relation's order. */
async function relatedInvoices(db: Db, tenant: CompanyTenant, invoiceId: number) {
  const relations = await db
    .select()
    .from(invoiceRelations)
    .where(and(eq(invoiceRelations.invoiceId, invoiceId), ofCompany(invoiceRelations.companyId, tenant)));
  const ids = relations.map((relation) => relation.relatedInvoiceId);
  const others =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(invoices)
          .where(and(inArray(invoices.id, ids), ofCompany(invoices.companyId, tenant)));
  const byId = new Map(others.map((other) => [other.id, other]));
  return {
    tipoRelacion: relations[0]?.tipoRelacion ?? null,
    invoices: ids.flatMap((id) => {
      const other = byId.get(id);
      return other ? [{ id, number: invoiceNumber(other), cfdi_uuid: other.uuid }] : [];
    }),
  };
}

/** GET /v1/invoicing/invoice/{id}: the Invoice of 02 §3. */
export async function getInvoice(db: Db, tenant: CompanyTenant, id: number): Promise<Invoice> {
  const row = await invoiceRow(db, tenant, id);
  const [items, links, relations, contact] = await Promise.all([
    itemsOf(db, row.id),
    paymentLinks(db, tenant, row),
    relatedInvoices(db, tenant, row.id),
    contactView(db, tenant, row.contactId),
  ]);
  const link = ({ line, other }: (typeof links)[number]) => ({
    id: other.id,
    number: invoiceNumber(other),
    date: other.date.toISOString(),
    imp_pagado: line.impPagado,
    stamp_state_name: stampStateName(other.stampState),
  });
  const isPayment = row.tipoComprobante === 'P';
  // A canceled payment no longer pays anything: it is not listed among the payments received.
  const paymentsIn = isPayment ? [] : links.filter(({ other }) => other.stampState === 'stamp').map(link);
  const stamped = row.uuid !== null && row.stampState === 'stamp';
  return {
    id: row.id,
    number: invoiceNumber(row),
    date: row.date.toISOString(),
    state: row.state,
    state_name: INVOICE_STATE_NAMES[row.state],
    currency_code: row.currencyCode,
    exchange_rate: row.exchangeRate,
    subtotal: row.subtotal,
    discount: row.discount,
    tax: row.tax,
    total: row.total,
    total_payment: row.totalPayment,
    contact,
    cfdi: {
      tipo_comprobante: row.tipoComprobante,
      uso_cfdi: row.usoCfdi,
      regimen_fiscal_receptor: row.receiverRegime,
      forma_pago: row.formaPago,
      metodo_pago: row.metodoPago,
      fecha_pago: iso(row.fechaPago),
      uuid: row.uuid,
      stamp_state: row.stampState,
      stamp_state_name: stampStateName(row.stampState),
      stamp_date: iso(row.stampDate),
      cancel_status: row.cancelStatus,
    },
    cfdi_pago20:
      isPayment && row.fechaPago
        ? {
            monto: row.montoPago ?? row.total,
            fecha_pago: row.fechaPago.toISOString(),
            cta_beneficiario: row.ctaBeneficiario,
            doctos: links.map(({ line, other }) => ({
              id: other.id,
              number: invoiceNumber(other),
              total: other.total,
              total_payment: other.totalPayment,
              date: other.date.toISOString(),
              cfdi_uuid: other.uuid,
              imp_pagado: line.impPagado,
            })),
          }
        : null,
    cfdi_relacionados: relations.tipoRelacion
      ? { tipo_relacion: relations.tipoRelacion, ids: relations.invoices }
      : null,
    cfdi_informacion_global: row.informacionGlobal,
    payments_in: paymentsIn,
    payments_out: isPayment ? links.map(link) : [],
    meta: {
      ...invoiceFlags({ uuid: row.uuid, stamp_state: row.stampState, cancel_status: row.cancelStatus }),
      pdf_url: stamped ? `/v1/invoicing/invoice/${row.id}/pdf` : null,
      xml_url: stamped ? `/v1/invoicing/invoice/${row.id}/xml` : null,
    },
    items: items.map((item) => {
      const line = lineOfItem(item);
      return {
        id: item.id,
        key: item.itemKey,
        product_id: item.productId,
        tax_id: taxIdOf(item),
        name: item.name,
        notes: item.notes,
        clave_prod_serv: item.claveProdServ,
        clave_unidad: item.claveUnidad,
        quantity: item.quantity,
        price_unit: item.priceUnit,
        price_input: item.priceInput,
        final_price: item.finalPrice,
        discount: item.discount,
        subtotal: item.subtotal,
        tax: item.tax,
        total: item.total,
        iva_traslado: line.iva_traslado,
        iva_retencion: line.iva_retencion,
        isr_retencion: line.isr_retencion,
        ieps_traslado: line.ieps_traslado,
      };
    }),
  };
}
