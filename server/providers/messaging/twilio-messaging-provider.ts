import {
  isTransientStatus,
  type MessagingProvider,
  networkFailure,
  type OutgoingContent,
} from './messaging-provider';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  smsFrom: string;
  whatsappFrom: string | undefined;
  apiUrl: string;
  /** Where Twilio posts delivery statuses (signed with the auth token). */
  statusCallbackUrl: string;
}

/** Free-form text is `Body`; an approved template is its Content SID with variables "1", "2", ... */
function contentFields(content: OutgoingContent): Record<string, string> {
  if (content.form === 'text') return { Body: content.body };
  const variables = Object.fromEntries(content.parameters.map((value, index) => [String(index + 1), value]));
  return { ContentSid: content.template, ContentVariables: JSON.stringify(variables) };
}

/** Twilio's Messages API (SMS, and WhatsApp with `whatsapp:` addresses), over fetch. */
export function twilioMessagingProvider(settings: TwilioSettings): MessagingProvider {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    recordsOnly: false,
    async send(channel, to, content) {
      const from = channel === 'whatsapp' ? settings.whatsappFrom : settings.smsFrom;
      if (!from)
        return { ok: false, permanent: true, reason: 'No hay un número de WhatsApp de Twilio configurado.' };
      const address = (phone: string) => (channel === 'whatsapp' ? `whatsapp:${phone}` : phone);
      const form = new URLSearchParams({
        To: address(to),
        From: address(from),
        ...contentFields(content),
        StatusCallback: settings.statusCallbackUrl,
      });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return networkFailure(error);
      }
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        message?: string;
        code?: number;
      };
      if (response.ok && answer.sid) return { ok: true, providerMessageId: answer.sid };
      const reason = `Twilio ${response.status}${answer.code ? ` (${answer.code})` : ''}: ${answer.message ?? 'respuesta inesperada'}`;
      return { ok: false, permanent: !isTransientStatus(response.status), reason };
    },
  };
}
