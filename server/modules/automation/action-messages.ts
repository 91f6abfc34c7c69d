import { and, eq } from 'drizzle-orm';
import type { AutomationConfig } from '../../../src/domain/contract/automations';
import { AUTOMATION_MESSAGES } from '../../../src/domain/contract/automations';
import type { MessageChannel } from '../../../src/domain/contract/messaging-enums';
import { DEFAULT_WAITLIST_SETTINGS } from '../../../src/domain/contract/settings-defaults';
import { renderTemplate } from '../../../src/domain/rules/message-template';
import { toGsm7Text } from '../../../src/domain/rules/sms-text';
import { surveyForms } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { surveyPublicUrl } from '../../http/public-urls';
import { messageTemplate } from '../../providers/messaging/whatsapp-templates';
import { queueCustomerMessage } from '../messaging/queue-customer-message';
import { type ActionContext, type ActionOutcome, RUN_DETAILS } from './action-context';

interface Text {
  channel: MessageChannel;
  body: string;
  /** WhatsApp only: the approved template that carries a business's own text. */
  whatsapp: boolean;
}

/** Writes the event's customer one message (its credits spent in the same transaction). */
async function messageCustomer(context: ActionContext, text: Text): Promise<ActionOutcome> {
  const { event, location, now } = context;
  if (!event.data.phone) return { status: 'skipped', detail: RUN_DETAILS.noPhone };
  const messageId = await queueCustomerMessage(context.tx, {
    companyId: event.companyId,
    locationId: location.id,
    channel: text.channel,
    to: event.data.phone,
    body: text.body,
    template: text.whatsapp
      ? messageTemplate('campaign_message', {
          nombre: toGsm7Text(event.data.name ?? ''),
          negocio: toGsm7Text(location.name),
          mensaje: text.body,
        })
      : null,
    contactId: event.contactId,
    queueItemId:
      event.type === 'visit_completed' || event.type === 'booking_created' ? event.subjectId : null,
    saleId: event.type === 'order_delivered' ? event.subjectId : null,
    now,
  });
  return { status: 'done', messageId, detail: null };
}

const valuesOf = (context: ActionContext, url = '') => ({
  name: toGsm7Text(context.event.data.name ?? ''),
  business: toGsm7Text(context.location.name),
  date: '',
  url,
});

/**
 * The survey's link (PUBLIC_URL/r/{username}/encuesta/{id}) by SMS in the location's 'survey_rate'
 * wording (the waitlist settings' template). The survey must be an active one of the company.
 */
export async function sendSurvey(context: ActionContext, formId: number): Promise<ActionOutcome> {
  const [form] = await context.tx
    .select({ id: surveyForms.id })
    .from(surveyForms)
    .where(
      and(
        eq(surveyForms.id, formId),
        eq(surveyForms.companyId, context.event.companyId),
        eq(surveyForms.status, 'active'),
      ),
    );
  if (!form) throw new ConflictError(AUTOMATION_MESSAGES.surveyUnknown, 'AUTOMATION_SURVEY_INACTIVE');
  const wording =
    context.location.settings.message_templates.survey_rate?.trim() ||
    (DEFAULT_WAITLIST_SETTINGS.message_templates.survey_rate ?? '');
  const url = surveyPublicUrl(context.origin, context.location.username, form.id);
  return messageCustomer(context, {
    channel: 'sms',
    body: renderTemplate(wording, valuesOf(context, url)),
    whatsapp: false,
  });
}

/** The recipe's own text ({name}, {business}) by SMS or WhatsApp. */
export function sendMessage(context: ActionContext, config: AutomationConfig): Promise<ActionOutcome> {
  const channel: MessageChannel = config.channel === 'whatsapp' ? 'whatsapp' : 'sms';
  return messageCustomer(context, {
    channel,
    body: renderTemplate(String(config.message ?? ''), valuesOf(context)),
    whatsapp: channel === 'whatsapp',
  });
}
