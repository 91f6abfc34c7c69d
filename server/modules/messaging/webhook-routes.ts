import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { DeliveryStatus } from '../../../src/domain/contract/messaging-enums';
import type { Db } from '../../db/client';
import { webhookReceipts } from '../../db/schema';
import type { App } from '../../http/app-types';
import { ApiError, NotFoundError, UnauthorizedError } from '../../http/errors';
import {
  TWILIO_INBOUND_PATH,
  TWILIO_STATUS_PATH,
  WHATSAPP_WEBHOOK_PATH,
} from '../../providers/messaging/create-messaging-provider';
import {
  isValidHubSignature,
  isValidTwilioSignature,
  sameText,
} from '../../providers/messaging/webhook-signatures';
import { applyDeliveryReport } from './delivery-status';
import { applyStopReply } from './stop-reply';
import { recordWhatsappInbound, whatsappSender } from './whatsapp-inbound';

class BadSignatureError extends ApiError {
  constructor() {
    super(403, 'La firma del aviso no es válida.', 'INVALID_SIGNATURE');
  }
}

/** Meta's GET handshake when the webhook is registered: echo hub.challenge for our verify token. */
const WhatsappHandshakeSchema = v.object({
  'hub.mode': v.optional(v.string()),
  'hub.verify_token': v.optional(v.pipe(v.string(), v.maxLength(200))),
  'hub.challenge': v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});

