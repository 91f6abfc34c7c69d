import type { Message } from '../../../domain/contract/messaging';
import type { MessageChannel } from '../../../domain/contract/messaging-enums';
import { formatPhone } from '../../../lib/format';

export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  email: 'Correo',
};

/** The recipient: the phone, or the e-mail (01 §2.9). */
export function recipientOf(message: Message): string {
  if (message.phone) return formatPhone(message.phone);
  return message.email ?? '';
}

/** What the 'Mensaje' button says (01 §2.9): only campaigns send from here for now. */
export const MESSAGE_SOON =
  'Pronto podrás enviar mensajes informativos y promocionales desde aquí. Por ahora, envía una campaña de SMS a tus grupos de clientes.';
