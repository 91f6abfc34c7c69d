import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { contacts, locations, messages } from '../../server/db/schema';
import type { App } from '../../server/http/app-types';
import { hubSignature, twilioSignature } from '../../server/providers/messaging/webhook-signatures';
import { startTestApp, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://mostrador.test';
const TWILIO_PATH = '/public/webhooks/twilio/status';
const WHATSAPP_PATH = '/public/webhooks/whatsapp';
const AUTH_TOKEN = 'secreto-de-twilio';
const APP_SECRET = 'secreto-de-meta';

async function sentMessage(t: TestApp, provider: string, providerMessageId: string): Promise<number> {
  const [location] = await t.database.db.select().from(locations).limit(1);
  const [row] = await t.database.db
    .insert(messages)
    .values({
      companyId: location?.companyId ?? 0,
      locationId: location?.id ?? 0,
      channel: provider === 'twilio' ? 'sms' : 'whatsapp',
      recipient: '+525512345678',
      body: 'Tu mesa está lista',
      status: 'sent',
      provider,
      providerMessageId,
      sentAt: new Date(),
    })
    .returning({ id: messages.id });
  return row?.id ?? 0;
}

/** A customer of the company that sentMessage writes to (+525512345678), subscribed to campaigns. */
async function subscribedCustomer(t: TestApp): Promise<number> {
  const [location] = await t.database.db.select().from(locations).limit(1);
  const [row] = await t.database.db
    .insert(contacts)
    .values({ companyId: location?.companyId ?? 0, name: 'Cliente Baja', phone: '+525512345678' })
    .returning({ id: contacts.id });
  return row?.id ?? 0;
}

async function isSubscribed(t: TestApp, id: number): Promise<boolean | undefined> {
  const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
  return row?.isSubscribed;
}

async function messageRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
  return row;
}

