import Decimal from 'decimal.js';
import {
  MAX_SCHEDULE_DAYS,
  PUBLIC_SHOP_MESSAGES,
  type PublicOrderBody,
} from '../../../src/domain/contract/public-shop';
import { ConflictError, type FieldErrors, ValidationError } from '../../http/errors';
import { customerPhone } from '../waitlist/register-customer';
import { deliveryFee } from './delivery-fee';
import { money, type PricedLine, priceCart } from './price-cart';
import { openDeliveryTypes, type ShopLocation } from './shop-location';
import type { ShopMenu } from './shop-menu';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A public order every rule of the page has accepted, priced by the server. */
export interface CheckedOrder {
  name: string;
  phone: string;
  deliveryType: 'delivery' | 'pickup';
  deliveryMethodId: number | null;
  paymentMethodId: number | null;
  address: {
    formatted: string;
    reference: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null;
  notes: string | null;
  scheduledTo: Date | null;
  customerCash: Decimal | null;
  lines: PricedLine[];
  subtotal: Decimal;
  shipping: Decimal;
  discount: Decimal;
  total: Decimal;
}

/**
 * Checks and prices a public order. Reception off or the delivery type not taken: 409. Every bad
 * field (lines, address and zone, delivery and payment method, schedule, cash, phone): one 422
 * with each field's Spanish message. Client prices never reach here (the schema drops them).
 */
export function checkOrder(
  location: ShopLocation,
  menu: ShopMenu,
  body: PublicOrderBody,
  now: Date,
): CheckedOrder {
  const open = openDeliveryTypes(location.settings, menu.products.length > 0);
  if (!open.pickup && !open.delivery) throw new ConflictError(PUBLIC_SHOP_MESSAGES.receptionOff);
  const isDelivery = body.delivery_type === 'delivery';
  if (isDelivery && !open.delivery) throw new ConflictError(PUBLIC_SHOP_MESSAGES.deliveryOff);
  if (!isDelivery && !open.pickup) throw new ConflictError(PUBLIC_SHOP_MESSAGES.pickupOff);

  const { lines, subtotal, errors } = priceCart(body.items, menu.products);
  const phone = customerPhone(body.phone);
  if (!phone) errors.phone = [PUBLIC_SHOP_MESSAGES.invalidPhone];
  const scheduledTo = body.scheduled_to ? new Date(body.scheduled_to) : null;
  const scheduleError = scheduledTo ? scheduleRefusal(scheduledTo, now) : null;
  if (scheduleError) errors.scheduled_to = [scheduleError];

  const delivery = isDelivery ? checkDelivery(menu, body, subtotal, errors) : null;
  const shipping = delivery?.shipping ?? new Decimal(0);
  const discount = new Decimal(0);
  const total = money(subtotal.plus(shipping).minus(discount));
  const payment = checkPayment(menu, body, total, errors);

  if (Object.keys(errors).length > 0 || !phone) throw new ValidationError(errors);
  return {
    name: body.name,
    phone,
    deliveryType: body.delivery_type,
    deliveryMethodId: delivery?.methodId ?? null,
    paymentMethodId: payment.methodId,
    address:
      isDelivery && body.address
        ? {
            formatted: body.address.formatted_address,
            reference: body.address.reference || null,
            latitude: body.address.latitude ?? null,
            longitude: body.address.longitude ?? null,
          }
        : null,
    notes: body.notes || null,
    scheduledTo,
    customerCash: payment.customerCash,
    lines,
    subtotal,
    shipping,
    discount,
    total,
  };
}

/** A refused line leaves the subtotal short: fees and cash are judged on the whole cart only. */
const hasLineErrors = (errors: FieldErrors) =>
  Object.keys(errors).some((field) => field.startsWith('items.'));

function scheduleRefusal(scheduledTo: Date, now: Date): string | null {
  if (scheduledTo.getTime() <= now.getTime()) return PUBLIC_SHOP_MESSAGES.scheduledPast;
  if (scheduledTo.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) {
    return PUBLIC_SHOP_MESSAGES.scheduledTooFar;
  }
  return null;
}

/** A delivery needs the address and, when the location has delivery methods, one of them and its fee. */
function checkDelivery(menu: ShopMenu, body: PublicOrderBody, subtotal: Decimal, errors: FieldErrors) {
  if (!body.address?.formatted_address) {
    errors['address.formatted_address'] = [PUBLIC_SHOP_MESSAGES.addressRequired];
  }
  if (menu.deliveryMethods.length === 0) return { methodId: null, shipping: new Decimal(0) };
  const method = menu.deliveryMethods.find((candidate) => candidate.id === body.delivery_method_id);
  if (!method) {
    errors.delivery_method_id = [PUBLIC_SHOP_MESSAGES.deliveryMethodRequired];
    return null;
  }
  if (hasLineErrors(errors)) return null;
  const fee = deliveryFee(method, subtotal, body.address ?? null);
  if ('message' in fee) {
    errors[fee.field] = [fee.message];
    return null;
  }
  return { methodId: method.id, shipping: money(fee.fee) };
}

/** When the location has payment methods, one usable for this delivery type; cash covers the total. */
function checkPayment(menu: ShopMenu, body: PublicOrderBody, total: Decimal, errors: FieldErrors) {
  const usable = menu.paymentMethods.filter((method) => method.usageTypes.includes(body.delivery_type));
  const method = usable.find((candidate) => candidate.id === body.payment_method_id);
  if (usable.length > 0 && !method) errors.payment_method_id = [PUBLIC_SHOP_MESSAGES.paymentMethodRequired];
  const takesCash = method?.type === 'cash' || usable.length === 0;
  const cash = takesCash && body.customer_cash != null ? money(body.customer_cash) : null;
  if (cash?.lessThan(total) && !hasLineErrors(errors))
    errors.customer_cash = [PUBLIC_SHOP_MESSAGES.cashBelowTotal];
  return { methodId: method?.id ?? null, customerCash: cash };
}