/** Twilio's MessageStatus values that say something about delivery. */
const TWILIO_STATUSES: Record<string, DeliveryStatus> = {
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

/** WhatsApp Cloud's status values that say something about delivery. */
const WHATSAPP_STATUSES: Record<string, DeliveryStatus> = {
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

/** A customer's message to our WhatsApp number: who and when open the 24-hour window; 'STOP' or 'BAJA' unsubscribes. */
interface WhatsappInboundMessage {
  from?: string;
  timestamp?: string;
  text?: { body?: string };
}

/** When a customer's message was sent, by its Unix-seconds timestamp; never later than now. */
function sentAt(timestamp: string | undefined, now: Date): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 && seconds * 1000 < now.getTime()
    ? new Date(seconds * 1000)
    : now;
}

interface WhatsappStatus {
  id?: string;
  status?: string;
  timestamp?: string;
  errors?: { code?: number; title?: string; message?: string }[];
}

/**
 * Records a verified webhook by a fingerprint of its signed body; false when the same one was
 * already applied (a replay), which then changes nothing.
 */
async function firstReceipt(db: Db, provider: string, signedBody: string): Promise<boolean> {
  const fingerprint = createHash('sha256').update(signedBody).digest('hex');
  const inserted = await db
    .insert(webhookReceipts)
    .values({ provider, fingerprint })
    .onConflictDoNothing()
    .returning({ id: webhookReceipts.id });
  return inserted.length > 0;
}

function rawText(body: unknown): string {
  return typeof body === 'string' ? body : '';
}

/**
 * Webhooks of Twilio and WhatsApp Cloud: delivery statuses, and customers' incoming WhatsApp
 * messages (which open the 24-hour window for free-form text). Public routes, verified by
 * signature over the raw body (missing → 401, wrong → 403, nothing changes); a replayed webhook is
 * acknowledged and ignored; a status never goes back.
 */
export async function messagingWebhookRoutes(app: App): Promise<void> {
  // Provider callbacks find messages by the provider's id, across companies: the platform path.
  const { platformDb: db, config, now } = app.deps;
  const messaging = config.messaging;

  // These routes need the exact bytes the provider signed.
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (
      _request: FastifyRequest,
      body: string | Buffer,
      done: (error: Error | null, body?: unknown) => void,
    ) => {
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    },
  );

  /** The parameters of a Twilio webhook posted to `path`, after its signature and replay checks; null for a replay. */
  async function twilioWebhook(
    request: FastifyRequest,
    path: string,
  ): Promise<Record<string, string> | null> {
    if (messaging.provider !== 'twilio') throw new NotFoundError();
    const body = rawText(request.body);
    const params = Object.fromEntries(new URLSearchParams(body));
    const signature = request.headers['x-twilio-signature'];
    if (typeof signature !== 'string') throw new UnauthorizedError('Falta la firma del aviso.');
    if (!isValidTwilioSignature(messaging.authToken, `${config.publicUrl}${path}`, params, signature)) {
      throw new BadSignatureError();
    }
    return (await firstReceipt(db, 'twilio', `${signature}\n${body}`)) ? params : null;
  }

  app.post(
    TWILIO_STATUS_PATH,
    { config: { public: true }, schema: { summary: 'Aviso de entrega de Twilio', tags: ['webhooks'] } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = await twilioWebhook(request, TWILIO_STATUS_PATH);
      if (!params) return reply.send({ data: { duplicate: true } });
      const status = TWILIO_STATUSES[params.MessageStatus ?? ''];
      if (status && params.MessageSid) {
        const reason = params.ErrorCode
          ? `Twilio ${params.ErrorCode}${params.ErrorMessage ? `: ${params.ErrorMessage}` : ''}`
          : null;
        await applyDeliveryReport(db, {
          provider: 'twilio',
          providerMessageId: params.MessageSid,
          status,
          reason,
          at: now(),
        });
      }
      return reply.send({ data: { received: true } });
    },
  );

  app.post(
    TWILIO_INBOUND_PATH,
    {
      config: { public: true },
      schema: {
        summary:
          'Mensaje entrante por Twilio, SMS o WhatsApp (WhatsApp abre la ventana de 24 horas; STOP o BAJA da de baja de campañas)',
        tags: ['webhooks'],
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = await twilioWebhook(request, TWILIO_INBOUND_PATH);
      const from = params?.From ?? '';
      const phone = whatsappSender(from);
      if (phone && from.startsWith('whatsapp:')) await recordWhatsappInbound(db, phone, now());
      if (phone) await applyStopReply(db, phone, params?.Body ?? '', now());
      // Twilio reads the answer as TwiML: an empty one replies nothing to the customer.
      return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  );

  app.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      config: { public: true },
      schema: {
        summary: 'Verificación de la suscripción del webhook de WhatsApp Cloud API',
        tags: ['webhooks'],
        querystring: WhatsappHandshakeSchema,
      },
    },
    async (request, reply) => {
      if (messaging.provider !== 'whatsapp-cloud') throw new NotFoundError();
      const query = request.query;
      const token = query['hub.verify_token'];
      if (
        query['hub.mode'] !== 'subscribe' ||
        !messaging.verifyToken ||
        token === undefined ||
        !sameText(messaging.verifyToken, token)
      ) {
        throw new BadSignatureError();
      }
      return reply.type('text/plain').send(query['hub.challenge']);
    },
  );

  app.post(
    WHATSAPP_WEBHOOK_PATH,
    {
      config: { public: true },
      schema: { summary: 'Aviso de entrega de WhatsApp Cloud API', tags: ['webhooks'] },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (messaging.provider !== 'whatsapp-cloud') throw new NotFoundError();
      const body = rawText(request.body);
      const signature = request.headers['x-hub-signature-256'];
      if (typeof signature !== 'string') throw new UnauthorizedError('Falta la firma del aviso.');
      if (!isValidHubSignature(messaging.appSecret, body, signature)) throw new BadSignatureError();
      if (!(await firstReceipt(db, 'whatsapp-cloud', body))) return reply.send({ data: { duplicate: true } });
      let payload: {
        entry?: {
          changes?: { value?: { statuses?: WhatsappStatus[]; messages?: WhatsappInboundMessage[] } }[];
        }[];
      };
      try {
        payload = JSON.parse(body) as typeof payload;
      } catch {
        return reply.code(400).send({ message: 'El aviso no es JSON válido.' });
      }
      const values = (payload.entry ?? []).flatMap((entry) =>
        (entry.changes ?? []).flatMap((change) => (change.value ? [change.value] : [])),
      );
      for (const inbound of values.flatMap((value) => value.messages ?? [])) {
        const phone = whatsappSender(inbound.from ?? '');
        if (phone) await recordWhatsappInbound(db, phone, sentAt(inbound.timestamp, now()));
        if (phone) await applyStopReply(db, phone, inbound.text?.body ?? '', now());
      }
      const statuses = values.flatMap((value) => value.statuses ?? []);
      for (const item of statuses) {
        const status = WHATSAPP_STATUSES[item.status ?? ''];
        if (!status || !item.id) continue;
        const error = item.errors?.[0];
        const reason = error
          ? `WhatsApp ${error.code ?? ''}: ${error.message ?? error.title ?? ''}`.trim()
          : null;
        await applyDeliveryReport(db, {
          provider: 'whatsapp-cloud',
          providerMessageId: item.id,
          status,
          reason,
          at: now(),
        });
      }
      return reply.send({ data: { received: true } });
    },
  );
}
