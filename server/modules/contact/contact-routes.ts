import * as v from 'valibot';
import { dataOf, IdParamSchema } from '../../../src/domain/contract/common';
import {
  ContactLoyaltyTransactionSchema,
  ContactVisitSchema,
} from '../../../src/domain/contract/contact-activity';
import {
  ContactCreateSchema,
  ContactImportBodySchema,
  ContactImportResultSchema,
  ContactPatchSchema,
  ContactSchema,
  ContactTagBodySchema,
  ContactTagSchema,
} from '../../../src/domain/contract/contacts';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { registerCatalogResource } from '../product/catalog-resource-routes';
import { contactLoyaltyTransactions, contactVisits } from './contact-activity';
import { importContacts } from './contact-import';
import { searchContacts } from './contact-search';
import { createContact, getContact, patchContact } from './contact-store';
import { createTag, getTag, patchTag, searchTags } from './tag-store';

const TAGS = ['contact'];

/** Customers and groups (01 §7.4): company-wide, shared by every location. */
export async function contactRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  registerCatalogResource(app, {
    path: '/v1/contact/contact',
    // Customers' readers, and the host's customer autocomplete in the register dialog (01 §7.4).
    access: { read: ['customers', 'waitlist-visits'], write: 'customers-write' },
    tags: TAGS,
    item: ContactSchema,
    createBody: ContactCreateSchema,
    patchBody: ContactPatchSchema,
    summaries: {
      search: 'Buscar clientes (nombre o teléfono; también el autocompletado y la búsqueda por id)',
      create: 'Crear un cliente (activo; teléfono en E.164, uno por cliente)',
      one: 'Un cliente con sus grupos',
      patch: 'Editar un cliente (los grupos enviados reemplazan los anteriores)',
    },
    search: searchContacts,
    create: createContact,
    one: getContact,
    patch: patchContact,
  });

  registerCatalogResource(app, {
    path: '/v1/contact/tag',
    // The campaign editor picks its groups with the same search (01 §7.5).
    access: { read: ['customers', 'messaging'], write: 'customers-write' },
    tags: TAGS,
    item: ContactTagSchema,
    createBody: ContactTagBodySchema,
    patchBody: ContactTagBodySchema,
    summaries: {
      search: 'Buscar grupos de clientes (por nombre)',
      create: 'Crear un grupo (nombre único en la empresa)',
      one: 'Un grupo',
      patch: 'Renombrar un grupo',
    },
    search: searchTags,
    create: createTag,
    one: getTag,
    patch: patchTag,
  });

  app.post(
    '/v1/contact/contact/import',
    {
      config: { access: 'customers-write' },
      schema: {
        summary: 'Importar clientes de una tabla (cada fila por su cuenta; un teléfono conocido actualiza)',
        tags: TAGS,
        body: ContactImportBodySchema,
        response: { 200: dataOf(ContactImportResultSchema) },
      },
    },
    async (request) => dataBody(await importContacts(db, request.body, request.tenant)),
  );
  // The contact dialog's 'Actividad y mensajes': each list needs the role of its area, and spans
  // every location of the company, as customers do.
  app.get(
    '/v1/contact/contact/:id/visits',
    {
      config: { access: 'waitlist-items' },
      schema: {
        summary: 'Las últimas visitas de un cliente en todas las ubicaciones de la empresa',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(v.array(ContactVisitSchema)) },
      },
    },
    async (request) => dataBody(await contactVisits(db, request.tenant, request.params.id)),
  );

  app.get(
    '/v1/contact/contact/:id/loyalty-transactions',
    {
      config: { access: 'loyalty-front' },
      schema: {
        summary: 'Las últimas transacciones de lealtad de un cliente en todas las ubicaciones de la empresa',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(v.array(ContactLoyaltyTransactionSchema)) },
      },
    },
    async (request) => dataBody(await contactLoyaltyTransactions(db, request.tenant, request.params.id)),
  );
}
