import {
  MAX_SCHEDULE_DAYS,
  PUBLIC_SHOP_MESSAGES,
  type PublicOrderBody,
  type PublicShop,
} from '../../../domain/contract/public-shop';
import type { OrderDeliveryType } from '../../../domain/contract/shop';
import { moneyAmount, readMoney } from '../../../domain/rules/money-input';
import { isValidAccessPhone, toE164 } from '../../../domain/rules/phone';
import { zonedDate, zoneOffsetMinutes } from '../../../domain/rules/zoned-time';
import { isApiError } from '../../../lib/api/api-error';
import { PUBLIC_REGISTRATION_MESSAGES } from '../registration/registration-rules';
import type { CartLine } from './cart-lines';

export const CHECKOUT_MESSAGES = {
  scheduleDate: 'Elige la fecha.',
  scheduleTime: 'Elige la hora.',
} as const;

/** What the customer fills in at checkout. */
export interface CheckoutValues {
  delivery_type: OrderDeliveryType;
  delivery_method_id: string;
  /** Street and number. */
  address: string;
  reference: string;
  latitude: number | null;
  longitude: number | null;
  when: 'asap' | 'later';
  /** 'YYYY-MM-DD' and 'HH:MM' in the shop's time zone. */
  date: string;
  time: string;
  payment_method_id: string;
  /** 'Pagaré con': the cash the customer will hand over, for the change. */
  customer_cash: string;
  name: string;
  /** 10 digits (the +52 prefix is shown beside it) or a full +country number. */
  phone: string;
  notes: string;
}

export function enabledDeliveryTypes(shop: PublicShop): OrderDeliveryType[] {
  const types: OrderDeliveryType[] = [];
  if (shop.pickup_enabled) types.push('pickup');
  if (shop.delivery_enabled) types.push('delivery');
  return types;
}

export function initialCheckoutValues(shop: PublicShop): CheckoutValues {
  const onlyOne = <T extends { id: number }>(items: T[]) => (items.length === 1 ? String(items[0]?.id) : '');
  return {
    delivery_type: enabledDeliveryTypes(shop)[0] ?? 'pickup',
    delivery_method_id: onlyOne(shop.delivery_methods),
    address: '',
    reference: '',
    latitude: null,
    longitude: null,
    when: 'asap',
    date: '',
    time: '',
    payment_method_id: onlyOne(shop.payment_methods),
    customer_cash: '',
    name: '',
    phone: '',
    notes: '',
  };
}

