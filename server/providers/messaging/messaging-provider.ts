/** Channels a messaging provider carries (e-mail has its own provider). */
export type PhoneChannel = 'sms' | 'whatsapp';

/**
 * What goes out: free-form text, or an approved WhatsApp template (a Meta template name or a
 * Twilio Content SID) with its body parameters in order.
 */
export type OutgoingContent =
  | { form: 'text'; body: string }
  | { form: 'template'; template: string; parameters: string[] };

/** What a provider answered for one message. */
export type SendResult =
  | { ok: true; providerMessageId: string }
  /** `permanent`: retrying cannot help (a bad number, a rejected body); otherwise retry later. */
  | { ok: false; permanent: boolean; reason: string };

/**
 * Sends customer SMS and WhatsApp messages. 'Sent' means the provider took the message; only
 * the provider's delivery webhook may later say 'delivered'.
 */
export interface MessagingProvider {
  /** Stored on the message row ('local', 'twilio', 'whatsapp-cloud'). */
  readonly name: string;
  /** Nothing leaves the machine: the stored message is the only record of what was "sent". */
  readonly recordsOnly: boolean;
  send(channel: PhoneChannel, to: string, content: OutgoingContent, messageId: number): Promise<SendResult>;
}

/** 408, 429 and 5xx are worth retrying; other 4xx answers will not change. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** A network failure (no answer at all) is transient. */
export function networkFailure(error: unknown): SendResult {
  return {
    ok: false,
    permanent: false,
    reason: `Sin respuesta del proveedor: ${error instanceof Error ? error.message : String(error)}`,
  };
}
