import * as v from 'valibot';
import { dataOf, IdParamSchema } from '../../../src/domain/contract/common';
import {
  LoyaltyProgramCreateSchema,
  LoyaltyProgramPatchSchema,
  LoyaltyProgramSchema,
} from '../../../src/domain/contract/loyalty';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { programOfCompany } from './program-lookup';
import { allPrograms, availablePrograms, createProgram, patchProgram } from './program-store';
import { programView } from './program-view';
import { IDEMPOTENCY_HEADERS, LOYALTY_TAGS } from './route-schemas';

/** Programs (01 §7.2): available, list, create, edit, one. Company-wide. */
export async function loyaltyProgramRoutes(app: App): Promise<void> {
  const { db, now } = app.deps;

  app.get(
    '/v1/loyalty/program/available',
    {
      config: { access: 'loyalty-front' },
      schema: {
        summary: 'Programas donde se registran transacciones (activos y limitados, por nombre)',
        tags: LOYALTY_TAGS,
        response: { 200: dataOf(v.array(LoyaltyProgramSchema)) },
      },
    },
    async (request) => dataBody(await availablePrograms(db, request.tenant.companyId)),
  );

  app.get(
    '/v1/loyalty/program',
    {
      config: { access: 'loyalty-programs' },
      schema: {
        summary: 'Todos los programas, cancelados incluidos (más recientes primero)',
        tags: LOYALTY_TAGS,
        response: { 200: dataOf(v.array(LoyaltyProgramSchema)) },
      },
    },
    async (request) => dataBody(await allPrograms(db, request.tenant.companyId)),
  );

  app.post(
    '/v1/loyalty/program',
    {
      config: { access: 'loyalty-programs-write' },
      schema: {
        summary: 'Crear un programa (acepta Idempotency-Key)',
        tags: LOYALTY_TAGS,
        headers: IDEMPOTENCY_HEADERS,
        body: LoyaltyProgramCreateSchema,
        response: { 200: dataOf(LoyaltyProgramSchema) },
      },
    },
    async (request) =>
      dataBody(await createProgram(db, request.body, { companyId: request.tenant.companyId, now: now() })),
  );

  app.patch(
    '/v1/loyalty/program/:id',
    {
      config: { access: 'loyalty-programs-write' },
      schema: {
        summary: 'Editar un programa (tipo y cantidad de sellos fijos; cancelado es final)',
        tags: LOYALTY_TAGS,
        params: IdParamSchema,
        headers: IDEMPOTENCY_HEADERS,
        body: LoyaltyProgramPatchSchema,
        response: { 200: dataOf(LoyaltyProgramSchema) },
      },
    },
    async (request) =>
      dataBody(
        await patchProgram(db, request.params.id, request.body, {
          companyId: request.tenant.companyId,
          now: now(),
        }),
      ),
  );

  app.get(
    '/v1/loyalty/program/:id',
    {
      config: { access: 'loyalty-front' },
      schema: {
        summary: 'Un programa',
        tags: LOYALTY_TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(LoyaltyProgramSchema) },
      },
    },
    async (request) =>
      dataBody(programView(await programOfCompany(db, request.params.id, request.tenant.companyId))),
  );
}
