import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { locations, messages, whatsappInbound } from '../../server/db/schema';
import type { JobContext } from '../../server/jobs/jobs';
import { deliverMessageInScope } from '../../server/modules/messaging/deliver-message';
import { queueCustomerMessage } from '../../server/modules/messaging/queue-customer-message';
import { lastWhatsappInbound } from '../../server/modules/messaging/whatsapp-inbound';
import { creditTotals } from '../../server/modules/subscription/credits/credit-balance';
import { hubSignature, twilioSignature } from '../../server/providers/messaging/webhook-signatures';
import type { MessageTemplate } from '../../server/providers/messaging/whatsapp-templates';
import { type ProviderServer, startProviderServer } from './helpers/provider-server';
import { startTestApp, type TestApp } from './helpers/test-app';

const APP_SECRET = 'secreto-de-meta';
const HOUR = 3_600_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const firstAttempt: JobContext = { id: 'job-1', retryCount: 0, isLastAttempt: false };
const ORDER_PLACED: MessageTemplate = {
  kind: 'order_placed',
  parameters: ['Carla', '1042', 'Taquería Demo', 'https://mostrador.test/p/abc'],
};

describe('WhatsApp messages outside and inside the 24-hour window (WhatsApp Cloud)', () => {
  let provider: ProviderServer;
  let t: TestApp;
  let companyId: number;
  let locationId: number;
  let phone = 0;

  beforeAll(async () => {
    provider = await startProviderServer();
    const messaging: Config['messaging'] = {
      provider: 'whatsapp-cloud',
      token: 'tok',
      phoneNumberId: '1098765',
      appSecret: APP_SECRET,
      verifyToken: undefined,
      apiUrl: provider.url,
    };
    t = await startTestApp({
      config: { messaging, whatsappTemplates: { order_placed: 'pedido_recibido' } },
      startJobs: false,
    });
    const [location] = await t.database.db.select().from(locations).limit(1);
    companyId = location?.companyId ?? 0;
    locationId = location?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  beforeEach(() => {
    provider.requests.length = 0;
  });

  /** A phone no test has used yet (the window is per phone). */
  function newPhone(): string {
    phone += 1;
    return `+5255${String(10_000_000 + phone)}`;
  }

  function queue(to: string, template: MessageTemplate | null, body = 'Hola Carla, recibimos tu pedido.') {
    return t.database.db.transaction((tx) =>
      queueCustomerMessage(tx, {
        companyId,
        locationId,
        channel: 'whatsapp',
        to,
        body,
        template,
        now: new Date(),
      }),
    );
  }

  async function deliver(id: number, at = new Date()) {
    provider.answer({ status: 200, body: { messages: [{ id: `wamid.out.${id}` }] } });
    await deliverMessageInScope(
      { ...t.app.deps, now: () => at, log: quiet },
      { messageId: id },
      firstAttempt,
    );
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    return row;
  }

  async function balance(): Promise<number> {
    const totals = await creditTotals(t.database.db, companyId, 'messages', new Date());
    return totals.total - totals.used;
  }

  /** Meta's webhook of a customer's message to our number, signed as Meta signs it. */
  function customerWrites(from: string, at: Date) {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                contacts: [{ wa_id: from, profile: { name: 'Carla' } }],
                messages: [
                  {
                    from,
                    id: `wamid.in.${at.getTime()}`,
                    timestamp: String(Math.floor(at.getTime() / 1000)),
                    type: 'text',
                    text: { body: 'Hola' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    return t.app.inject({
      method: 'POST',
      url: '/public/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(APP_SECRET, body) },
      payload: body,
    });
  }

  it('sends a business-initiated message as its approved template when the customer has not written', async () => {
    const id = await queue(newPhone(), ORDER_PLACED);
    expect(await deliver(id)).toMatchObject({ status: 'sent', templateName: 'pedido_recibido', error: null });
    const sent = JSON.parse(provider.requests[0]?.body ?? '');
    expect(sent.type).toBe('template');
    expect(sent.text).toBeUndefined();
    expect(sent.template).toEqual({
      name: 'pedido_recibido',
      language: { code: 'es_MX' },
      components: [
        { type: 'body', parameters: ORDER_PLACED.parameters.map((text) => ({ type: 'text', text })) },
      ],
    });
  });

  it('records the customer’s message from the webhook (Mexican 521 numbers as +52) and then sends free text for 24 hours', async () => {
    const to = newPhone();
    const wrote = new Date(Date.now() - HOUR);
    const webhook = await customerWrites(to.replace('+52', '521'), wrote);
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(await lastWhatsappInbound(t.database.db, to)).toEqual(
      new Date(Math.floor(wrote.getTime() / 1000) * 1000),
    );

    const inside = await queue(to, ORDER_PLACED);
    expect(await deliver(inside)).toMatchObject({ status: 'sent', templateName: null });
    expect(JSON.parse(provider.requests[0]?.body ?? '')).toMatchObject({
      type: 'text',
      text: { body: 'Hola Carla, recibimos tu pedido.' },
    });

    provider.requests.length = 0;
    const after = await queue(to, ORDER_PLACED);
    const dayLater = new Date(wrote.getTime() + 24 * HOUR + 60_000);
    expect(await deliver(after, dayLater)).toMatchObject({ status: 'sent', templateName: 'pedido_recibido' });
    expect(JSON.parse(provider.requests[0]?.body ?? '').type).toBe('template');
  });

  it('never moves the window back when an older message’s webhook arrives late', async () => {
    const to = newPhone();
    const recent = new Date(Date.now() - 60_000);
    await customerWrites(to.slice(1), recent);
    await customerWrites(to.slice(1), new Date(recent.getTime() - 30 * HOUR));
    expect(await lastWhatsappInbound(t.database.db, to)).toEqual(
      new Date(Math.floor(recent.getTime() / 1000) * 1000),
    );
  });

  it('fails a message whose kind has no template, with the reason in Spanish, no provider call and its credit back', async () => {
    const before = await balance();
    const id = await queue(newPhone(), {
      kind: 'loyalty_cashback',
      parameters: ['Carla', '$5.00', 'Taquería Demo', '$5.00', 'https://mostrador.test/tarjeta/x'],
    });
    expect(await balance()).toBe(before - 1);
    const row = await deliver(id);
    expect(row).toMatchObject({ status: 'failed', templateName: null });
    expect(row?.error).toBe(
      'Falta la plantilla de WhatsApp «Monedero: saldo ganado» (loyalty_cashback en WHATSAPP_TEMPLATES). El cliente no ha escrito a nuestro WhatsApp en las últimas 24 horas y, fuera de esa ventana, WhatsApp solo acepta plantillas aprobadas. No se cobró el mensaje.',
    );
    expect(provider.requests).toHaveLength(0);
    expect(await balance()).toBe(before);
  });

  it('fails a message without any template outside the window, and sends it as text inside', async () => {
    const to = newPhone();
    const id = await queue(to, null);
    expect((await deliver(id))?.error).toMatch(
      /^El cliente no ha escrito a nuestro WhatsApp en las últimas 24 horas/,
    );
    expect(provider.requests).toHaveLength(0);

    await customerWrites(to.slice(1), new Date());
    expect(await deliver(await queue(to, null))).toMatchObject({ status: 'sent', templateName: null });
  });

  it('ignores a forged customer message: nothing is recorded', async () => {
    const to = newPhone();
    const body = JSON.stringify({
      entry: [{ changes: [{ value: { messages: [{ from: to.slice(1), timestamp: '1' }] } }] }],
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/public/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature('otro', body) },
      payload: body,
    });
    expect(forged.statusCode).toBe(403);
    expect(await lastWhatsappInbound(t.database.db, to)).toBeNull();
  });
});

describe('Twilio incoming WhatsApp messages', () => {
  const PUBLIC_URL = 'https://mostrador.test';
  const PATH = '/public/webhooks/twilio/inbound';
  const AUTH_TOKEN = 'secreto-de-twilio';
  let t: TestApp;

  beforeAll(async () => {
    const messaging: Config['messaging'] = {
      provider: 'twilio',
      accountSid: `AC${'0'.repeat(32)}`,
      authToken: AUTH_TOKEN,
      smsFrom: '+15005550006',
      whatsappFrom: '+14155238886',
      apiUrl: 'http://127.0.0.1:9',
    };
    t = await startTestApp({ config: { messaging, publicUrl: PUBLIC_URL }, startJobs: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  function post(params: Record<string, string>, signature: string) {
    return t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams(params).toString(),
    });
  }

  it('records the sender of a signed incoming WhatsApp message and answers empty TwiML', async () => {
    const params = {
      MessageSid: 'SMin1',
      From: 'whatsapp:+5215598760001',
      To: 'whatsapp:+14155238886',
      Body: 'Hola',
      SmsStatus: 'received',
    };
    const before = Date.now();
    const response = await post(params, twilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${PATH}`, params));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(response.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    const at = await lastWhatsappInbound(t.database.db, '+525598760001');
    expect(at?.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('refuses a forged one and ignores SMS senders', async () => {
    const forged = { MessageSid: 'SMin2', From: 'whatsapp:+525598760002', Body: 'Hola' };
    expect((await post(forged, twilioSignature('otro', `${PUBLIC_URL}${PATH}`, forged))).statusCode).toBe(
      403,
    );
    expect(await lastWhatsappInbound(t.database.db, '+525598760002')).toBeNull();

    const sms = { MessageSid: 'SMin3', From: '+525598760003', Body: 'Hola' };
    expect((await post(sms, twilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${PATH}`, sms))).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(whatsappInbound).where(eq(whatsappInbound.phone, '+525598760003')),
    ).toEqual([]);
  });
});

describe('the local provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { whatsappTemplates: { order_placed: 'pedido_recibido' } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records the template it would have sent: the configured one, or one named after the kind', async () => {
    const [location] = await t.database.db.select().from(locations).limit(1);
    const deliver = async (template: MessageTemplate) => {
      const id = await t.database.db.transaction((tx) =>
        queueCustomerMessage(tx, {
          companyId: location?.companyId ?? 0,
          locationId: location?.id ?? 0,
          channel: 'whatsapp',
          to: '+525598760010',
          body: 'Hola',
          template,
          now: new Date(),
        }),
      );
      await deliverMessageInScope({ ...t.app.deps, log: quiet }, { messageId: id }, firstAttempt);
      const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
      return row;
    };
    expect(await deliver(ORDER_PLACED)).toMatchObject({ status: 'sent', templateName: 'pedido_recibido' });
    const cashback: MessageTemplate = {
      kind: 'loyalty_cashback',
      parameters: ['Carla', '$5.00', 'T', '$5.00', 'u'],
    };
    expect(await deliver(cashback)).toMatchObject({ status: 'sent', templateName: 'loyalty_cashback' });
  });
});
