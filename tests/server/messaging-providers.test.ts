import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmailProvider } from '../../server/providers/email/email-provider';
import { localMessagingProvider } from '../../server/providers/messaging/local-messaging-provider';
import type { OutgoingContent } from '../../server/providers/messaging/messaging-provider';
import { twilioMessagingProvider } from '../../server/providers/messaging/twilio-messaging-provider';
import {
  hubSignature,
  isValidHubSignature,
  isValidTwilioSignature,
  twilioSignature,
} from '../../server/providers/messaging/webhook-signatures';
import { whatsappCloudProvider } from '../../server/providers/messaging/whatsapp-cloud-provider';
import { type ProviderServer, startProviderServer } from './helpers/provider-server';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const CONTENT_SID = `HX${'0123456789abcdef'.repeat(2)}`;
const text = (body: string): OutgoingContent => ({ form: 'text', body });
const template = (name: string, parameters: string[]): OutgoingContent => ({
  form: 'template',
  template: name,
  parameters,
});
let server: ProviderServer;

beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function twilio() {
  return twilioMessagingProvider({
    accountSid: SID,
    authToken: 'secreto',
    smsFrom: '+15005550006',
    whatsappFrom: '+14155238886',
    apiUrl: server.url,
    statusCallbackUrl: 'https://mostrador.test/public/webhooks/twilio/status',
  });
}

