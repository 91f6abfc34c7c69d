/**
 * The business-initiated WhatsApp messages we send, each with the approved template that carries
 * it outside the customer's 24-hour window. A template's body variables {{1}}, {{2}}, ... take
 * `parameters` in this order: the template registered with Meta or Twilio must declare exactly
 * these, no more and no fewer (the README lists them for whoever writes the templates).
 */
export const WHATSAPP_TEMPLATE_KINDS = {
  loyalty_cashback: {
    label: 'Monedero: saldo ganado',
    parameters: ['nombre', 'ganado', 'negocio', 'saldo', 'enlace'],
  },
  loyalty_stamp: {
    label: 'Tarjeta de sellos: sello sumado',
    parameters: ['nombre', 'sello', 'programa', 'actual', 'requeridos', 'enlace'],
  },
  loyalty_reward: {
    label: 'Tarjeta completada: premio',
    parameters: ['nombre', 'programa', 'negocio', 'premio', 'vigencia', 'enlace'],
  },
  order_placed: { label: 'Pedido recibido', parameters: ['nombre', 'numero', 'negocio', 'enlace'] },
  order_confirmed: { label: 'Pedido confirmado', parameters: ['nombre', 'numero', 'negocio', 'enlace'] },
  order_preparing: { label: 'Pedido en preparación', parameters: ['nombre', 'numero', 'negocio'] },
  order_ready: { label: 'Pedido listo', parameters: ['nombre', 'numero', 'negocio', 'entrega'] },
  order_shipped: { label: 'Pedido en camino', parameters: ['nombre', 'numero', 'negocio'] },
  order_delivered: { label: 'Pedido entregado', parameters: ['nombre', 'numero', 'negocio'] },
  order_canceled: { label: 'Pedido cancelado', parameters: ['nombre', 'numero', 'negocio'] },
  campaign_message: { label: 'Campaña', parameters: ['nombre', 'negocio', 'mensaje'] },
  order_new_alert: {
    label: 'Aviso de pedido nuevo al negocio',
    parameters: ['numero', 'entrega', 'cliente', 'total', 'enlace'],
  },
  invoice_sent: { label: 'Factura enviada', parameters: ['nombre', 'factura', 'negocio', 'enlace'] },
} as const satisfies Record<string, { label: string; parameters: readonly string[] }>;

export type WhatsappTemplateKind = keyof typeof WHATSAPP_TEMPLATE_KINDS;
export const WHATSAPP_TEMPLATE_KIND_NAMES = Object.keys(WHATSAPP_TEMPLATE_KINDS) as WhatsappTemplateKind[];

/** The language every template is approved in (Meta's `language.code`). */
export const WHATSAPP_TEMPLATE_LANGUAGE = 'es_MX';

/** Configured template per kind: a Meta template name, or a Twilio Content SID (HX…). */
export type WhatsappTemplateMap = Partial<Record<WhatsappTemplateKind, string>>;

/** What a message offers for a template send: its kind and the body parameters, in order. */
export interface MessageTemplate {
  kind: WhatsappTemplateKind;
  parameters: string[];
}

type ValuesOf<K extends WhatsappTemplateKind> = Record<
  (typeof WHATSAPP_TEMPLATE_KINDS)[K]['parameters'][number],
  string
>;

/** The template content of a message kind, its parameters in the template's order. */
export function messageTemplate<K extends WhatsappTemplateKind>(
  kind: K,
  values: ValuesOf<K>,
): MessageTemplate {
  const names: readonly (keyof ValuesOf<K>)[] = WHATSAPP_TEMPLATE_KINDS[kind].parameters;
  return { kind, parameters: names.map((name) => values[name]) };
}

export function isWhatsappTemplateKind(value: string): value is WhatsappTemplateKind {
  return Object.hasOwn(WHATSAPP_TEMPLATE_KINDS, value);
}
