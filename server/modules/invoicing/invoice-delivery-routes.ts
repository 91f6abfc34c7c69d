import * as v from 'valibot';
import { IdParamSchema } from '../../../src/domain/contract/common';
import {
  InvoiceSentSchema,
  INVOICE_DELIVERY_MESSAGES as M,
  SendInvoiceEmailSchema,
  SendInvoiceWhatsappSchema,
} from '../../../src/domain/contract/invoicing-delivery';
import { amountInWords } from '../../../src/domain/invoicing/amount-in-words';
import type { App } from '../../http/app-types';
import { NotFoundError, ValidationError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import { messageTemplate } from '../../providers/messaging/whatsapp-templates';
import { sendMessageNow } from '../messaging/deliver-message';
import { queueCustomerMessage, recipientOf } from '../messaging/queue-customer-message';
import { InvoiceSendLimiter } from './invoice-delivery-limits';
import { invoicePdfPublicUrl, signInvoiceLink, verifyInvoiceLink } from './invoice-delivery-links';
import { invoiceFileName, type StampedInvoice, stampedInvoice } from './invoice-delivery-store';
import { cfdiView } from './pdf/cfdi-view';
import { parseXml } from './pdf/parse-xml';
import { renderInvoicePdf } from './pdf/render-invoice-pdf';

const TAGS = ['invoicing'];
const DOCUMENT_NAMES: Record<string, string> = {
  I: 'factura',
  E: 'nota de crédito',
  P: 'complemento de pago',
};

const attachment = (name: string) => `attachment; filename="${name}"`;
const documentName = (invoice: StampedInvoice) =>
  `${DOCUMENT_NAMES[invoice.tipo] ?? 'factura'} ${invoice.serie ?? ''}${invoice.folio}`;

/** The phone in E.164, or a 422 on `phone` in Spanish. */
function whatsappRecipient(phone: string): string {
  try {
    return recipientOf('whatsapp', phone);
  } catch (error) {
    if (error instanceof ValidationError && error.errors?.to)
      throw new ValidationError({ phone: error.errors.to });
    throw error;
  }
}

/**
 * A stamped invoice's documents and their delivery (02 §7): the PDF and the XML for download,
 * and both sent by e-mail or a link to the PDF by WhatsApp. Super-admin only, like all invoicing;
 * the WhatsApp link opens the PDF without a session through a signed, expiring address.
 */
export async function invoiceDeliveryRoutes(app: App): Promise<void> {
  const { db, appKey, now, config, messaging, jobs } = app.deps;
  const limiter = new InvoiceSendLimiter();

  app.get(
    '/v1/invoicing/invoice/:id/pdf',
    {
      config: { access: 'invoicing' },
      schema: { summary: 'El PDF de una factura timbrada', tags: TAGS, params: IdParamSchema },
    },
    async (request, reply) => {
      const invoice = await stampedInvoice(db, request.params.id, request.tenant.companyId);
      reply.header('content-disposition', attachment(invoiceFileName(invoice, 'pdf')));
      return reply.type('application/pdf').send(await renderInvoicePdf(invoice.xml));
    },
  );

  app.get(
    '/v1/invoicing/invoice/:id/xml',
    {
      config: { access: 'invoicing' },
      schema: { summary: 'El XML timbrado de una factura', tags: TAGS, params: IdParamSchema },
    },
    async (request, reply) => {
      const invoice = await stampedInvoice(db, request.params.id, request.tenant.companyId);
      reply.header('content-disposition', attachment(invoiceFileName(invoice, 'xml')));
      return reply.type('application/xml; charset=utf-8').send(invoice.xml);
    },
  );

  app.post(
    '/v1/invoicing/invoice/:id/send-email',
    {
      config: { access: 'invoicing' },
      schema: {
        summary: 'Enviar por correo el PDF y el XML de una factura timbrada',
        tags: TAGS,
        params: IdParamSchema,
        body: SendInvoiceEmailSchema,
        response: { 200: InvoiceSentSchema },
      },
    },
    async (request) => {
      const { tenant, body } = request;
      const invoice = await stampedInvoice(db, request.params.id, tenant.companyId);
      limiter.take(tenant.companyId, body.emails, now());
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
        `Hola ${body.recipient_name}:`,
        '',
        body.message || `Te enviamos la ${documentName(invoice)} de ${issuer}.`,
        '',
        `Folio fiscal (UUID): ${invoice.uuid}`,
        `Total: ${amountInWords(invoice.total, invoice.currencyCode)}`,
        '',
        'Adjuntamos el PDF y el XML del comprobante.',
      ].join('\n');
      for (const to of body.emails) {
        await messaging.email.send({ to, subject: `${issuer}: ${documentName(invoice)}`, text, attachments });
      }
      return { data: { sent: true } };
    },
  );

  app.post(
    '/v1/invoicing/invoice/:id/send-whatsapp',
    {
      config: { access: 'invoicing' },
      schema: {
        summary: 'Enviar por WhatsApp el enlace al PDF de una factura timbrada (gasta créditos)',
        tags: TAGS,
        params: IdParamSchema,
        body: SendInvoiceWhatsappSchema,
        response: { 200: InvoiceSentSchema },
      },
    },
    async (request) => {
      const { tenant } = request;
      const invoice = await stampedInvoice(db, request.params.id, tenant.companyId);
      const phone = whatsappRecipient(request.body.phone);
      limiter.take(tenant.companyId, [phone], now());
      const view = cfdiView(parseXml(invoice.xml));
      const link = invoicePdfPublicUrl(
        publicOrigin(config),
        signInvoiceLink(appKey, tenant.companyId, invoice.id, now()),
      );
      const values = {
        nombre: view.receptor.nombre,
        factura: documentName(invoice),
        negocio: view.emisor.nombre,
        enlace: link,
      };
      const messageId = await db.transaction((tx) =>
        queueCustomerMessage(tx, {
          companyId: tenant.companyId,
          locationId: tenant.locationId,
          channel: 'whatsapp',
          to: phone,
          body: `Hola ${values.nombre}, ${values.negocio} te envía tu ${values.factura}. Descarga el PDF: ${values.enlace}`,
          template: messageTemplate('invoice_sent', values),
          userId: tenant.userId,
          now: now(),
        }),
      );
      await sendMessageNow(jobs, messageId, request.log);
      return { data: { sent: true } };
    },
  );

  app.get(
    '/v1/public/invoice-pdf/:token',
    {
      config: { public: true },
      schema: {
        summary: 'El PDF de una factura por el enlace firmado que se envió por WhatsApp (vence)',
        tags: ['public'],
        params: v.object({ token: v.pipe(v.string(), v.maxLength(200)) }),
      },
    },
    async (request, reply) => {
      const claims = verifyInvoiceLink(appKey, request.params.token, now());
      if (!claims || claims.companyId !== request.publicTenant?.companyId)
        throw new NotFoundError(M.linkExpired);
      const invoice = await stampedInvoice(db, claims.invoiceId, claims.companyId);
      reply.header('content-disposition', `inline; filename="${invoiceFileName(invoice, 'pdf')}"`);
      reply.header('cache-control', 'private, no-store');
      return reply.type('application/pdf').send(await renderInvoicePdf(invoice.xml));
    },
  );
}
