import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import { MessageSchema, SendMessageBodySchema } from '../../../src/domain/contract/messaging';
import {
  QueueActionParamsSchema,
  QueueChangeResultSchema,
  QueueEventSchema,
  QueueStatusBodySchema,
  QueueStatusSchema,
} from '../../../src/domain/contract/queue-actions';
import { RescheduleBodySchema } from '../../../src/domain/contract/queue-registration';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import {
  QueueItemSchema,
  QueueNotesBodySchema,
  StatusDataQuerySchema,
  StatusDataSchema,
} from '../../../src/domain/contract/waitlist';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { IDEMPOTENCY_HEADERS } from '../../http/idempotency/idempotency-headers';
import { publicOrigin } from '../../http/public-urls';
import { sendCompressed } from '../../http/send-compressed';
import { kickAutomationEvents } from '../automation/publish-event';
import { sendMessageNow } from '../messaging/deliver-message';
import { messageById } from '../messaging/message-search';
import type { QueueMessageResult } from './customer-message';
import { locationTimeZone } from './location-time-zone';
import { applyQueueAction } from './queue-actions';
import { sendQueueChat } from './queue-chat';
import { queueItemEvents } from './queue-events';
import { queueItemById } from './queue-item-by-id';
import { updateQueueNotes } from './queue-notes';
import { rescheduleBooking } from './queue-reschedule';
import { searchQueueItems } from './queue-search';
import { createStatusDataCache, statusData } from './status-data';
import { holdStatusData } from './status-data-holder';
import { setReception } from './status-reception';

const TAGS = ['waitlist'];

/**
 * The host stand's calls on the queue: today's list and reception on/off, queue search, one item,
 * its timeline, notes, reschedule, the actions of 01 §4.7 and the chat.
 */
export async function waitlistRoutes(app: App): Promise<void> {
  const { db, config, now, jobs } = app.deps;
  const statusCache = createStatusDataCache();
  const heldStatusData = holdStatusData(app, statusCache);

  /** How the tenant's location shows an item: its zone and the origin of the public pages. */
  const viewOf = async (request: FastifyRequest) => ({
    timeZone: await locationTimeZone(db, request.tenant.locationId),
    origin: publicOrigin(config),
  });

  /** The answer of a change: the item as GET shows it, and its message queued for delivery. */
  const changeResult = async (request: FastifyRequest, id: number, message: QueueMessageResult) => {
    if (message.messageId !== null) await sendMessageNow(jobs, message.messageId, request.log);
    const item = await queueItemById(db, id, request.tenant, await viewOf(request));
    return dataBody({ item, message: message.outcome, message_id: message.messageId });
  };

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
    async (request, reply) => {
      const answer = await heldStatusData(request.tenant, request.query.timezone);
      return sendCompressed(request, reply, answer.prefix, answer.suffix);
    },
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
        origin: publicOrigin(config),
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
    async (request) =>
      dataBody(await queueItemById(db, request.params.id, request.tenant, await viewOf(request))),
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
      return dataBody(await queueItemById(db, request.params.id, tenant, await viewOf(request)));
    },
  );

  app.post(
    '/v1/waitlist/queue/status',
    {
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Activar o desactivar la recepción (acepta Idempotency-Key)',
        tags: TAGS,
        headers: IDEMPOTENCY_HEADERS,
        body: QueueStatusBodySchema,
        response: { 200: dataOf(QueueStatusSchema) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      await setReception(db, request.body.enabled, tenant, now());
      const { status } = await statusData(db, {
        cache: statusCache,
        locationId: tenant.locationId,
        timeZone: undefined,
        now: now(),
        origin: publicOrigin(config),
      });
      return dataBody(status);
    },
  );

  app.patch(
    '/v1/waitlist/queue/:id',
    {
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Reprogramar una reservación (acepta Idempotency-Key)',
        tags: TAGS,
        params: IdParamSchema,
        headers: IDEMPOTENCY_HEADERS,
        body: RescheduleBodySchema,
        response: { 200: dataOf(QueueChangeResultSchema) },
      },
    },
    async (request) => {
      const message = await rescheduleBooking(db, {
        id: request.params.id,
        reschedule: request.body.reschedule,
        tenant: request.tenant,
        now: now(),
        origin: publicOrigin(config),
      });
      return changeResult(request, request.params.id, message);
    },
  );

  app.get(
    '/v1/waitlist/queue/:id/events',
    {
      config: { access: 'waitlist-items' },
      schema: {
        summary: 'Actividad de un turno o reservación',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(v.array(QueueEventSchema)) },
      },
    },
    async (request) => {
      const timeZone = await locationTimeZone(db, request.tenant.locationId);
      return dataBody(await queueItemEvents(db, request.params.id, request.tenant, timeZone));
    },
  );

  app.post(
    '/v1/waitlist/queue/:id/message',
    {
      config: { access: 'messages-send' },
      schema: {
        summary: 'Enviar un SMS al cliente de un turno (gasta créditos; acepta Idempotency-Key)',
        tags: TAGS,
        params: IdParamSchema,
        headers: IDEMPOTENCY_HEADERS,
        body: SendMessageBodySchema,
        response: { 200: dataOf(MessageSchema) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      const messageId = await sendQueueChat(db, request.params.id, request.body.content, tenant, now());
      await sendMessageNow(jobs, messageId, request.log);
      return dataBody(await messageById(db, messageId, tenant));
    },
  );

  app.post(
    '/v1/waitlist/queue/:id/:action',
    {
      config: { access: 'waitlist-visits' },
      schema: {
        summary: 'Listo, completar, cancelar, notificar o solicitar confirmación (acepta Idempotency-Key)',
        tags: TAGS,
        params: QueueActionParamsSchema,
        headers: IDEMPOTENCY_HEADERS,
        response: { 200: dataOf(QueueChangeResultSchema) },
      },
    },
    async (request) => {
      const message = await applyQueueAction(db, {
        id: request.params.id,
        action: request.params.action,
        tenant: request.tenant,
        now: now(),
        origin: publicOrigin(config),
      });
      if (request.params.action === 'complete')
        await kickAutomationEvents(jobs, request.tenant.companyId, request.log);
      return changeResult(request, request.params.id, message);
    },
  );
}
