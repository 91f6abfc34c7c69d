import type { Tx } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { type MessageTemplate, messageTemplate } from '../../providers/messaging/whatsapp-templates';
import { queueCustomerMessage } from '../messaging/queue-customer-message';
import { NoBalanceError } from '../subscription/credits/spend-credits';

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** What a completed sale tells the customer. */
export type LoyaltyMessageEvent =
  | { kind: 'cashback'; earned: number; used: number; balance: number }
  | { kind: 'stamp'; stampName: string; current: number; required: number }
  | { kind: 'reward'; conditions: string | null; expiresAt: Date; timeZone: string };

export interface LoyaltyMessageValues {
  name: string;
  business: string;
  program: string;
  url: string;
  /** The purchase's self-invoice page, when the business can invoice it. */
  invoiceUrl?: string | null;
}

function longDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(instant);
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

/** What the sale did to the card, with the card link. */
function cardNews(event: LoyaltyMessageEvent, values: LoyaltyMessageValues): string {
  const first = firstName(values.name);
  switch (event.kind) {
    case 'cashback': {
      const earned = `ganaste ${money.format(event.earned)} en tu monedero de ${values.business}`;
      const paid = event.used > 0 ? `pagaste ${money.format(event.used)} con tu monedero y ` : '';
      return `Hola ${first}, ${paid}${earned}. Saldo: ${money.format(event.balance)}. Consulta tu tarjeta: ${values.url}`;
    }
    case 'stamp':
      return `Hola ${first}, sumaste un ${event.stampName.toLowerCase()} en ${values.program}: ${event.current} de ${event.required}. Tu tarjeta: ${values.url}`;
    case 'reward': {
      const prize = event.conditions ? `Tu premio (${event.conditions})` : 'Tu premio';
      return `¡Felicidades ${first}! Completaste tu tarjeta ${values.program} de ${values.business}. ${prize} es válido hasta el ${longDate(event.expiresAt, event.timeZone)}. Tu tarjeta: ${values.url}`;
    }
  }
}

/**
 * The WhatsApp text of a completed sale (Spanish, first name only, with the card link and, when
 * the business invoices, the purchase's self-invoice link). One credit whatever its length (up to
 * WhatsApp's 4,096 characters); loyalty messages are never SMS.
 */
export function loyaltyMessageBody(event: LoyaltyMessageEvent, values: LoyaltyMessageValues): string {
  const news = cardNews(event, values);
  return values.invoiceUrl ? `${news} Factura tu compra: ${values.invoiceUrl}` : news;
}

/** The same news as an approved template's parameters, for a send outside the 24-hour window. */
export function loyaltyMessageTemplate(
  event: LoyaltyMessageEvent,
  values: LoyaltyMessageValues,
): MessageTemplate {
  const nombre = firstName(values.name);
  switch (event.kind) {
    case 'cashback':
      return messageTemplate('loyalty_cashback', {
        nombre,
        ganado: money.format(event.earned),
        negocio: values.business,
        saldo: money.format(event.balance),
        enlace: values.url,
      });
    case 'stamp':
      return messageTemplate('loyalty_stamp', {
        nombre,
        sello: event.stampName.toLowerCase(),
        programa: values.program,
        actual: String(event.current),
        requeridos: String(event.required),
        enlace: values.url,
      });
    case 'reward':
      return messageTemplate('loyalty_reward', {
        nombre,
        programa: values.program,
        negocio: values.business,
        premio: event.conditions ?? 'Tu premio',
        vigencia: longDate(event.expiresAt, event.timeZone),
        enlace: values.url,
      });
  }
}

/** A sale's message: its free-form text and its template. */
export function loyaltyMessage(event: LoyaltyMessageEvent, values: LoyaltyMessageValues) {
  return { body: loyaltyMessageBody(event, values), template: loyaltyMessageTemplate(event, values) };
}

export interface LoyaltyMessageResult {
  outcome: 'queued' | 'no_balance' | 'none';
  messageId: number | null;
}

/**
 * Messages the customer by WhatsApp inside the sale's transaction, spending a credit. A short
 * balance never stops the sale: the savepoint drops only the message ('no_balance'). No phone, or
 * a stored phone WhatsApp cannot take: no message ('none'). The caller queues the delivery after the commit (sendMessageNow).
 */
export async function messageLoyaltyCustomer(
  tx: Tx,
  input: {
    companyId: number;
    locationId: number;
    userId: number | null;
    contactId: number;
    phone: string | null;
    body: string;
    template: MessageTemplate;
    now: Date;
  },
): Promise<LoyaltyMessageResult> {
  if (!input.phone) return { outcome: 'none', messageId: null };
  try {
    const messageId = await tx.transaction((savepoint) =>
      queueCustomerMessage(savepoint, {
        companyId: input.companyId,
        locationId: input.locationId,
        channel: 'whatsapp',
        to: input.phone ?? '',
        body: input.body,
        template: input.template,
        contactId: input.contactId,
        userId: input.userId,
        now: input.now,
      }),
    );
    return { outcome: 'queued', messageId };
  } catch (error) {
    if (error instanceof NoBalanceError) return { outcome: 'no_balance', messageId: null };
    if (error instanceof ValidationError) return { outcome: 'none', messageId: null };
    throw error;
  }
}
