import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import {
  ContactCfdiUpdateSchema,
  InvoicingContactSchema,
} from '../../../src/domain/contract/invoicing-contact';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { saveContactCfdi, searchInvoicingContacts } from './invoicing-contacts';

const TAGS = ['invoicing'];

/** The invoice form's customers with their CFDI data (02 §7): super-admin only. */
export async function invoicingContactRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.post(
    '/v1/invoicing/contact/search',
    {
      config: { access: 'invoicing' },
      schema: {
        summary: 'Buscar clientes con sus datos fiscales (nombre, RFC, razón social, estado)',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(InvoicingContactSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchInvoicingContacts(db, request.tenant, request.body);
      return listBody(items, page);
    },
  );

  app.put(
    '/v1/invoicing/contact/:id/cfdi',
    {
      config: { access: 'invoicing' },
      schema: {
        summary: 'Guardar los datos fiscales (CFDI) de un cliente',
        tags: TAGS,
        params: IdParamSchema,
        body: ContactCfdiUpdateSchema,
        response: { 200: dataOf(InvoicingContactSchema) },
      },
    },
    async (request) => dataBody(await saveContactCfdi(db, request.tenant, request.params.id, request.body)),
  );
}
