import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { dataOf, IdParamSchema, listOf } from '../../../src/domain/contract/common';
import { MessageSchema, SendMessageBodySchema } from '../../../src/domain/contract/messaging';
import { SearchQuerySchema } from '../../../src/domain/contract/search';
import { startOfZonedDay } from '../../../src/domain/rules/zoned-time';
import { contacts } from '../../db/schema';
import type { App } from '../../http/app-types';
import { dataBody, listBody } from '../../http/envelope';
import { foundInTenant, ofCompany } from '../../http/tenancy';
import { locationTimeZone } from '../waitlist/location-time-zone';
import { queueChatMessage } from './customer-chat';
import { sendMessageNow } from './deliver-message';
import { messageById, searchMessages } from './message-search';

const TAGS = ['messaging'];

/** Message log, one message, and the SMS to one customer (01 §7.5). */
export async function messagingRoutes(app: App): Promise<void> {
  const { db, now, jobs } = app.deps;

  app.post(
    '/v1/messaging/message/search',
    {
      config: { access: 'messages-read' },
      schema: {
        summary: 'Buscar mensajes',
        tags: TAGS,
        body: SearchQuerySchema,
        response: { 200: listOf(MessageSchema) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      const timeZone = await locationTimeZone(db, tenant.locationId);
      const { items, page } = await searchMessages(db, request.body, tenant, (date) =>
        startOfZonedDay(date, timeZone),
      );
      return listBody(items, page);
    },
  );

  app.get(
    '/v1/messaging/message/:id',
    {
      config: { access: 'messages-read' },
      schema: {
        summary: 'Un mensaje',
        tags: TAGS,
        params: IdParamSchema,
        response: { 200: dataOf(MessageSchema) },
      },
    },
    async (request) => dataBody(await messageById(db, request.params.id, request.tenant)),
  );

  app.post(
    '/v1/contact/:id/message',
    {
      config: { access: 'messages-send' },
      schema: {
        summary: 'Enviar un SMS a un cliente (gasta créditos; acepta Idempotency-Key)',
        tags: TAGS,
        params: IdParamSchema,
        headers: v.object({ 'idempotency-key': v.optional(v.string()) }),
        body: SendMessageBodySchema,
        response: { 200: dataOf(MessageSchema) },
      },
    },
    async (request) => {
      const tenant = request.tenant;
      const messageId = await db.transaction(async (tx) => {
        const [contact] = await tx
          .select({ id: contacts.id, phone: contacts.phone })
          .from(contacts)
          .where(and(eq(contacts.id, request.params.id), ofCompany(contacts.companyId, tenant)))
          .limit(1);
        const found = foundInTenant(contact);
        return queueChatMessage(tx, {
          tenant,
          phone: found.phone,
          content: request.body.content,
          contactId: found.id,
          now: now(),
        });
      });
      await sendMessageNow(jobs, messageId, request.log);
      return dataBody(await messageById(db, messageId, tenant));
    },
  );
}
