import * as v from 'valibot';
import { IdParamSchema } from '../../../src/domain/contract/common';
import {
  InvoiceSentSchema,
  INVOICE_DELIVERY_MESSAGES as M,
  SendInvoiceEmailSchema,
  SendInvoiceWhatsappSchema,
} from '../../../src/domain/contract/invoicing-delivery';
import type { App } from '../../http/app-types';
import { NotFoundError, ValidationError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import { recipientOf } from '../messaging/queue-customer-message';
import { InvoiceSendLimiter } from './invoice-delivery-limits';
import { type InvoiceDocument, verifyInvoiceLink } from './invoice-delivery-links';
import { invoiceFileName, stampedInvoice } from './invoice-delivery-store';
import { emailInvoice, whatsappInvoice } from './invoice-send';
import { renderInvoicePdf } from './pdf/render-invoice-pdf';

const TAGS = ['invoicing'];
const attachment = (name: string) => `attachment; filename="${name}"`;

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
      await emailInvoice(messaging.email, invoice, body.emails, {
        recipientName: body.recipient_name,
        message: body.message,
      });
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
      await whatsappInvoice({ db, jobs, appKey, origin: publicOrigin(config), log: request.log }, invoice, {
        phone,
        locationId: tenant.locationId,
        userId: tenant.userId,
        now: now(),
      });
      return { data: { sent: true } };
    },
  );

  const PUBLIC_DOCUMENTS: Record<InvoiceDocument, { type: string; summary: string }> = {
    pdf: {
      type: 'application/pdf',
      summary: 'El PDF de una factura por su enlace firmado (WhatsApp, página de autofactura; vence)',
    },
    xml: {
      type: 'application/xml; charset=utf-8',
      summary: 'El XML timbrado de una factura por su enlace firmado (página de autofactura; vence)',
    },
  };
  for (const [document, { type, summary }] of Object.entries(PUBLIC_DOCUMENTS) as [
    InvoiceDocument,
    (typeof PUBLIC_DOCUMENTS)[InvoiceDocument],
  ][]) {
    app.get(
      `/v1/public/invoice-${document}/:token`,
      {
        config: { public: true },
        schema: {
          summary,
          tags: ['public'],
          params: v.object({ token: v.pipe(v.string(), v.maxLength(200)) }),
        },
      },
      async (request, reply) => {
        const claims = verifyInvoiceLink(appKey, request.params.token, now(), document);
        if (!claims || claims.companyId !== request.publicTenant?.companyId)
          throw new NotFoundError(M.linkExpired);
        const invoice = await stampedInvoice(db, claims.invoiceId, claims.companyId);
        reply.header('content-disposition', `inline; filename="${invoiceFileName(invoice, document)}"`);
        reply.header('cache-control', 'private, no-store');
        const content = document === 'pdf' ? await renderInvoicePdf(invoice.xml) : invoice.xml;
        return reply.type(type).send(content);
      },
    );
  }
}
