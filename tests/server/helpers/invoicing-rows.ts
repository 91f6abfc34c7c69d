// Invoicing rows of one company for the cross-tenant test (every company table must hold rows of
// both companies). Written straight to the database until the invoice calls exist.
import type { Db } from '../../../server/db/client';
import {
  invoiceItems,
  invoicePaymentLines,
  invoiceRelations,
  invoices,
  invoicingIssuers,
  satCertificates,
} from '../../../server/db/schema';

export async function insertInvoicingRows(
  db: Db,
  companyId: number,
  contactId: number | null,
  options: { certificate?: boolean } = {},
): Promise<{ invoiceId: number }> {
  if (options.certificate) {
    await db.insert(satCertificates).values({
      companyId,
      serialNumber: '00001000000500000001',
      rfc: 'EKU9003173C9',
      legalName: 'CERTIFICADO DE PRUEBA',
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validTo: new Date('2030-01-01T00:00:00Z'),
      cer: 'no-es-un-certificado',
      keySealed: 'v1.no.sellado',
    });
  }
  await db
    .insert(invoicingIssuers)
    .values({ companyId, regimenFiscal: '601', lugarExpedicion: '42501', serieI: 'A' })
    .onConflictDoNothing();
  const common = {
    companyId,
    contactId,
    date: new Date('2026-11-20T12:00:00Z'),
    receiverRfc: 'URE180429TM6',
  };
  const inserted = await db
    .insert(invoices)
    .values([
      {
        ...common,
        tipoComprobante: 'I',
        folio: 1,
        subtotal: '100',
        tax: '16',
        total: '116',
        totalPayment: '50',
      },
      { ...common, tipoComprobante: 'P', folio: 1, montoPago: '50' },
      { ...common, tipoComprobante: 'E', folio: 1, subtotal: '10', tax: '1.6', total: '11.6' },
    ])
    .returning({ id: invoices.id });
  const [invoice, payment, creditNote] = inserted.map((row) => row.id);
  if (!invoice || !payment || !creditNote) throw new Error('fixture: invoices not inserted');
  await db.insert(invoiceItems).values({
    companyId,
    invoiceId: invoice,
    position: 0,
    itemKey: 'K7P2QX9A',
    name: 'Banquete',
    claveProdServ: '90101600',
    claveUnidad: 'E48',
    quantity: '1',
    priceInput: '100',
    priceUnit: '100',
    taxes: [{ type: 'iva', factor: 'Tasa', value: '0.16' }],
    subtotal: '100',
    tax: '16',
    total: '116',
  });
  await db.insert(invoicePaymentLines).values({
    companyId,
    paymentId: payment,
    invoiceId: invoice,
    numParcialidad: 1,
    impSaldoAnt: '116',
    impPagado: '50',
    impSaldoInsoluto: '66',
  });
  await db
    .insert(invoiceRelations)
    .values({ companyId, invoiceId: creditNote, relatedInvoiceId: invoice, tipoRelacion: '01' });
  return { invoiceId: invoice };
}
