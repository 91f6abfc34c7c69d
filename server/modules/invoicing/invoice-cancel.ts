import { and, eq, sql } from 'drizzle-orm';
import { type InvoiceCancel, INVOICE_MESSAGES as M } from '../../../src/domain/contract/invoicing-invoice';
import { type CancelMotivo, cancellationErrors } from '../../../src/domain/invoicing/cfdi-cancellation';
import type { Db, Tx } from '../../db/client';
import { invoicePaymentLines, invoices } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { ofCompany } from '../../http/tenancy';
import { invoiceRow } from './invoice-write';
import type { CompanyTenant, InvoicingContext } from './invoicing-deps';
import type { CancelRequest, CancelResult } from './pac/pac-adapter';

type InvoiceRow = typeof invoices.$inferSelect;

export interface CancelOutcome {
  canceled: boolean;
  status: string | null;
}

/** The issuer's RFC as stamped (the certificate in use may have changed since). */
const emisorRfcOf = (xml: string | null) => /<cfdi:Emisor[^>]*\sRfc="([^"]+)"/.exec(xml ?? '')?.[1] ?? '';
const selloOf = (xml: string | null) => /<cfdi:Comprobante[^>]*\sSello="([^"]+)"/.exec(xml ?? '')?.[1] ?? '';

function cancelRequest(row: InvoiceRow, motivo: CancelMotivo, folioSustitucion?: string): CancelRequest {
  return {
    uuid: row.uuid ?? '',
    emisorRfc: emisorRfcOf(row.xml),
    receptorRfc: row.receiverRfc ?? '',
    tipo: row.tipoComprobante,
    total: row.total,
    sello: selloOf(row.xml),
    stampedAt: row.stampDate ?? row.date,
    motivo,
    ...(folioSustitucion ? { folioSustitucion } : {}),
  };
}

/** Records SAT's answer; once canceled, a payment complement no longer pays its documents. */
async function applyAnswer(db: Db, tenant: CompanyTenant, row: InvoiceRow, answer: CancelResult) {
  await db.transaction(async (tx) => {
    await tx
      .update(invoices)
      .set({ cancelStatus: answer.status, ...(answer.canceled ? { stampState: 'cancel' as const } : {}) })
      .where(and(eq(invoices.id, row.id), ofCompany(invoices.companyId, tenant)));
    if (answer.canceled && row.tipoComprobante === 'P') await undoPayments(tx, tenant, row.id);
  });
}

async function undoPayments(tx: Tx, tenant: CompanyTenant, paymentId: number) {
  const lines = await tx
    .select()
    .from(invoicePaymentLines)
    .where(eq(invoicePaymentLines.paymentId, paymentId));
  for (const line of lines) {
    await tx
      .update(invoices)
      .set({ totalPayment: sql`${invoices.totalPayment} - ${line.impPagado}` })
      .where(and(eq(invoices.id, line.invoiceId), ofCompany(invoices.companyId, tenant)));
  }
}

/** POST /v1/invoicing/invoice/{id}/cancel: asks SAT through the PAC; 01 needs the substitute's UUID. */
export async function cancelInvoice(
  ctx: InvoicingContext,
  id: number,
  body: InvoiceCancel,
): Promise<CancelOutcome> {
  const { db, tenant, now, pac } = ctx;
  const errors = cancellationErrors(body);
  if (Object.keys(errors).length > 0) {
    throw new ValidationError(
      Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
    );
  }
  const row = await invoiceRow(db, tenant, id);
  if (!row.uuid || row.stampState !== 'stamp') throw ValidationError.forField('id', M.notStamped);
  if (row.cancelStatus === 'en_proceso') throw ValidationError.forField('id', M.pendingCancel);
  const folio = body.motivo === '01' ? (body.folio_sustitucion ?? undefined) : undefined;
  const answer = await pac.cancel(cancelRequest(row, body.motivo, folio?.toUpperCase()));
  await db
    .update(invoices)
    .set({ cancelMotivo: body.motivo, cancelFolioSustitucion: folio ?? null, cancelRequestedAt: now })
    .where(and(eq(invoices.id, row.id), ofCompany(invoices.companyId, tenant)));
  await applyAnswer(db, tenant, row, answer);
  return { canceled: answer.canceled, status: answer.status };
}

/** A cancellation waiting for the receiver (en_proceso) asks the PAC again (on read). */
export async function refreshCancellation(ctx: InvoicingContext, id: number): Promise<void> {
  const { db, tenant, pac } = ctx;
  const row = await invoiceRow(db, tenant, id);
  if (row.cancelStatus !== 'en_proceso' || !row.cancelMotivo || !row.cancelRequestedAt) return;
  const request = cancelRequest(
    row,
    row.cancelMotivo as CancelMotivo,
    row.cancelFolioSustitucion ?? undefined,
  );
  const answer = await pac.status({ ...request, requestedAt: row.cancelRequestedAt });
  if (answer.status !== 'en_proceso') await applyAnswer(db, tenant, row, answer);
}
