import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ISSUER_MESSAGES } from '../../../src/domain/contract/invoicing-issuer';
import { money } from '../../../src/domain/invoicing/cfdi-maths';
import { computePayment, PaymentError } from '../../../src/domain/invoicing/cfdi-payment-maths';
import type { MetodoPago } from '../../../src/domain/invoicing/cfdi-rules';
import { nameWithoutCapitalRegime } from '../../../src/domain/invoicing/emisor-name';
import { createZonedIsoFormatter } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { invoicePaymentLines, invoiceRelations, invoices } from '../../db/schema';
import { ofCompany } from '../../http/tenancy';
import { currentCsd } from './certificate-store';
import { buildCfdi, type CfdiDocumentInput, type CfdiPayment } from './cfdi/cfdi-document';
import { certificateAttributes, sealCfdi } from './cfdi/seal-cfdi';
import { serializeXml } from './cfdi/xml-node';
import { itemsOf, lineOfItem, summaryOf } from './invoice-lines';
import { invoiceRow } from './invoice-write';
import type { CompanyTenant, InvoicingContext } from './invoicing-deps';
import { issuerProfile } from './issuer-store';
import { issuerTimeZone } from './issuer-zone';

export const STAMP_MESSAGES = {
  stamped: 'Esta factura ya está timbrada.',
  receiver: 'Completa los datos fiscales del cliente: RFC, nombre, régimen fiscal y código postal.',
  related: 'Las facturas relacionadas deben estar timbradas.',
  paid: 'Las facturas pagadas deben estar timbradas y vigentes.',
} as const;

type InvoiceRow = typeof invoices.$inferSelect;
export interface StampOutcome {
  stamped: boolean;
  reason: string | null;
}

/** CFDI dates are the issuer's local time, without offset. */
const cfdiDateIn = (timeZone: string) => {
  const localTime = createZonedIsoFormatter(timeZone);
  return (instant: Date) => localTime(instant).slice(0, 19);
};

/**
 * SAT refuses a Fecha more than 72 hours before the stamp; a draft that old is dated now (a
 * margin of 10 minutes covers the trip to the PAC).
 */
const STAMP_WINDOW_MS = 72 * 3_600_000 - 10 * 60_000;
const stampingDate = (draftDate: Date, now: Date) =>
  now.getTime() - draftDate.getTime() > STAMP_WINDOW_MS ? now : draftDate;

class NotStampable extends Error {}

async function relatedUuids(db: Db, tenant: CompanyTenant, row: InvoiceRow) {
  const relations = await db.select().from(invoiceRelations).where(eq(invoiceRelations.invoiceId, row.id));
  const first = relations[0];
  if (!first) return undefined;
  const related = await db
    .select({ uuid: invoices.uuid })
    .from(invoices)
    .where(
      and(
        inArray(
          invoices.id,
          relations.map((relation) => relation.relatedInvoiceId),
        ),
        ofCompany(invoices.companyId, tenant),
      ),
    );
  const uuids = related.map((invoice) => invoice.uuid);
  if (uuids.length !== relations.length || uuids.some((uuid) => uuid === null))
    throw new NotStampable(STAMP_MESSAGES.related);
  return { tipo_relacion: first.tipoRelacion, uuids: uuids as string[] };
}

/** The paid documents with their balances as they stand now (earlier payments may have been stamped). */
async function paymentOf(
  db: Db,
  tenant: CompanyTenant,
  row: InvoiceRow,
  cfdiDate: (instant: Date) => string,
) {
  const lines = await db.select().from(invoicePaymentLines).where(eq(invoicePaymentLines.paymentId, row.id));
  const doctos = [];
  for (const line of lines) {
    const paid = await invoiceRow(db, tenant, line.invoiceId);
    if (!paid.uuid || paid.stampState !== 'stamp') throw new NotStampable(STAMP_MESSAGES.paid);
    const [previous] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(invoicePaymentLines)
      .innerJoin(invoices, eq(invoices.id, invoicePaymentLines.paymentId))
      .where(and(eq(invoicePaymentLines.invoiceId, paid.id), eq(invoices.stampState, 'stamp')));
    const summary = await summaryOf(db, paid.id);
    doctos.push({
      line,
      input: {
        uuid: paid.uuid,
        serie: paid.serie ?? undefined,
        folio: String(paid.folio),
        moneda: paid.currencyCode,
        equivalencia: '1',
        num_parcialidad: (previous?.count ?? 0) + 1,
        saldo_anterior: money(new Decimal(paid.total).minus(paid.totalPayment)),
        pagado: line.impPagado,
        invoice_total: paid.total,
        traslados: summary.traslados,
        retenciones: summary.retenciones_detail,
      },
    });
  }
  try {
    const result = computePayment({
      moneda: 'MXN',
      tipo_cambio: '1',
      monto: row.montoPago ?? row.total,
      doctos: doctos.map((docto) => docto.input),
    });
    const pago: CfdiPayment = {
      fecha_pago: cfdiDate(row.fechaPago ?? row.date),
      forma_pago: row.formaPago ?? '03',
      moneda: 'MXN',
      tipo_cambio: '1',
      cta_beneficiario: row.ctaBeneficiario ?? undefined,
      result,
    };
    return { pago, lines: doctos.map((docto, index) => ({ line: docto.line, docto: result.doctos[index] })) };
  } catch (error) {
    if (error instanceof PaymentError) throw new NotStampable(error.message);
    throw error;
  }
}

