import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, messages, queueEvents } from '../../server/db/schema';
import { dataOf, listOf } from '../../src/domain/contract/common';
import { MessageSchema } from '../../src/domain/contract/messaging';
import { NO_BALANCE_MESSAGE } from '../../src/domain/contract/subscription';
import { eventually } from './helpers/eventually';
import {
  type DemoLocation,
  demoLocations,
  eventTypesOf,
  insertQueueItem,
  leaveBalance,
  messagesOf,
  type NewQueueItem,
} from './helpers/queue-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let host: string;
let main: DemoLocation;
let branch: DemoLocation;
let contactId: number;

beforeAll(async () => {
  t = await startTestApp();
  host = await loginAs(t.app, DEMO.host);
  ({ main, branch } = await demoLocations(t.database.db));
  const [contact] = await t.database.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.phone, '+525523456705'));
  contactId = contact?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const item = (values: Partial<NewQueueItem> = {}) =>
  insertQueueItem(t.database.db, {
    locationId: main.id,
    name: 'Sofía Ramírez',
    phone: '+525523456705',
    contactId,
    ...values,
  });

function chat(id: number | string, payload: unknown, options: { token?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/waitlist/queue/${id}/message`,
    headers: { ...bearer(options.token ?? host), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: payload as object,
  });
}

/** The drawer's chat query (01 §7.5): this item's SMS, sent_at ascending, 25 at most. */
function chatMessages(queueId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/messaging/message/search',
    headers: bearer(host),
    payload: {
      filters: { $and: [{ queueId: { $eq: queueId } }, { channel: { $eq: 'sms' } }] },
      sort: ['sent_at'],
      limit: 25,
    },
  });
}

describe('POST /v1/waitlist/queue/{id}/message', () => {
  it("sends the item's customer an SMS linked to the item and its contact, with a timeline event", async () => {
    const id = await item();
    const response = await chat(id, { content: '  Su mesa\n\nestá casi lista  ', channel: 'sms' });
    expect(response.statusCode, response.body).toBe(200);
    const message = v.parse(dataOf(MessageSchema), response.json()).data;
    expect(message).toMatchObject({
      text: 'Su mesa está casi lista',
      channel: 'sms',
      phone: '+525523456705',
      queueId: id,
      recipient_contact_id: contactId,
      credits: 1,
    });
    const [event] = await t.database.db
      .select()
      .from(queueEvents)
      .where(and(eq(queueEvents.queueItemId, id), eq(queueEvents.type, 'message_sent')));
    expect(event?.data).toMatchObject({ message_id: message.id });

    const sent = await eventually(
      async () =>
        (await t.app.inject({ url: `/v1/messaging/message/${message.id}`, headers: bearer(host) })).json()
          .data,
      (data) => data.status === 'sent',
    );
    expect(sent.status).toBe('sent');
  });

  it("the chat's search returns exactly this item's messages, oldest first", async () => {
    const id = await item();
    const neighbour = await item();
    for (const content of ['Primero', 'Segundo']) expect((await chat(id, { content })).statusCode).toBe(200);
    expect((await chat(neighbour, { content: 'De otra mesa' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/waitlist/queue/${id}/ready`, headers: bearer(host) }))
        .statusCode,
    ).toBe(200);

    // Wait until all are sent so that sent_at orders them.
    await eventually(
      () => messagesOf(t.database.db, id),
      (rows) => rows.length === 3 && rows.every((row) => row.status === 'sent'),
    );
    const response = await chatMessages(id);
    expect(response.statusCode).toBe(200);
    const body = v.parse(listOf(MessageSchema), response.json());
    // The delivery job decides which went out first; the query must follow sent_at.
    expect(body.data.map((m) => m.text).sort()).toEqual([
      'Hola Sofia Ramirez, ya tenemos lista tu mesa en Taqueria Demo. Te esperamos.',
      'Primero',
      'Segundo',
    ]);
    expect(body.data.every((m) => m.queueId === id)).toBe(true);
    expect(body.pagination.total_items).toBe(3);
    const sentAt = body.data.map((m) => Date.parse(m.sent_at ?? ''));
    expect(sentAt).toEqual([...sentAt].sort((a, b) => a - b));
  });

  it('refuses an item without a phone, or with a bad one, with a Spanish message on content', async () => {
    for (const phone of [null, '123']) {
      const id = await item({ phone, contactId: null });
      const response = await chat(id, { content: 'Hola' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ content: ['El número de celular del cliente no es válido.'] });
      expect(await messagesOf(t.database.db, id)).toEqual([]);
      expect(await eventTypesOf(t.database.db, id)).toEqual([]);
    }
  });

  it.each([
    [{ content: '  \n ' }, 'content', 'Escribe el mensaje.'],
    [{ content: 'a'.repeat(100) }, 'content', 'El mensaje debe tener menos de 100 caracteres.'],
    [{ content: 'Hola', channel: 'whatsapp' }, 'channel', 'Por ahora los mensajes se envían por SMS.'],
    [{ content: 42 }, 'content', undefined],
    [{}, 'content', undefined],
  ])('refuses %j with a 422 on %s and stores nothing', async (payload, field, message) => {
    const id = await item();
    const response = await chat(id, payload);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(errors[field]).toBeDefined();
    if (message) expect(errors[field]).toEqual([message]);
    expect(await messagesOf(t.database.db, id)).toEqual([]);
  });

  it("answers 404 for another location's item; 403 to a waitlist reader and the kitchen", async () => {
    const elsewhere = await item({ locationId: branch.id });
    expect((await chat(elsewhere, { content: 'Hola' })).statusCode).toBe(404);
    const id = await item();
    for (const email of [DEMO.reader, DEMO.kitchen]) {
      expect((await chat(id, { content: 'Hola' }, { token: await loginAs(t.app, email) })).statusCode).toBe(
        403,
      );
    }
    expect(await messagesOf(t.database.db, id)).toEqual([]);
  });

  it('honours Idempotency-Key: a replay sends one message and answers the same', async () => {
    const id = await item();
    const first = await chat(id, { content: 'Ya casi' }, { key: `chat-${id}` });
    const replay = await chat(id, { content: 'Ya casi' }, { key: `chat-${id}` });
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await messagesOf(t.database.db, id)).toHaveLength(1);
    expect(await eventTypesOf(t.database.db, id)).toEqual(['message_sent']);
    expect((await chat(id, { content: 'Otro texto' }, { key: `chat-${id}` })).statusCode).toBe(422);
  });

  it('with too little balance answers errors.no_balance and stores neither message nor event', async () => {
    await leaveBalance(t.database.db, main.companyId, 0);
    try {
      const id = await item();
      const before = (await t.database.db.select({ id: messages.id }).from(messages)).length;
      const response = await chat(id, { content: 'Hola' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { no_balance: [NO_BALANCE_MESSAGE] } });
      expect((await t.database.db.select({ id: messages.id }).from(messages)).length).toBe(before);
      expect(await eventTypesOf(t.database.db, id)).toEqual([]);
    } finally {
      await leaveBalance(t.database.db, main.companyId, 100);
    }
  });
});
