import { cleanPhone, isValidAccessPhone, isValidEmail, toE164 } from '../../domain/rules/phone';

/** 02 §5 Invoicing: the send dialogs' messages. */
export const SEND_MESSAGES = {
  recipientRequired: 'El nombre del destinatario es requerido',
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'Uno o más correos electrónicos son inválidos',
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'Escribe un teléfono de 10 dígitos o con lada internacional.',
} as const;

export interface EmailSendInput {
  recipient_name: string;
  emails: string;
  message: string;
}

/** The addresses typed, comma-separated. */
export const splitEmails = (text: string) =>
  text
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean);

/** The e-mail dialog's errors by field (empty when it may be sent). */
export function emailSendErrors(input: EmailSendInput): Partial<Record<'recipient_name' | 'emails', string>> {
  const errors: Partial<Record<'recipient_name' | 'emails', string>> = {};
  if (!input.recipient_name.trim()) errors.recipient_name = SEND_MESSAGES.recipientRequired;
  const emails = splitEmails(input.emails);
  if (emails.length === 0) errors.emails = SEND_MESSAGES.emailRequired;
  else if (!emails.every(isValidEmail)) errors.emails = SEND_MESSAGES.emailInvalid;
  return errors;
}

/** The WhatsApp dialog's error, or null with the phone in E.164. */
export function whatsappPhone(input: string): { phone: string } | { error: string } {
  const phone = cleanPhone(input);
  if (!phone) return { error: SEND_MESSAGES.phoneRequired };
  if (!isValidAccessPhone(phone)) return { error: SEND_MESSAGES.phoneInvalid };
  return { phone: toE164(phone) };
}
