import {
  isTransientStatus,
  type MessagingProvider,
  networkFailure,
  type OutgoingContent,
} from './messaging-provider';
import { WHATSAPP_TEMPLATE_LANGUAGE } from './whatsapp-templates';

export interface WhatsappCloudSettings {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
}

/** The message object's type-specific part: free-form text, or an approved template. */
function messageContent(content: OutgoingContent): object {
  if (content.form === 'text') return { type: 'text', text: { preview_url: false, body: content.body } };
  return {
    type: 'template',
    template: {
      name: content.template,
      language: { code: WHATSAPP_TEMPLATE_LANGUAGE },
      components: [{ type: 'body', parameters: content.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
}

/** Meta's WhatsApp Cloud API (text and template messages), over fetch. SMS is not a channel it carries. */
export function whatsappCloudProvider(settings: WhatsappCloudSettings): MessagingProvider {
  const url = `${settings.apiUrl}/${settings.phoneNumberId}/messages`;
  return {
    name: 'whatsapp-cloud',
    recordsOnly: false,
    async send(channel, to, content) {
      if (channel !== 'whatsapp') {
        return { ok: false, permanent: true, reason: 'WhatsApp Cloud API no envía SMS.' };
      }
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: to.replace(/^\+/, ''),
            ...messageContent(content),
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return networkFailure(error);
      }
      const answer = (await response.json().catch(() => ({}))) as {
        messages?: { id: string }[];
        error?: { message?: string; code?: number };
      };
      const id = answer.messages?.[0]?.id;
      if (response.ok && id) return { ok: true, providerMessageId: id };
      const reason = `WhatsApp ${response.status}${answer.error?.code ? ` (${answer.error.code})` : ''}: ${answer.error?.message ?? 'respuesta inesperada'}`;
      return { ok: false, permanent: !isTransientStatus(response.status), reason };
    },
  };
}