describe('Twilio status webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    const messaging: Config['messaging'] = {
      provider: 'twilio',
      accountSid: `AC${'0'.repeat(32)}`,
      authToken: AUTH_TOKEN,
      smsFrom: '+15005550006',
      whatsappFrom: undefined,
      apiUrl: 'http://127.0.0.1:9',
    };
    t = await startTestApp({ config: { messaging, publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  function post(app: App, params: Record<string, string>, signature?: string) {
    return app.inject({
      method: 'POST',
      url: TWILIO_PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
      },
      payload: new URLSearchParams(params).toString(),
    });
  }
  const sign = (params: Record<string, string>) =>
    twilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${TWILIO_PATH}`, params);

  it('marks the message delivered when the signature is valid', async () => {
    const id = await sentMessage(t, 'twilio', 'SM-delivered');
    const params = { MessageSid: 'SM-delivered', MessageStatus: 'delivered' };
    const response = await post(t.app, params, sign(params));
    expect(response.statusCode, response.body).toBe(200);
    expect(await messageRow(t, id)).toMatchObject({ status: 'sent', deliveryStatus: 'delivered' });
  });

  it('records the reason of an undelivered message', async () => {
    const id = await sentMessage(t, 'twilio', 'SM-undelivered');
    const params = {
      MessageSid: 'SM-undelivered',
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
      ErrorMessage: 'Unreachable destination handset',
    };
    expect((await post(t.app, params, sign(params))).statusCode).toBe(200);
    expect(await messageRow(t, id)).toMatchObject({
      deliveryStatus: 'failed',
      error: 'Twilio 30003: Unreachable destination handset',
    });
  });

  it('answers 401 without a signature and 403 with a wrong one, changing nothing', async () => {
    const id = await sentMessage(t, 'twilio', 'SM-forged');
    const params = { MessageSid: 'SM-forged', MessageStatus: 'delivered' };
    const missing = await post(t.app, params);
    expect(missing.statusCode).toBe(401);
    const forged = await post(
      t.app,
      params,
      twilioSignature('otro-token', `${PUBLIC_URL}${TWILIO_PATH}`, params),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: 'La firma del aviso no es válida.' });
    expect((await messageRow(t, id))?.deliveryStatus).toBeNull();
  });

  it('ignores a replayed webhook and never goes back from read to delivered', async () => {
    const id = await sentMessage(t, 'twilio', 'SM-replay');
    const delivered = { MessageSid: 'SM-replay', MessageStatus: 'delivered' };
    const read = { MessageSid: 'SM-replay', MessageStatus: 'read' };
    expect((await post(t.app, delivered, sign(delivered))).json()).toEqual({ data: { received: true } });
    expect((await post(t.app, read, sign(read))).statusCode).toBe(200);
    const replay = await post(t.app, delivered, sign(delivered));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ data: { duplicate: true } });
    expect((await messageRow(t, id))?.deliveryStatus).toBe('read');
  });
});

describe('Twilio incoming SMS', () => {
  let t: TestApp;
  const INBOUND_PATH = '/public/webhooks/twilio/inbound';
  beforeAll(async () => {
    const messaging: Config['messaging'] = {
      provider: 'twilio',
      accountSid: `AC${'0'.repeat(32)}`,
      authToken: AUTH_TOKEN,
      smsFrom: '+15005550006',
      whatsappFrom: undefined,
      apiUrl: 'http://127.0.0.1:9',
    };
    t = await startTestApp({ config: { messaging, publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  function post(params: Record<string, string>, signature: string) {
    return t.app.inject({
      method: 'POST',
      url: INBOUND_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams(params).toString(),
    });
  }
  const sign = (params: Record<string, string>) =>
    twilioSignature(AUTH_TOKEN, `${PUBLIC_URL}${INBOUND_PATH}`, params);

  it("a 'BAJA' reply unsubscribes the customer from campaigns; a forged one or another text changes nothing", async () => {
    await sentMessage(t, 'twilio', 'SM-campaign');
    const customer = await subscribedCustomer(t);
    const thanks = { From: '+525512345678', Body: 'Gracias', MessageSid: 'SM-in-1' };
    expect((await post(thanks, sign(thanks))).statusCode).toBe(200);
    expect(await isSubscribed(t, customer)).toBe(true);

    const baja = { From: '+525512345678', Body: ' Baja. ', MessageSid: 'SM-in-2' };
    expect((await post(baja, sign({ ...baja, Body: 'otro' }))).statusCode).toBe(403);
    expect(await isSubscribed(t, customer)).toBe(true);

    expect((await post(baja, sign(baja))).statusCode).toBe(200);
    expect(await isSubscribed(t, customer)).toBe(false);
  });
});

describe('WhatsApp Cloud webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    const messaging: Config['messaging'] = {
      provider: 'whatsapp-cloud',
      token: 'tok',
      phoneNumberId: '1098765',
      appSecret: APP_SECRET,
      verifyToken: 'verificacion-local',
      apiUrl: 'http://127.0.0.1:9',
    };
    t = await startTestApp({ config: { messaging } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const statusBody = (id: string, status: string, errors?: unknown[]) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            { value: { statuses: [{ id, status, timestamp: '1700000000', ...(errors ? { errors } : {}) }] } },
          ],
        },
      ],
    });

  function post(body: string, signature?: string) {
    return t.app.inject({
      method: 'POST',
      url: WHATSAPP_PATH,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
      payload: body,
    });
  }

  it('applies signed statuses, refuses unsigned or forged ones and ignores replays', async () => {
    const id = await sentMessage(t, 'whatsapp-cloud', 'wamid.1');
    const delivered = statusBody('wamid.1', 'delivered');

    expect((await post(delivered)).statusCode).toBe(401);
    expect((await post(delivered, hubSignature('otro', delivered))).statusCode).toBe(403);
    expect((await messageRow(t, id))?.deliveryStatus).toBeNull();

    expect((await post(delivered, hubSignature(APP_SECRET, delivered))).statusCode).toBe(200);
    expect((await messageRow(t, id))?.deliveryStatus).toBe('delivered');
    const replay = await post(delivered, hubSignature(APP_SECRET, delivered));
    expect(replay.json()).toEqual({ data: { duplicate: true } });
  });

  it("a customer's 'STOP' by WhatsApp unsubscribes them from campaigns", async () => {
    await sentMessage(t, 'whatsapp-cloud', 'wamid.campaign');
    const customer = await subscribedCustomer(t);
    const body = JSON.stringify({
      entry: [
        {
          changes: [
            {
              value: {
                messages: [{ from: '5215512345678', timestamp: '1700000000', text: { body: 'STOP' } }],
              },
            },
          ],
        },
      ],
    });
    expect((await post(body, hubSignature('otro', body))).statusCode).toBe(403);
    expect(await isSubscribed(t, customer)).toBe(true);
    expect((await post(body, hubSignature(APP_SECRET, body))).statusCode).toBe(200);
    expect(await isSubscribed(t, customer)).toBe(false);
  });

  it('answers Meta’s subscription handshake only with the configured verify token', async () => {
    const handshake = (token: string) =>
      t.app.inject({
        url: `${WHATSAPP_PATH}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const accepted = await handshake('verificacion-local');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toBe('1158201444');
    expect((await handshake('otro')).statusCode).toBe(403);
  });

  it('records a failed status with the reason', async () => {
    const id = await sentMessage(t, 'whatsapp-cloud', 'wamid.2');
    const failed = statusBody('wamid.2', 'failed', [{ code: 131026, title: 'Message undeliverable' }]);
    expect((await post(failed, hubSignature(APP_SECRET, failed))).statusCode).toBe(200);
    expect(await messageRow(t, id)).toMatchObject({
      deliveryStatus: 'failed',
      error: 'WhatsApp 131026: Message undeliverable',
    });
  });
});

describe('with the local provider', () => {
  it('has no provider webhooks', async () => {
    const t = await startTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: TWILIO_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'MessageSid=x',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
