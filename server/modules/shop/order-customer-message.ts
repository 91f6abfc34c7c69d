import type { ShopSettings } from '../../../src/domain/contract/settings';
import {
  type OrderMessageEvent,
  type OrderMessageValues,
  orderMessageBody,
} from '../../../src/domain/rules/order-messages';
import { toGsm7Text } from '../../../src/domain/rules/sms-text';
import type { Tx } from '../../db/client';
import { type MessageTemplate, messageTemplate } from '../../providers/messaging/whatsapp-templates';

import { PublicMessageCapError, type PublicTrigger } from '../messaging/public-message-caps';
import { queueCustomerMessage } from '../messaging/queue-customer-message';
import { NoBalanceError } from '../subscription/credits/spend-credits';

export interface OrderRecipient {
  id: number;
  number: string;
  deliveryType: 'delivery' | 'pickup';
  contactName: string;
  contactPhone: string | null;
  contactId: number | null;
}

export interface OrderMessageInput {
  companyId: number;
  locationId: number;
  /** Null for the customer's own order and for jobs. */
  userId: number | null;
  order: OrderRecipient;
  settings: ShopSettings;
  event: OrderMessageEvent;
  /** The location's name and the order's public page. */
  business: string;
  url: string;
  now: Date;
  /** The customer's own order on the public page: capped (public-message-caps.ts). */
  publicTrigger?: PublicTrigger;
}

export interface OrderMessageResult {
  outcome: 'queued' | 'no_balance' | 'none';
  messageId: number | null;
}

/** The same news as an approved template's parameters, for a WhatsApp send outside the 24-hour window. */
export function orderMessageTemplate(event: OrderMessageEvent, values: OrderMessageValues): MessageTemplate {
  const nombre = values.name.trim().split(/\s+/)[0] || values.name;
  const common = { nombre, numero: values.number, negocio: values.business };
  switch (event) {
    case 'placed':
      return messageTemplate('order_placed', { ...common, enlace: values.url });
    case 'confirmed':
      return messageTemplate('order_confirmed', { ...common, enlace: values.url });
    case 'ready':
      return messageTemplate('order_ready', {
        ...common,
        entrega: values.deliveryType === 'pickup' ? 'para recoger' : 'para salir a tu domicilio',
      });
    case 'preparing':
    case 'shipped':
    case 'delivered':
    case 'canceled':
      return messageTemplate(`order_${event}`, common);
  }
}

/**
 * Messages an order's customer inside the caller's transaction, on the shop's channel (WhatsApp for
 * the whatsapp reception channel, SMS otherwise), spending credits. A short balance never stops
 * the order: the savepoint drops only the message and the outcome says 'no_balance'. No phone or
 * notifications off: no message ('none'). After the commit the caller queues delivery with
 * sendMessageNow (which never throws).
 */
export async function messageOrderCustomer(tx: Tx, input: OrderMessageInput): Promise<OrderMessageResult> {
  const { order, settings } = input;
  if (!order.contactPhone || !settings.notifications_enabled) return { outcome: 'none', messageId: null };
  const channel = settings.order_reception_channel === 'whatsapp' ? 'whatsapp' : 'sms';
  // An SMS carries the names in GSM-7 letters, so one accent does not triple its cost.
  const text = channel === 'sms' ? toGsm7Text : (value: string) => value;
  const values: OrderMessageValues = {
    name: text(order.contactName),
    number: order.number,
    business: text(input.business),
    url: input.url,
    deliveryType: order.deliveryType,
  };
  try {
    const messageId = await tx.transaction((savepoint) =>
      queueCustomerMessage(savepoint, {
        companyId: input.companyId,
        locationId: input.locationId,
        channel,
        to: order.contactPhone ?? '',
        body: orderMessageBody(input.event, values),
        template: orderMessageTemplate(input.event, values),
        contactId: order.contactId,
        saleId: order.id,
        userId: input.userId,
        publicTrigger: input.publicTrigger,
        now: input.now,
      }),
    );
    return { outcome: 'queued', messageId };
  } catch (error) {
    if (error instanceof NoBalanceError) return { outcome: 'no_balance', messageId: null };
    if (error instanceof PublicMessageCapError) return { outcome: 'none', messageId: null };
    throw error;
  }
}

export interface NewOrderAlertInput {
  companyId: number;
  locationId: number;
  settings: ShopSettings;
  order: OrderRecipient & { total: string };
  url: string;
  now: Date;
  /** A new order from the public page: counts toward the business's cap of anonymous pages' messages. */
  publicTrigger?: PublicTrigger;
}

/**
 * The whatsapp reception channel (02 §3 "Shop configuration"): every new order also reaches the
 * shop's WhatsApp number, so a shop without a screen at hand still hears of it. A short balance
 * drops only this message (the order is in the inbox either way); other channels send nothing.
 */
export async function messageShopOfNewOrder(tx: Tx, input: NewOrderAlertInput): Promise<number | null> {
  const phone = input.settings.order_reception_config?.phone;
  if (input.settings.order_reception_channel !== 'whatsapp' || !phone) return null;
  const { order } = input;
  const type = order.deliveryType === 'delivery' ? 'a domicilio' : 'para recoger';
  const body = `Nuevo pedido #${order.number} ${type} de ${order.contactName}, total ${order.total}. Detalle: ${input.url}`;
  try {
    return await tx.transaction((savepoint) =>
      queueCustomerMessage(savepoint, {
        companyId: input.companyId,
        locationId: input.locationId,
        channel: 'whatsapp',
        to: phone,
        body,
        template: messageTemplate('order_new_alert', {
          numero: order.number,
          entrega: type,
          cliente: order.contactName,
          total: order.total,
          enlace: input.url,
        }),
        saleId: order.id,
        publicTrigger: input.publicTrigger,
        now: input.now,
      }),
    );
  } catch (error) {
    if (error instanceof NoBalanceError || error instanceof PublicMessageCapError) return null;
    throw error;
  }
}
