import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import {
  GlobalRunSchema,
  SaleInvoicingSettingsSchema,
} from '../../../src/domain/invoicing/sale-invoicing-contract';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import {
  globalRunCsv,
  saleInvoicingSettingsOf,
  saveSaleInvoicingSettings,
  searchGlobalRuns,
} from './sale-invoicing-store';

const TAGS = ['invoicing'];
const config = { access: 'invoicing' } as const;

/** The business's sale-invoicing choices and its automatic facturas globales (super-admin only). */
export async function saleInvoicingRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;

  app.get(
    '/v1/invoicing/sale-settings',
    {
      config,
      schema: {
        summary: 'Periodicidad de la factura global y días de gracia de la autofactura',
        tags: TAGS,
        response: { 200: dataOf(SaleInvoicingSettingsSchema) },
      },
    },
    async (request) => dataBody(await saleInvoicingSettingsOf(db, request.tenant)),
  );

  app.put(
    '/v1/invoicing/sale-settings',
    {
      config,
      schema: {
        summary: 'Guardar la periodicidad de la factura global y los días de gracia de la autofactura',
        tags: TAGS,
        body: SaleInvoicingSettingsSchema,
        response: { 200: dataOf(SaleInvoicingSettingsSchema) },
      },
    },
    async (request) => dataBody(await saveSaleInvoicingSettings(db, request.tenant, request.body, now())),
  );

  app.post(
    '/v1/invoicing/global-run/search',
    {
      config,
      schema: {
        summary: 'Las facturas globales automáticas, la más reciente primero',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(GlobalRunSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchGlobalRuns(db, request.tenant, request.body);
      return listBody(items, page);
    },
  );

  app.get(
    '/v1/invoicing/global-run/:id/sales.csv',
    {
      config,
      schema: {
        summary: 'Los tickets de una factura global (CSV)',
        tags: TAGS,
        params: IdParamSchema,
      },
    },
    async (request, reply) => {
      const { name, csv } = await globalRunCsv(db, request.tenant, request.params.id);
      reply.header('content-disposition', `attachment; filename="${name}"`);
      return reply.type('text/csv; charset=utf-8').send(csv);
    },
  );
}
