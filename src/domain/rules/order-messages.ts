import type { OrderAction } from '../contract/shop-values';

/** What the customer is told: the order was placed, or the kitchen moved it. */
export type OrderMessageEvent = 'placed' | OrderAction;

export interface OrderMessageValues {
  name: string;
  number: string;
  business: string;
  url: string;
  deliveryType: 'delivery' | 'pickup';
}

/**
 * The text of each event, in the customer's words (Spanish, first name only). The wording keeps
 * to GSM-7 (no á, í, ó, ú), so with realistic values each one is a single SMS segment.
 */
export function orderMessageBody(event: OrderMessageEvent, values: OrderMessageValues): string {
  const hello = `Hola ${values.name.trim().split(/\s+/)[0] || values.name}`;
  const order = `tu pedido #${values.number} de ${values.business}`;
  switch (event) {
    case 'placed':
      return `${hello}, recibimos ${order}. Te avisaremos cuando lo confirmemos: ${values.url}`;
    case 'confirmed':
      return `${hello}, ${order} fue confirmado. Puedes seguirlo en ${values.url}`;
    case 'preparing':
      return `${hello}, ya estamos preparando ${order}.`;
    case 'ready':
      return values.deliveryType === 'pickup'
        ? `${hello}, ya puedes recoger ${order}.`
        : `${hello}, terminamos ${order}; en breve sale a tu domicilio.`;
    case 'shipped':
      return `${hello}, ${order} va en camino.`;
    case 'delivered':
      return `${hello}, ${order} fue entregado. ¡Gracias por tu compra!`;
    case 'canceled':
      return `${hello}, ${order} fue cancelado. Si tienes dudas, contacta al negocio.`;
  }
}
