import { dataOf } from '../../../src/domain/contract/common';
import {
  InvoicingIssuerSchema,
  InvoicingIssuerUpdateSchema,
} from '../../../src/domain/contract/invoicing-issuer';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { getIssuer, saveIssuer } from './issuer-store';

const TAGS = ['invoicing'];

/** The company's fiscal profile as issuer (issue 24): super-admin only. */
export async function issuerRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;

  app.get(
    '/v1/invoicing/issuer',
    {
      config: { access: 'invoicing' },
      schema: {
        summary:
          'Datos fiscales del emisor (RFC y nombre del CSD vigente, régimen, lugar de expedición, series)',
        tags: TAGS,
        response: { 200: dataOf(InvoicingIssuerSchema) },
      },
    },
    async (request) => dataBody(await getIssuer(db, request.tenant, now())),
  );

  app.put(
    '/v1/invoicing/issuer',
    {
      config: { access: 'invoicing' },
      schema: {
        summary: 'Guardar los datos fiscales del emisor',
        tags: TAGS,
        body: InvoicingIssuerUpdateSchema,
        response: { 200: dataOf(InvoicingIssuerSchema) },
      },
    },
    async (request) => dataBody(await saveIssuer(db, request.tenant, request.body, now())),
  );
}
