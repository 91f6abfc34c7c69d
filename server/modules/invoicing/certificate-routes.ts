import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import {
  SatCertificateSchema,
  SatCertificateUploadSchema,
} from '../../../src/domain/contract/invoicing-certificate';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { createCertificate, getCertificate, searchCertificates } from './certificate-store';

const TAGS = ['invoicing'];

/** The company's CSD certificates (02 §2 Certificates, §7): super-admin only, shared by every location. */
export async function certificateRoutes(app: App): Promise<void> {
  const { db, appKey, now } = app.deps;

  app.post(
    '/v1/invoicing/sat-certificate/search',
    {
      config: { access: 'invoicing' },
      schema: {
        summary: 'Buscar los certificados de sello digital (CSD) de la empresa',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(SatCertificateSchema) },
      },
    },
    async (request) => {
      const { items, page } = await searchCertificates(db, request.body, request.tenant);
      return listBody(items, page);
    },
  );

  app.get(
    '/v1/invoicing/sat-certificate/:id',
    {
      config: { access: 'invoicing' },
      schema: {
        summary: 'Un certificado de sello digital',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(SatCertificateSchema) },
      },
    },
    async (request) => dataBody(await getCertificate(db, request.params.id, request.tenant)),
  );

  app.post(
    '/v1/invoicing/sat-certificate',
    {
      config: { access: 'invoicing' },
      schema: {
        summary: 'Subir un CSD: .cer y .key en base64 y la contraseña de la llave (se guarda cifrada)',
        tags: TAGS,
        body: SatCertificateUploadSchema,
        response: { 200: dataOf(SatCertificateSchema) },
      },
    },
    async (request) => dataBody(await createCertificate(db, appKey, request.body, request.tenant, now())),
  );
}
