import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { WaitEstimateBodySchema, WaitEstimateSchema } from '../../../src/domain/contract/availability';
import { dataOf } from '../../../src/domain/contract/common';
import { QueueChangeResultSchema } from '../../../src/domain/contract/queue-actions';
import { RegisterBodySchema } from '../../../src/domain/contract/queue-registration';
import { locations } from '../../db/schema';
import type { App } from '../../http/app-types';
import { dataBody } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { publicOrigin } from '../../http/public-urls';
import { registerByHost } from './register-host';
import { registrationLocation } from './register-location';
import { quoteForNewParty } from './wait-estimate';

const TAGS = ['waitlist'];

/** The register dialog's calls: register a walk-in or booking, and the wait quote it shows. */
export async function registerRoutes(app: App): Promise<void> {
  const { db, config, jobs, now } = app.deps;

  app.post(
    '/v1/waitlist/hostess/register',
    {
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Registrar un turno o una reservación (acepta Idempotency-Key)',
        tags: TAGS,
        headers: v.object({ 'idempotency-key': v.optional(v.string()) }),
        body: RegisterBodySchema,
        response: { 200: dataOf(QueueChangeResultSchema) },
      },
    },
    async (request) =>
      dataBody(
        await registerByHost(
          { db, jobs, now: now(), log: request.log },
          { tenant: request.tenant, body: request.body, origin: publicOrigin(config) },
        ),
      ),
  );

  app.post(
    '/v1/waitlist/hostess/wait-estimate',
    {
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Tiempo de espera estimado para un grupo nuevo',
        tags: TAGS,
        body: WaitEstimateBodySchema,
        response: { 200: dataOf(v.nullable(WaitEstimateSchema)) },
      },
    },
    async (request) => {
      const location = await registrationLocation(db, eq(locations.id, request.tenant.locationId));
      if (!location) throw new NotFoundError();
      return dataBody(
        await quoteForNewParty(db, location, { groupSize: request.body.group_size, now: now() }),
      );
    },
  );
}
