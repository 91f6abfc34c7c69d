import type { MessagingProvider } from './messaging-provider';

export interface LocalOutboxLog {
  info(fields: object, message: string): void;
}

/**
 * The default provider: no SMS or WhatsApp leaves this machine. The message row already holds
 * exactly what would be sent; this logs one line and reports it handed over to the local outbox
 * ('sent', provider 'local'), never delivered to a phone.
 */
export function localMessagingProvider(log: LocalOutboxLog): MessagingProvider {
  return {
    name: 'local',
    recordsOnly: true,
    async send(channel, to, body, messageId) {
      log.info({ messageId, channel, to, body }, `outbox local: ${channel} a ${to}: ${body}`);
      return { ok: true, providerMessageId: `local-${messageId}` };
    },
  };
}
