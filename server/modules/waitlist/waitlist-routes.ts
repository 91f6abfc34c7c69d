import * as v from 'valibot';
import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import {
  QueueItemSchema,
  QueueNotesBodySchema,
  StatusDataQuerySchema,
  StatusDataSchema,
} from '../../../src/domain/contract/waitlist';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { publicOrigin } from '../../http/public-urls';
import { locationTimeZone } from './location-time-zone';
import { queueItemById } from './queue-item-by-id';
import { updateQueueNotes } from './queue-notes';
import { searchQueueItems } from './queue-search';
import { statusData } from './status-data';

const TAGS = ['waitlist'];
/** Documents the header; its format is checked by the idempotency hook. */
const IDEMPOTENCY_HEADERS = v.object({ 'idempotency-key': v.optional(v.string()) });

/** The waitlist calls of this release: today's list, queue search, one item, notes edit. */
export async function waitlistRoutes(app: App): Promise<void> {
  const { db, config, now } = app.deps;

  app.get(
    '/v1/waitlist/hostess/status-data',
    {
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Estado de la recepción y listado de hoy',
        tags: TAGS,
        querystring: StatusDataQuerySchema,
        response: { 200: dataOf(StatusDataSchema) },
      },
    },
    async (request) =>
      dataBody(
        await statusData(db, {
          locationId: request.tenant.locationId,
          timeZone: request.query.timezone,
          now: now(),
          origin: publicOrigin(request, config),
        }),
      ),
  );

  app.post(
    '/v1/waitlist/queue/search',
    {
      config: { access: 'waitlist-items' },
      schema: {
        summary: 'Buscar turnos y reservaciones',
        tags: TAGS,
        body: SearchQuerySchema,
        // Items are whole unless the search names `fields`.
        response: { 200: listOf(v.partial(QueueItemSchema)) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      const { items, page } = await searchQueueItems(db, request.body, {
        tenant,
        timeZone: await locationTimeZone(db, tenant.locationId),
        origin: publicOrigin(request, config),
      });
      return listBody(items, page);
    },
  );

  app.get(
    '/v1/waitlist/queue/:id',
    {
      config: { access: 'waitlist-items' },
      schema: {
        summary: 'Un turno o reservación',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(QueueItemSchema) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      const view = {
        timeZone: await locationTimeZone(db, tenant.locationId),
        origin: publicOrigin(request, config),
      };
      return dataBody(await queueItemById(db, request.params.id, tenant, view));
    },
  );

  app.patch(
    '/v1/waitlist/queue/:id/notes',
    {
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Editar las notas de un turno (acepta Idempotency-Key)',
        tags: TAGS,
        params: IdParamSchema,
        headers: IDEMPOTENCY_HEADERS,
        body: QueueNotesBodySchema,
        response: { 200: dataOf(QueueItemSchema) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      await updateQueueNotes(db, request.params.id, request.body.notes, tenant, now());
      const view = {
        timeZone: await locationTimeZone(db, tenant.locationId),
        origin: publicOrigin(request, config),
      };
      return dataBody(await queueItemById(db, request.params.id, tenant, view));
    },
  );
}
