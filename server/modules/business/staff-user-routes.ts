import * as v from 'valibot';
import { dataOf, IdParamSchema } from '../../../src/domain/contract/common';
import {
  StaffUserPatchBodySchema,
  StaffUserRemoveQuerySchema,
  StaffUserSchema,
} from '../../../src/domain/contract/staff-user';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { findStaffPerson } from './staff-person';
import { changeStaffUser } from './staff-user-change';
import { staffUserDetail } from './staff-user-detail';
import { removeStaffUser } from './staff-user-removal';

const TAGS = ['business'];

/** settings-user-item (02 §2 Staff): one person's access, changed or taken away. */
export async function staffUserRoutes(app: App): Promise<void> {
  const { db, now, sessionCache } = app.deps;

  app.get(
    '/v1/business/user/:id',
    {
      config: { access: 'users' },
      schema: {
        summary: 'Una persona de la ubicación: nivel de acceso, estado y ubicaciones',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(StaffUserSchema) },
      },
    },
    async (request) => dataBody(await staffUserDetail(db, request.tenant, request.params.id)),
  );

  app.get(
    '/v1/business/user/:id/permissions',
    {
      config: { access: 'users' },
      schema: {
        summary: 'Los permisos (roles) de una persona en la ubicación',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(v.array(v.string())) },
      },
    },
    async (request) => dataBody((await findStaffPerson(db, request.tenant, request.params.id)).roles),
  );

  app.patch(
    '/v1/business/user/:id',
    {
      config: { access: 'users-write' },
      schema: {
        summary:
          'Cambiar el nivel de acceso de una persona en la ubicación, o suspender / reactivar su cuenta',
        tags: TAGS,
        params: IdParamSchema,
        body: StaffUserPatchBodySchema,
        response: { 200: dataOf(StaffUserSchema) },
      },
    },
    async (request) => {
      await changeStaffUser(db, request.tenant, request.params.id, request.body, now());
      sessionCache.forgetUser(request.params.id);
      return dataBody(await staffUserDetail(db, request.tenant, request.params.id));
    },
  );

  app.delete(
    '/v1/business/user/:id',
    {
      config: { access: 'users-write' },
      schema: {
        summary:
          'Quitar a una persona de la ubicación (scope=location) o de todas las de la empresa (scope=company)',
        tags: TAGS,
        params: IdParamSchema,
        querystring: StaffUserRemoveQuerySchema,
      },
    },
    async (request) => {
      await removeStaffUser(db, request.tenant, request.params.id, request.query.scope, now());
      sessionCache.forgetUser(request.params.id);
      return dataBody({ success: true });
    },
  );
}