/** The instant of a date and time read on the shop's clock; null when either is missing or invalid. */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const asUtc = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(asUtc)) return null;
  const first = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  return new Date(asUtc - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The dates a customer may schedule on: today to 7 days ahead, on the shop's calendar. */
export function scheduleDateRange(now: Date, timeZone: string): { min: string; max: string } {
  return {
    min: zonedDate(now, timeZone),
    max: zonedDate(new Date(now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000), timeZone),
  };
}

export function selectedDeliveryMethod(shop: PublicShop, values: CheckoutValues) {
  return shop.delivery_methods.find((method) => String(method.id) === values.delivery_method_id) ?? null;
}

export function selectedPaymentMethod(shop: PublicShop, values: CheckoutValues) {
  return shop.payment_methods.find((method) => String(method.id) === values.payment_method_id) ?? null;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutValues, string>>;

/**
 * The checkout's own checks, the same the server makes: name and a valid phone; for a delivery a
 * method, the address and, for a distance method, the customer's location; a scheduled time in
 * the future and within 7 days; a payment method; cash that covers the total.
 */
export function checkoutErrors(
  values: CheckoutValues,
  shop: PublicShop,
  context: { now: Date; total: number },
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!values.name.trim()) errors.name = PUBLIC_SHOP_MESSAGES.nameRequired;
  if (!values.phone.trim()) errors.phone = PUBLIC_REGISTRATION_MESSAGES.phone;
  else if (!isValidAccessPhone(values.phone)) errors.phone = PUBLIC_SHOP_MESSAGES.invalidPhone;

  if (values.delivery_type === 'delivery') {
    const method = selectedDeliveryMethod(shop, values);
    if (!method) errors.delivery_method_id = PUBLIC_SHOP_MESSAGES.deliveryMethodRequired;
    if (!values.address.trim()) errors.address = PUBLIC_SHOP_MESSAGES.addressRequired;
    else if (method?.delivery_cost_type === 'distance' && values.latitude === null)
      errors.address = PUBLIC_SHOP_MESSAGES.locationRequired;
  }

  if (values.when === 'later') {
    if (!values.date) errors.date = CHECKOUT_MESSAGES.scheduleDate;
    if (!values.time) errors.time = CHECKOUT_MESSAGES.scheduleTime;
    const instant = zonedInstant(values.date, values.time, shop.location.timezone);
    if (instant && instant.getTime() <= context.now.getTime())
      errors.time = PUBLIC_SHOP_MESSAGES.scheduledPast;
    else if (instant && instant.getTime() > context.now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)
      errors.time = PUBLIC_SHOP_MESSAGES.scheduledTooFar;
  }

  if (!selectedPaymentMethod(shop, values))
    errors.payment_method_id = PUBLIC_SHOP_MESSAGES.paymentMethodRequired;
  const cash = readMoney(values.customer_cash);
  if (cash.kind === 'invalid') errors.customer_cash = cash.message;
  else if (cash.kind === 'amount' && cash.amount < context.total)
    errors.customer_cash = PUBLIC_SHOP_MESSAGES.cashBelowTotal;
  if (values.notes.trim().length > 500) errors.notes = 'Máximo 500 caracteres.';
  return errors;
}

/** The body of POST /v1/public/shop/{username}/order for valid values: choices only, no prices. */
export function publicOrderBody(
  values: CheckoutValues,
  lines: CartLine[],
  shop: PublicShop,
): PublicOrderBody {
  const delivery = values.delivery_type === 'delivery';
  const cash = moneyAmount(values.customer_cash);
  const scheduled =
    values.when === 'later' ? zonedInstant(values.date, values.time, shop.location.timezone) : null;
  const payment = selectedPaymentMethod(shop, values);
  return {
    name: values.name.trim(),
    phone: toE164(values.phone),
    delivery_type: values.delivery_type,
    delivery_method_id: delivery && values.delivery_method_id ? Number(values.delivery_method_id) : null,
    address: delivery
      ? {
          formatted_address: values.address.trim(),
          reference: values.reference.trim() || null,
          latitude: values.latitude,
          longitude: values.longitude,
        }
      : null,
    notes: values.notes.trim() || null,
    scheduled_to: scheduled ? scheduled.toISOString() : null,
    payment_method_id: payment ? payment.id : null,
    customer_cash: payment?.type === 'cash' ? cash : null,
    items: lines.map((line) => ({
      product_id: line.product_id,
      variant_id: line.variant_id,
      quantity: line.quantity,
      notes: line.notes || null,
      modifiers: line.modifiers,
    })),
  };
}

/**
 * Where a server error key shows on the checkout (422 `errors`); null: above the button (the
 * cart's lines, the delivery type, and the delivery method when the only one is not offered as a
 * choice).
 */
export function checkoutFieldOf(key: string, shop: PublicShop): keyof CheckoutValues | null {
  if (key === 'address' || key.startsWith('address.')) return 'address';
  if (key === 'scheduled_to') return 'time';
  if (key === 'delivery_method_id') return shop.delivery_methods.length > 1 ? key : null;
  const fields: (keyof CheckoutValues)[] = ['name', 'phone', 'payment_method_id', 'customer_cash', 'notes'];
  return fields.find((field) => field === key) ?? null;
}

/** 'Revisa los datos marcados.': the checkout's own checks or the server's found something. */
export const CHECK_FIELDS_MESSAGE = 'Revisa los datos marcados.';

/**
 * What a refused order says and where: each field error under its field, the rest (a cart line, a
 * 409, a dropped connection) as the message above the button.
 */
export function refusalOf(error: Error, shop: PublicShop): { fields: CheckoutErrors; message: string } {
  const fields: CheckoutErrors = {};
  const unplaced: string[] = [];
  const errors = isApiError(error) ? (error.errors ?? {}) : {};
  for (const [key, [message]] of Object.entries(errors)) {
    if (!message) continue;
    const field = checkoutFieldOf(key, shop);
    if (field) fields[field] = message;
    else unplaced.push(message);
  }
  const message = unplaced[0] ?? (Object.keys(fields).length > 0 ? CHECK_FIELDS_MESSAGE : error.message);
  return { fields, message };
}
