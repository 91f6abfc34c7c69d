import type { MessagingProvider, OutgoingContent } from './messaging-provider';

export interface LocalOutboxLog {
  info(fields: object, message: string): void;
}

/** What the provider would have sent, as one readable line. */
function readable(content: OutgoingContent): string {
  if (content.form === 'text') return content.body;
  return `plantilla ${content.template} (${content.parameters.map((value) => JSON.stringify(value)).join(', ')})`;
}

/**
 * The default provider: no SMS or WhatsApp leaves this machine. The message row already holds
 * exactly what would be sent (and, for WhatsApp, the template it went out as); this logs one line
 * with the form it would have used, free text or template and parameters, and reports it handed
 * over to the local outbox ('sent', provider 'local'), never delivered to a phone.
 */
export function localMessagingProvider(log: LocalOutboxLog): MessagingProvider {
  return {
    name: 'local',
    recordsOnly: true,
    async send(channel, to, content, messageId) {
      log.info(
        { messageId, channel, to, ...content },
        `outbox local: ${channel} a ${to}: ${readable(content)}`,
      );
      return { ok: true, providerMessageId: `local-${messageId}` };
    },
  };
}
