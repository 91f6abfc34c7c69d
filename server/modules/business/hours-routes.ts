import * as v from 'valibot';
import { dataOf, IdParamSchema } from '../../../src/domain/contract/common';
import {
  HourOverrideEntrySchema,
  HourOverridesBodySchema,
  HoursEntrySchema,
  HoursQuerySchema,
  LocationHoursBodySchema,
  UserHoursBodySchema,
} from '../../../src/domain/contract/hours';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { ValidationError } from '../../http/errors';
import { toFieldErrors } from '../../http/validation/field-errors';
import {
  hoursOwner,
  listHourOverrides,
  listHours,
  replaceHourOverrides,
  replaceHours,
} from './location-hours-store';

const TAGS = ['business'];

/** Hours (02 §2 Hours, settings-user-hours): the location's, or with ?user_id= one employee's. */
export async function hoursRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/v1/business/location/:id/hours',
    {
      config: { access: 'business-settings' },
      schema: {
        summary: 'Horario regular de la ubicación, o de una persona con ?user_id=',
        tags: TAGS,
        params: IdParamSchema,
        querystring: HoursQuerySchema,
        response: { 200: dataOf(v.array(HoursEntrySchema)) },
      },
    },
    async (request) => {
      const owner = await hoursOwner(db, request.tenant, request.params.id, request.query.user_id);
      return dataBody(await listHours(db, owner));
    },
  );

  app.patch(
    '/v1/business/location/:id/hours',
    {
      config: { access: 'business-settings' },
      // The location's hours (no ?user_id=) also need a service type per entry (02 §5): checked
      // before the body schema so that every message comes in the one answer.
      preValidation: async (request) => {
        if ((request.query as { user_id?: unknown }).user_id !== undefined) return;
        const checked = v.safeParse(LocationHoursBodySchema, request.body);
        if (!checked.success) throw new ValidationError(toFieldErrors(checked.issues, 'body'));
      },
      schema: {
        summary: 'Reemplazar el horario regular (de la ubicación, o de una persona con ?user_id=)',
        tags: TAGS,
        params: IdParamSchema,
        querystring: HoursQuerySchema,
        body: UserHoursBodySchema,
        response: { 200: dataOf(v.array(HoursEntrySchema)) },
      },
    },
    async (request) => {
      const owner = await hoursOwner(db, request.tenant, request.params.id, request.query.user_id);
      await replaceHours(db, owner, request.body.hours);
      return dataBody(await listHours(db, owner));
    },
  );

  app.get(
    '/v1/business/location/:id/hour-overrides',
    {
      config: { access: 'business-settings' },
      schema: {
        summary: 'Horarios especiales (fechas) de la ubicación, o de una persona con ?user_id=',
        tags: TAGS,
        params: IdParamSchema,
        querystring: HoursQuerySchema,
        response: { 200: dataOf(v.array(HourOverrideEntrySchema)) },
      },
    },
    async (request) => {
      const owner = await hoursOwner(db, request.tenant, request.params.id, request.query.user_id);
      return dataBody(await listHourOverrides(db, owner));
    },
  );

  app.patch(
    '/v1/business/location/:id/hour-overrides',
    {
      config: { access: 'business-settings' },
      schema: {
        summary: 'Reemplazar los horarios especiales: una lista plana, cada horario con su fecha',
        tags: TAGS,
        params: IdParamSchema,
        querystring: HoursQuerySchema,
        body: HourOverridesBodySchema,
        response: { 200: dataOf(v.array(HourOverrideEntrySchema)) },
      },
    },
    async (request) => {
      const owner = await hoursOwner(db, request.tenant, request.params.id, request.query.user_id);
      await replaceHourOverrides(db, owner, request.body.hours);
      return dataBody(await listHourOverrides(db, owner));
    },
  );
}