describe('Twilio adapter', () => {
  it('posts the SMS form to the Messages API with basic auth and the status callback', async () => {
    server.answer({ status: 201, body: { sid: 'SM123', status: 'queued' } });
    const result = await twilio().send('sms', '+525512345678', text('Tu mesa está lista'), 7);
    expect(result).toEqual({ ok: true, providerMessageId: 'SM123' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:secreto`).toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+525512345678',
      From: '+15005550006',
      Body: 'Tu mesa está lista',
      StatusCallback: 'https://mostrador.test/public/webhooks/twilio/status',
    });
  });

  it('addresses WhatsApp messages with the whatsapp: prefix', async () => {
    server.answer({ status: 201, body: { sid: 'SM456' } });
    await twilio().send('whatsapp', '+525512345678', text('Hola'), 8);
    const form = new URLSearchParams(server.requests[0]?.body);
    expect(form.get('To')).toBe('whatsapp:+525512345678');
    expect(form.get('From')).toBe('whatsapp:+14155238886');
  });

  it('sends a WhatsApp template as its Content SID with numbered ContentVariables, and no Body', async () => {
    server.answer({ status: 201, body: { sid: 'SM789' } });
    const result = await twilio().send(
      'whatsapp',
      '+525512345678',
      template(CONTENT_SID, ['Carla', '#1042', 'Taquería Demo', 'https://mostrador.test/pedido/abc']),
      10,
    );
    expect(result).toEqual({ ok: true, providerMessageId: 'SM789' });
    const form = Object.fromEntries(new URLSearchParams(server.requests[0]?.body));
    expect(form).toEqual({
      To: 'whatsapp:+525512345678',
      From: 'whatsapp:+14155238886',
      ContentSid: CONTENT_SID,
      ContentVariables: JSON.stringify({
        1: 'Carla',
        2: '#1042',
        3: 'Taquería Demo',
        4: 'https://mostrador.test/pedido/abc',
      }),
      StatusCallback: 'https://mostrador.test/public/webhooks/twilio/status',
    });
  });

  it('reports a 400 as permanent and a 503 as worth retrying, with the reason', async () => {
    server.answer({
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number." },
    });
    expect(await twilio().send('sms', '+520000000000', text('Hola'), 9)).toEqual({
      ok: false,
      permanent: true,
      reason: "Twilio 400 (21211): The 'To' number is not a valid phone number.",
    });
    server.answer({ status: 503, body: {} });
    expect(await twilio().send('sms', '+525512345678', text('Hola'), 9)).toMatchObject({
      ok: false,
      permanent: false,
    });
  });

  it('treats an unreachable API as a transient failure', async () => {
    const offline = twilioMessagingProvider({
      accountSid: SID,
      authToken: 'x',
      smsFrom: '+15005550006',
      whatsappFrom: undefined,
      apiUrl: 'http://127.0.0.1:9',
      statusCallbackUrl: 'https://mostrador.test/x',
    });
    expect(await offline.send('sms', '+525512345678', text('Hola'), 1)).toMatchObject({
      ok: false,
      permanent: false,
    });
  });
});

describe('WhatsApp Cloud adapter', () => {
  it('posts a text message to /{phone_number_id}/messages with the bearer token', async () => {
    server.answer({ status: 200, body: { messages: [{ id: 'wamid.ABC' }] } });
    const provider = whatsappCloudProvider({ token: 'tok', phoneNumberId: '1098765', apiUrl: server.url });
    expect(await provider.send('whatsapp', '+525512345678', text('¡Gracias por tu visita!'), 3)).toEqual({
      ok: true,
      providerMessageId: 'wamid.ABC',
    });
    const [request] = server.requests;
    expect(request?.path).toBe('/1098765/messages');
    expect(request?.headers.authorization).toBe('Bearer tok');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '525512345678',
      type: 'text',
      text: { preview_url: false, body: '¡Gracias por tu visita!' },
    });
  });

  it('posts a template message: name, language es_MX and the body parameters as text', async () => {
    server.answer({ status: 200, body: { messages: [{ id: 'wamid.TPL' }] } });
    const provider = whatsappCloudProvider({ token: 'tok', phoneNumberId: '1098765', apiUrl: server.url });
    const result = await provider.send(
      'whatsapp',
      '+525512345678',
      template('pedido_recibido', ['Carla', '1042', 'Taquería Demo', 'https://mostrador.test/p/abc']),
      4,
    );
    expect(result).toEqual({ ok: true, providerMessageId: 'wamid.TPL' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '525512345678',
      type: 'template',
      template: {
        name: 'pedido_recibido',
        language: { code: 'es_MX' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Carla' },
              { type: 'text', text: '1042' },
              { type: 'text', text: 'Taquería Demo' },
              { type: 'text', text: 'https://mostrador.test/p/abc' },
            ],
          },
        ],
      },
    });
  });

  it('refuses SMS without calling the API', async () => {
    const provider = whatsappCloudProvider({ token: 'tok', phoneNumberId: '1', apiUrl: server.url });
    expect(await provider.send('sms', '+525512345678', text('Hola'), 1)).toMatchObject({
      ok: false,
      permanent: true,
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('the local provider', () => {
  it('logs the message and reports it handed to the local outbox, never delivered', async () => {
    const lines: string[] = [];
    const provider = localMessagingProvider({ info: (_fields, message) => lines.push(message) });
    expect(await provider.send('sms', '+525512345678', text('Tu mesa está lista'), 42)).toEqual({
      ok: true,
      providerMessageId: 'local-42',
    });
    expect(lines).toEqual(['outbox local: sms a +525512345678: Tu mesa está lista']);
    expect(provider.name).toBe('local');
  });

  it('records the template and parameters it would have sent instead of free text', async () => {
    const records: { fields: object; message: string }[] = [];
    const provider = localMessagingProvider({ info: (fields, message) => records.push({ fields, message }) });
    await provider.send('whatsapp', '+525512345678', template('monedero_saldo', ['Carla', '$5.00']), 43);
    expect(records).toEqual([
      {
        fields: {
          messageId: 43,
          channel: 'whatsapp',
          to: '+525512345678',
          form: 'template',
          template: 'monedero_saldo',
          parameters: ['Carla', '$5.00'],
        },
        message: 'outbox local: whatsapp a +525512345678: plantilla monedero_saldo ("Carla", "$5.00")',
      },
    ]);
  });
});

describe('webhook signatures', () => {
  const params = { MessageSid: 'SM123', MessageStatus: 'delivered', AccountSid: SID };
  const url = 'https://mostrador.test/public/webhooks/twilio/status';

  it('accepts the Twilio signature of the URL and sorted parameters, and nothing else', () => {
    const signature = twilioSignature('secreto', url, params);
    expect(isValidTwilioSignature('secreto', url, params, signature)).toBe(true);
    expect(isValidTwilioSignature('otro', url, params, signature)).toBe(false);
    expect(isValidTwilioSignature('secreto', url, { ...params, MessageStatus: 'read' }, signature)).toBe(
      false,
    );
    expect(isValidTwilioSignature('secreto', `${url}?x=1`, params, signature)).toBe(false);
    expect(isValidTwilioSignature('secreto', url, params, undefined)).toBe(false);
  });

  it('accepts the X-Hub-Signature-256 of the raw body, and nothing else', () => {
    const body = '{"entry":[]}';
    expect(hubSignature('app-secret', body)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(isValidHubSignature('app-secret', body, hubSignature('app-secret', body))).toBe(true);
    expect(isValidHubSignature('app-secret', `${body} `, hubSignature('app-secret', body))).toBe(false);
    expect(isValidHubSignature('app-secret', body, 'sha256=00')).toBe(false);
  });
});

describe('e-mail', () => {
  it('writes a readable .eml into the outbox without SMTP_URL', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'mostrador-outbox-'));
    try {
      const email = createEmailProvider({
        smtpUrl: undefined,
        from: 'Taquería Demo <hola@taqueria.demo>',
        outboxDir,
      });
      const file = await email.send({
        to: 'fer.flores@correo.mx',
        subject: 'Tu factura',
        text: 'Gracias por tu compra.',
      });
      expect(await readdir(outboxDir)).toEqual([file]);
      const eml = await readFile(join(outboxDir, file), 'utf8');
      expect(eml).toContain('To: fer.flores@correo.mx');
      expect(eml).toContain('Subject: Tu factura');
      expect(eml).toContain('Gracias por tu compra.');
      expect(email.name).toBe('eml');
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
