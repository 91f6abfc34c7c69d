import type { Config } from '../../config';
import { type LocalOutboxLog, localMessagingProvider } from './local-messaging-provider';
import type { MessagingProvider } from './messaging-provider';
import { twilioMessagingProvider } from './twilio-messaging-provider';
import { whatsappCloudProvider } from './whatsapp-cloud-provider';

/** Path of the Twilio status webhook; its full public URL is what Twilio signs. */
export const TWILIO_STATUS_PATH = '/public/webhooks/twilio/status';
/** Path of Twilio's incoming-message webhook ('A message comes in' of the WhatsApp sender). */
export const TWILIO_INBOUND_PATH = '/public/webhooks/twilio/inbound';
export const WHATSAPP_WEBHOOK_PATH = '/public/webhooks/whatsapp';

/** The provider MESSAGING_PROVIDER names (the configuration was validated at start). */
export function createMessagingProvider(config: Config, log: LocalOutboxLog): MessagingProvider {
  const messaging = config.messaging;
  if (messaging.provider === 'twilio') {
    return twilioMessagingProvider({
      ...messaging,
      statusCallbackUrl: `${config.publicUrl}${TWILIO_STATUS_PATH}`,
    });
  }
  if (messaging.provider === 'whatsapp-cloud') return whatsappCloudProvider(messaging);
  return localMessagingProvider(log);
}
