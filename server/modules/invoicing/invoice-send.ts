import { amountInWords } from '../../../src/domain/invoicing/amount-in-words';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import type { EmailProvider } from '../../providers/email/email-provider';
import { messageTemplate } from '../../providers/messaging/whatsapp-templates';
import { type DeliveryQueueLog, sendMessageNow } from '../messaging/deliver-message';
import { queueCustomerMessage } from '../messaging/queue-customer-message';
import { invoicePublicUrl, signInvoiceLink } from './invoice-delivery-links';
import { invoiceFileName, type StampedInvoice } from './invoice-delivery-store';
import { cfdiView } from './pdf/cfdi-view';
import { parseXml } from './pdf/parse-xml';
import { renderInvoicePdf } from './pdf/render-invoice-pdf';

/**
 * Sending a stamped invoice (02 §7): PDF and XML attached to an e-mail, or a signed link to the
 * PDF by WhatsApp (spends the message's credits). The invoice screen's send buttons and the
 * self-invoice worker both send through here.
 */
const DOCUMENT_NAMES: Record<string, string> = {
  I: 'factura',
  E: 'nota de crédito',
  P: 'complemento de pago',
};

export const documentName = (invoice: StampedInvoice) =>
  `${DOCUMENT_NAMES[invoice.tipo] ?? 'factura'} ${invoice.serie ?? ''}${invoice.folio}`;

export async function emailInvoice(
  email: EmailProvider,
  invoice: StampedInvoice,
  to: readonly string[],
  letter: { recipientName: string; message?: string },
): Promise<void> {
  const issuer = cfdiView(parseXml(invoice.xml)).emisor.nombre;
  const attachments = [
    {
      filename: invoiceFileName(invoice, 'pdf'),
      content: await renderInvoicePdf(invoice.xml),
      contentType: 'application/pdf',
    },
    {
      filename: invoiceFileName(invoice, 'xml'),
      content: Buffer.from(invoice.xml, 'utf8'),
      contentType: 'application/xml',
    },
  ];
  const text = [
    `Hola ${letter.recipientName}:`,
    '',
    letter.message || `Te enviamos la ${documentName(invoice)} de ${issuer}.`,
    '',
    `Folio fiscal (UUID): ${invoice.uuid}`,
    `Total: ${amountInWords(invoice.total, invoice.currencyCode)}`,
    '',
    'Adjuntamos el PDF y el XML del comprobante.',
  ].join('\n');
  for (const address of to) {
    await email.send({ to: address, subject: `${issuer}: ${documentName(invoice)}`, text, attachments });
  }
}

export interface WhatsappInvoiceDeps {
  db: Db;
  jobs: Jobs;
  appKey: Uint8Array;
  /** PUBLIC_URL's origin: where the signed PDF link points. */
  origin: string;
  log: DeliveryQueueLog;
}

/** Queues the invoice_sent template with the PDF's signed link to an E.164 phone, and sends it. */
export async function whatsappInvoice(
  deps: WhatsappInvoiceDeps,
  invoice: StampedInvoice,
  message: { phone: string; locationId: number; userId: number | null; saleId?: number; now: Date },
): Promise<void> {
  const view = cfdiView(parseXml(invoice.xml));
  const link = invoicePublicUrl(
    deps.origin,
    signInvoiceLink(deps.appKey, invoice.companyId, invoice.id, message.now),
  );
  const values = {
    nombre: view.receptor.nombre,
    factura: documentName(invoice),
    negocio: view.emisor.nombre,
    enlace: link,
  };
  const messageId = await deps.db.transaction((tx) =>
    queueCustomerMessage(tx, {
      companyId: invoice.companyId,
      locationId: message.locationId,
      channel: 'whatsapp',
      to: message.phone,
      body: `Hola ${values.nombre}, ${values.negocio} te envía tu ${values.factura}. Descarga el PDF: ${values.enlace}`,
      template: messageTemplate('invoice_sent', values),
      userId: message.userId,
      saleId: message.saleId ?? null,
      now: message.now,
    }),
  );
  await sendMessageNow(deps.jobs, messageId, deps.log);
}
