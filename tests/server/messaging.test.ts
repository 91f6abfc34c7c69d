import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contacts, creditEntries, messages } from '../../server/db/schema';
import { creditTotals } from '../../server/modules/subscription/credits/credit-balance';
import { NO_BALANCE_MESSAGE } from '../../src/domain/contract/subscription';
import { eventually } from './helpers/eventually';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
let companyId: number;
let mariaId: number;

beforeAll(async () => {
  t = await startTestApp();
  owner = await loginAs(t.app, DEMO.owner);
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).limit(1);
  companyId = company?.id ?? 0;
  const [maria] = await t.database.db.select().from(contacts).where(eq(contacts.name, 'María González'));
  mariaId = maria?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

function sendTo(contactId: number, payload: Record<string, unknown>, token = owner) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/contact/${contactId}/message`,
    headers: bearer(token),
    payload,
  });
}

async function balance(): Promise<number> {
  const totals = await creditTotals(t.database.db, companyId, 'messages', new Date());
  return totals.total - totals.used;
}

describe('an SMS to a customer', () => {
  it("is stored 'scheduled' with its credit spent, then the delivery job hands it to the local outbox", async () => {
    const before = await balance();
    const response = await sendTo(mariaId, { content: '  Tu mesa\nestá lista  ', channel: 'sms' });
    expect(response.statusCode, response.body).toBe(200);
    const message = response.json().data;
    expect(message).toMatchObject({
      text: 'Tu mesa está lista',
      channel: 'sms',
      phone: '+525523456701',
      recipient_contact_id: mariaId,
      segments: 1,
      credits: 1,
      delivery_status: null,
    });
    expect(['scheduled', 'sending', 'sent']).toContain(message.status);
    expect(await balance()).toBe(before - 1);

    const sent = await eventually(
      async () =>
        (await t.app.inject({ url: `/v1/messaging/message/${message.id}`, headers: bearer(owner) })).json()
          .data,
      (data) => data.status === 'sent',
    );
    expect(sent.status).toBe('sent');
    expect(sent.delivery_status).toBeNull();
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row).toMatchObject({ provider: 'local', providerMessageId: `local-${message.id}`, attempts: 1 });
  });

  it('is found by the message search filtered by contact', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/messaging/message/search',
      headers: bearer(owner),
      payload: {
        filters: { recipient_contact_id: mariaId, channel: 'sms' },
        sort: ['-created_at'],
        limit: 25,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((m: { recipient_contact_id: number }) => m.recipient_contact_id === mariaId)).toBe(
      true,
    );
    expect(body.pagination.total_items).toBe(body.data.length);
  });

  it.each([
    [{ content: '   ' }, 'content', 'Escribe el mensaje.'],
    [{ content: 'a'.repeat(100) }, 'content', 'El mensaje debe tener menos de 100 caracteres.'],
    [{ content: 'Hola', channel: 'whatsapp' }, 'channel', 'Por ahora los mensajes se envían por SMS.'],
    [{}, 'content', undefined],
  ])('refuses %j with a 422 on %s and stores nothing', async (payload, field, message) => {
    const count = (await t.database.db.select().from(messages)).length;
    const response = await sendTo(mariaId, payload);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(errors[field]).toBeDefined();
    if (message) expect(errors[field]).toEqual([message]);
    expect((await t.database.db.select().from(messages)).length).toBe(count);
  });

  it('refuses a customer without a valid phone with a Spanish message on content', async () => {
    const [bad] = await t.database.db
      .insert(contacts)
      .values({ companyId, name: 'Sin Teléfono', phone: '123' })
      .returning({ id: contacts.id });
    const response = await sendTo(bad?.id ?? 0, { content: 'Hola' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ content: ['El número de celular del cliente no es válido.'] });
  });

  it("answers 404 for another company's customer", async () => {
    const [other] = await t.database.db.insert(companies).values({ name: 'Otra Fonda' }).returning();
    const [stranger] = await t.database.db
      .insert(contacts)
      .values({ companyId: other?.id ?? 0, name: 'Cliente Ajeno', phone: '+525599999999' })
      .returning({ id: contacts.id });
    expect((await sendTo(stranger?.id ?? 0, { content: 'Hola' })).statusCode).toBe(404);
  });

  it('is denied to users without a messaging, customers or host role', async () => {
    const reader = await loginAs(t.app, DEMO.reader);
    const kitchen = await loginAs(t.app, DEMO.kitchen);
    expect((await sendTo(mariaId, { content: 'Hola' }, kitchen)).statusCode).toBe(403);
    const search = await t.app.inject({
      method: 'POST',
      url: '/v1/messaging/message/search',
      headers: bearer(kitchen),
      payload: {},
    });
    expect(search.statusCode).toBe(403);
    expect((await sendTo(mariaId, { content: 'Hola' }, reader)).statusCode).toBe(403);
  });

  it('with too little balance answers errors.no_balance and queues nothing', async () => {
    const left = await balance();
    const [grant] = await t.database.db
      .select({ id: creditEntries.id })
      .from(creditEntries)
      .where(and(eq(creditEntries.companyId, companyId), eq(creditEntries.kind, 'plan')));
    await t.database.db
      .insert(creditEntries)
      .values({ companyId, type: 'messages', kind: 'spend', amount: -left, grantId: grant?.id ?? 0 });
    expect(await balance()).toBe(0);
    const count = (await t.database.db.select().from(messages)).length;

    const response = await sendTo(mariaId, { content: 'Hola' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: NO_BALANCE_MESSAGE,
      errors: { no_balance: [NO_BALANCE_MESSAGE] },
    });
    expect((await t.database.db.select().from(messages)).length).toBe(count);
    const jobs = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'messaging-deliver' and state = 'created'`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
