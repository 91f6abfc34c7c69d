import type { FastifyBaseLogger } from 'fastify';
import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import {
  CancelResultSchema,
  InvoiceCancelSchema,
  InvoiceCreateSchema,
  InvoiceListItemSchema,
  InvoiceSchema,
  InvoiceUpdateSchema,
  StampResultSchema,
} from '../../../src/domain/contract/invoicing-invoice';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { cancelInvoice, refreshCancellation } from './invoice-cancel';
import { invoiceForCopy, invoiceForEdit } from './invoice-copy';
import { searchInvoices } from './invoice-search';
import { stampInvoice } from './invoice-stamp';
import { getInvoice } from './invoice-view';
import { createInvoice, updateInvoice } from './invoice-write';
import type { CompanyTenant, InvoicingContext } from './invoicing-deps';
import { PacError } from './pac/pac-error';

const TAGS = ['invoicing'];
const config = { access: 'invoicing' } as const;

/** The invoice calls of 02 §7 (super-admin only). */
export async function invoiceRoutes(app: App): Promise<void> {
  const { db, appKey, pac, now } = app.deps;
  const context = (tenant: CompanyTenant): InvoicingContext => ({ db, tenant, now: now(), appKey, pac });
  /**
   * The invoice as it stands, a pending cancellation asked again first; when the PAC cannot
   * answer now, the invoice shows as it was (the job asks again every 30 minutes).
   */
  const current = async (tenant: CompanyTenant, id: number, log: FastifyBaseLogger) => {
    try {
      await refreshCancellation(context(tenant), id);
    } catch (error) {
      if (!(error instanceof PacError)) throw error;
      log.warn({ invoiceId: id, reason: error.message }, 'cancellation status not read');
    }
    return getInvoice(db, tenant, id);
  };

  app.post(
    '/v1/invoicing/invoice/search',
    {
      config,
      schema: {
        summary: 'Buscar facturas, pagos y notas de crédito',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(InvoiceListItemSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchInvoices(db, request.tenant, request.body);
      return listBody(items, page);
    },
  );

  app.get(
    '/v1/invoicing/invoice/:id',
    {
      config,
      schema: {
        summary: 'Una factura',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(InvoiceSchema) },
      },
    },
    async (request) => dataBody(await current(request.tenant, request.params.id, request.log)),
  );

  app.get(
    '/v1/invoicing/invoice/:id/for-edit',
    {
      config,
      schema: {
        summary: 'Una factura en borrador para editarla',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(InvoiceSchema) },
      },
    },
    async (request) => dataBody(await invoiceForEdit(db, request.tenant, request.params.id)),
  );

  app.get(
    '/v1/invoicing/invoice/:id/for-copy',
    {
      config,
      schema: {
        summary: "Una factura como base de una copia (conceptos con claves nuevas y ' (Copia)')",
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(InvoiceSchema) },
      },
    },
    async (request) => dataBody(await invoiceForCopy(db, request.tenant, request.params.id)),
  );

  app.post(
    '/v1/invoicing/invoice',
    {
      config,
      schema: {
        summary: 'Crear una factura (I), nota de crédito (E) o complemento de pago (P) en borrador',
        tags: TAGS,
        body: InvoiceCreateSchema,
        response: { 200: dataOf(InvoiceSchema) },
      },
    },
    async (request) => {
      const id = await createInvoice(context(request.tenant), request.body);
      return dataBody(await getInvoice(db, request.tenant, id));
    },
  );

  app.patch(
    '/v1/invoicing/invoice/:id',
    {
      config,
      schema: {
        summary: 'Modificar una factura en borrador',
        tags: TAGS,
        params: IdParamSchema,
        body: InvoiceUpdateSchema,
        response: { 200: dataOf(InvoiceSchema) },
      },
    },
    async (request) => {
      await updateInvoice(context(request.tenant), request.params.id, request.body);
      return dataBody(await getInvoice(db, request.tenant, request.params.id));
    },
  );

  app.post(
    '/v1/invoicing/invoice/:id/stamp',
    {
      config,
      schema: {
        summary: 'Timbrar la factura con el PAC (sellada con el CSD vigente)',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(StampResultSchema) },
      },
    },
    async (request) => dataBody(await stampInvoice(context(request.tenant), request.params.id)),
  );

  app.post(
    '/v1/invoicing/invoice/:id/cancel',
    {
      config,
      schema: {
        summary: 'Cancelar ante el SAT una factura timbrada (motivo 01 con la factura que la sustituye)',
        tags: TAGS,
        params: IdParamSchema,
        body: InvoiceCancelSchema,
        response: { 200: dataOf(CancelResultSchema) },
      },
    },
    async (request) =>
      dataBody(await cancelInvoice(context(request.tenant), request.params.id, request.body)),
  );
}
