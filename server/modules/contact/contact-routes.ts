import { listOf } from '../../../src/domain/contract/common';
import { ContactSchema } from '../../../src/domain/contract/contacts';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import type { App } from '../../http/app-types';
import { listBody } from '../../http/envelope';
import { searchContacts } from './contact-search';

/** Calls of the customers area built so far: the search behind the list and the host's autocomplete. */
export async function contactRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.post(
    '/v1/contact/contact/search',
    {
      // Customers' readers, and the host's customer autocomplete in the register dialog (01 §7.4).
      config: { access: ['customers', 'waitlist-visits'] },
      schema: {
        summary: 'Buscar clientes',
        tags: ['contact'],
        body: SearchQuerySchema,
        response: { 200: listOf(ContactSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchContacts(db, request.body, request.tenant);
      return listBody(items, page);
    },
  );
}
