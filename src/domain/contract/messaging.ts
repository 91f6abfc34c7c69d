import * as v from 'valibot';
import { DELIVERY_STATUSES, MESSAGE_CHANNELS, MESSAGE_STATUSES } from './messaging-enums';

/** A customer message as the message list, detail and chat show it (01 §3.8). */
export const MessageSchema = v.object({
  id: v.number(),
  text: v.string(),
  channel: v.picklist(MESSAGE_CHANNELS),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  status: v.picklist(MESSAGE_STATUSES),
  delivery_status: v.nullable(v.picklist(DELIVERY_STATUSES)),
  /** Why it failed, in the provider's words (null unless it failed or a retry is pending). */
  error: v.nullable(v.string()),
  segments: v.number(),
  credits: v.number(),
  created_at: v.string(),
  scheduled_to: v.string(),
  sent_at: v.nullable(v.string()),
  failed_at: v.nullable(v.string()),
  campaign_id: v.nullable(v.number()),
  queueId: v.nullable(v.number()),
  recipient_contact_id: v.nullable(v.number()),
});
export type Message = v.InferOutput<typeof MessageSchema>;

/** The chat's limit (01 §5.5, §9): the send button is disabled at 100 characters or more. */
export const CHAT_MAX_LENGTH = 99;

export const MESSAGE_ERRORS = {
  empty: 'Escribe el mensaje.',
  tooLong: `El mensaje debe tener menos de ${CHAT_MAX_LENGTH + 1} caracteres.`,
  channel: 'Por ahora los mensajes se envían por SMS.',
  invalidPhone: 'El número de celular del cliente no es válido.',
} as const;

/** Chat text (01 §5.5): trimmed, newlines collapsed to spaces. */
export function normalizeChatText(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** POST /v1/contact/{id}/message and POST /v1/waitlist/queue/{id}/message (01 §7.5). */
export const SendMessageBodySchema = v.object({
  content: v.pipe(
    v.string(),
    v.transform(normalizeChatText),
    v.minLength(1, MESSAGE_ERRORS.empty),
    v.maxLength(CHAT_MAX_LENGTH, MESSAGE_ERRORS.tooLong),
  ),
  channel: v.optional(v.picklist(['sms'], MESSAGE_ERRORS.channel), 'sms'),
});
