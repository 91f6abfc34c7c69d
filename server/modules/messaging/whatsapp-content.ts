import type { OutgoingContent } from '../../providers/messaging/messaging-provider';
import {
  type MessageTemplate,
  WHATSAPP_TEMPLATE_KIND_NAMES,
  WHATSAPP_TEMPLATE_KINDS,
  type WhatsappTemplateMap,
} from '../../providers/messaging/whatsapp-templates';

/** WhatsApp's customer-service window: free-form text for 24 hours after the customer's last message. */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type WhatsappContent = { ok: true; content: OutgoingContent } | { ok: false; reason: string };

const OUTSIDE_WINDOW =
  'El cliente no ha escrito a nuestro WhatsApp en las últimas 24 horas y, fuera de esa ventana, WhatsApp solo acepta plantillas aprobadas';
const NOT_CHARGED = 'No se cobró el mensaje.';

/**
 * How a WhatsApp message may go out: as its free-form text within 24 hours of the customer's last
 * message to us; otherwise only as the approved template configured for its kind. Without one
 * it cannot go out at all, and the reason says which template is missing.
 */
export function whatsappContent(
  message: { body: string; template: MessageTemplate | null },
  lastInboundAt: Date | null,
  templates: WhatsappTemplateMap,
  now: Date,
): WhatsappContent {
  if (lastInboundAt && now.getTime() - lastInboundAt.getTime() < CUSTOMER_SERVICE_WINDOW_MS) {
    return { ok: true, content: { form: 'text', body: message.body } };
  }
  if (!message.template) {
    return { ok: false, reason: `${OUTSIDE_WINDOW} y este mensaje no tiene una. ${NOT_CHARGED}` };
  }
  const { kind, parameters } = message.template;
  const template = templates[kind];
  if (!template) {
    const label = WHATSAPP_TEMPLATE_KINDS[kind].label;
    return {
      ok: false,
      reason: `Falta la plantilla de WhatsApp «${label}» (${kind} en WHATSAPP_TEMPLATES). ${OUTSIDE_WINDOW}. ${NOT_CHARGED}`,
    };
  }
  return { ok: true, content: { form: 'template', template, parameters } };
}

/** Every kind named after itself: the stand-in templates of a provider that only records. */
const KIND_NAMES: WhatsappTemplateMap = Object.fromEntries(
  WHATSAPP_TEMPLATE_KIND_NAMES.map((kind) => [kind, kind]),
);

/**
 * The templates a provider sends with. One that only records (the local default) sends nothing
 * anywhere, so a kind left unconfigured is recorded as a template named after the kind: the demo
 * and the tests show the form a real provider would need, instead of failing every WhatsApp.
 */
export function templatesFor(
  provider: { recordsOnly: boolean },
  configured: WhatsappTemplateMap,
): WhatsappTemplateMap {
  return provider.recordsOnly ? { ...KIND_NAMES, ...configured } : configured;
}