/** POST /v1/invoicing/invoice/{id}/stamp: builds, seals and stamps the CFDI through the PAC. */
export async function stampInvoice(ctx: InvoicingContext, id: number): Promise<StampOutcome> {
  const { db, tenant, now, appKey, pac } = ctx;
  const row = await invoiceRow(db, tenant, id);
  if (row.uuid) return { stamped: false, reason: STAMP_MESSAGES.stamped };
  const issuer = await issuerProfile(db, tenant);
  if (!issuer) return { stamped: false, reason: ISSUER_MESSAGES.missing };
  const csd = await currentCsd(db, appKey, tenant, now);
  if (!csd) return { stamped: false, reason: ISSUER_MESSAGES.certificate };
  if (!row.receiverRfc || !row.receiverName || !row.receiverZip || !row.receiverRegime)
    return { stamped: false, reason: STAMP_MESSAGES.receiver };
  const cfdiDate = cfdiDateIn(await issuerTimeZone(db, tenant));
  const date = stampingDate(row.date, now);
  let relacionados: CfdiDocumentInput['relacionados'];
  let payment: Awaited<ReturnType<typeof paymentOf>> | undefined;
  try {
    relacionados = await relatedUuids(db, tenant, row);
    if (row.tipoComprobante === 'P') payment = await paymentOf(db, tenant, row, cfdiDate);
  } catch (error) {
    if (error instanceof NotStampable) return { stamped: false, reason: error.message };
    throw error;
  }
  const items = await itemsOf(db, row.id);
  const document = buildCfdi({
    tipo: row.tipoComprobante,
    serie: row.serie ?? undefined,
    folio: String(row.folio),
    fecha: cfdiDate(date),
    lugar_expedicion: issuer.lugarExpedicion,
    moneda: row.currencyCode,
    tipo_cambio: row.exchangeRate,
    forma_pago: row.formaPago ?? undefined,
    metodo_pago: (row.metodoPago as MetodoPago | null) ?? undefined,
    certificate: certificateAttributes(csd.cer),
    emisor: {
      rfc: csd.rfc,
      nombre: nameWithoutCapitalRegime(csd.legalName),
      regimen_fiscal: issuer.regimenFiscal,
    },
    receptor: {
      rfc: row.receiverRfc,
      nombre: row.receiverName,
      domicilio_fiscal: row.receiverZip,
      regimen_fiscal: row.receiverRegime,
      uso_cfdi: row.usoCfdi ?? 'G03',
    },
    informacion_global: row.informacionGlobal ?? undefined,
    relacionados,
    conceptos: items.map((item) => ({
      clave_prod_serv: item.claveProdServ,
      no_identificacion: item.itemKey,
      clave_unidad: item.claveUnidad,
      descripcion: item.name,
      line: lineOfItem(item),
    })),
    pago: payment?.pago,
  });
  const { comprobante } = sealCfdi(document, csd);
  ctx.signal?.throwIfAborted();
  const result = await pac.stamp({ xml: serializeXml(comprobante), comprobante }, ctx.signal);
  if (!result.stamped) return { stamped: false, reason: result.reason };
  await db.transaction(async (tx) => {
    await tx
      .update(invoices)
      .set({
        uuid: result.uuid,
        stampState: 'stamp',
        stampDate: result.stampedAt,
        xml: result.xml,
        pac: pac.name,
        state: 'active',
        date,
      })
      .where(and(eq(invoices.id, row.id), ofCompany(invoices.companyId, tenant)));
    for (const { line, docto } of payment?.lines ?? []) {
      if (!docto) continue;
      await tx
        .update(invoicePaymentLines)
        .set({
          numParcialidad: docto.num_parcialidad,
          impSaldoAnt: docto.saldo_anterior,
          impPagado: docto.pagado,
          impSaldoInsoluto: docto.saldo_insoluto,
        })
        .where(eq(invoicePaymentLines.id, line.id));
      await tx
        .update(invoices)
        .set({ totalPayment: sql`${invoices.totalPayment} + ${docto.pagado}` })
        .where(and(eq(invoices.id, line.invoiceId), ofCompany(invoices.companyId, tenant)));
    }
  });
  return { stamped: true, reason: null };
}
