import { sql } from 'drizzle-orm';
import type { PublicOrderBody, PublicOrderResult } from '../../../src/domain/contract/public-shop';
import { zonedDate } from '../../../src/domain/rules/zoned-time';
import type { Db, Tx } from '../../db/client';
import { newPublicCode } from '../../db/public-code';
import { orderCounters, saleItems, sales } from '../../db/schema';
import { orderPublicUrl } from '../../http/public-urls';
import type { Jobs } from '../../jobs/jobs';
import { announceChange } from '../../live/live-messages';
import { type DeliveryQueueLog, sendMessageNow } from '../messaging/deliver-message';
import { messageOrderCustomer, messageShopOfNewOrder } from '../shop/order-customer-message';
import { contactForNewCustomer } from '../waitlist/register-customer';
import { type CheckedOrder, checkOrder } from './check-order';
import type { ShopLocation } from './shop-location';
import { shopMenu } from './shop-menu';

/** The next order number of a location: consecutive per location, safe under concurrent orders. */
export async function nextOrderNumber(tx: Tx, location: { id: number; companyId: number }): Promise<string> {
  const [counter] = await tx
    .insert(orderCounters)
    .values({ companyId: location.companyId, locationId: location.id, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [orderCounters.companyId, orderCounters.locationId],
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderCounters.lastNumber });
  if (!counter) throw new Error('order counter not updated');
  return String(counter.lastNumber);
}

/**
 * POST /v1/public/shop/{username}/order: checks and prices the customer's cart, then stores in one
 * transaction the contact (found or created by phone), the order with its number and lines, the
 * 'placed' message (none with no balance: the order still arrives) and the live 'orders' hint.
 * The message's delivery is queued after the commit. A refusal stores nothing.
 */
export async function placePublicOrder(
  deps: { db: Db; jobs: Jobs; now: Date; log: DeliveryQueueLog },
  input: { location: ShopLocation; body: PublicOrderBody; origin: string },
): Promise<PublicOrderResult> {
  const { db, now } = deps;
  const { location, origin } = input;
  const order = checkOrder(location, await shopMenu(db, location), input.body, now);
  const placed = await db.transaction(async (tx) => {
    const contact = await contactForNewCustomer(tx, location.companyId, {
      name: order.name,
      phone: order.phone,
    });
    const number = await nextOrderNumber(tx, location);
    const publicCode = newPublicCode();
    const saleId = await insertSale(tx, {
      location,
      order,
      number,
      publicCode,
      contactId: contact.contactId,
      now,
    });
    const url = orderPublicUrl(origin, publicCode);
    const recipient = {
      id: saleId,
      number,
      deliveryType: order.deliveryType,
      contactName: order.name,
      contactPhone: order.phone,
      contactId: contact.contactId,
    };
    const message = await messageOrderCustomer(tx, {
      companyId: location.companyId,
      locationId: location.id,
      userId: null,
      order: recipient,
      settings: location.settings,
      event: 'placed',
      business: location.name,
      url,
      now,
      publicTrigger: 'to-customer',
    });
    const shopAlertId = await messageShopOfNewOrder(tx, {
      companyId: location.companyId,
      locationId: location.id,
      settings: location.settings,
      order: { ...recipient, total: `$${order.total.toFixed(2)}` },
      url,
      now,
      publicTrigger: 'to-business',
    });
    await announceChange(tx, {
      companyId: location.companyId,
      locationId: location.id,
      area: 'orders',
      id: saleId,
    });
    return { number, code: publicCode, url, messageIds: [message.messageId, shopAlertId] };
  });
  for (const messageId of placed.messageIds) {
    if (messageId !== null) await sendMessageNow(deps.jobs, messageId, deps.log);
  }
  return { number: placed.number, code: placed.code, url: placed.url };
}

async function insertSale(
  tx: Tx,
  input: {
    location: ShopLocation;
    order: CheckedOrder;
    number: string;
    publicCode: string;
    contactId: number;
    now: Date;
  },
): Promise<number> {
  const { location, order, now } = input;
  const [sale] = await tx
    .insert(sales)
    .values({
      companyId: location.companyId,
      locationId: location.id,
      number: input.number,
      status: 'queued',
      deliveryStatus: 'pending',
      deliveryType: order.deliveryType,
      deliveryMethodId: order.deliveryMethodId,
      paymentStatus: 'pending',
      paymentMethodId: order.paymentMethodId,
      source: 'public',
      contactId: input.contactId,
      contactName: order.name,
      contactPhone: order.phone,
      formattedAddress: order.address?.formatted ?? null,
      addressReference: order.address?.reference ?? null,
      latitude: order.address?.latitude ?? null,
      longitude: order.address?.longitude ?? null,
      subtotal: order.subtotal.toNumber(),
      shipping: order.shipping.toNumber(),
      discount: order.discount.toNumber(),
      total: order.total.toNumber(),
      customerCash: order.customerCash?.toNumber() ?? null,
      notes: order.notes,
      placedAt: now,
      scheduledTo: order.scheduledTo,
      referenceDate: zonedDate(order.scheduledTo ?? now, location.timeZone),
      publicCode: input.publicCode,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: sales.id });
  if (!sale) throw new Error('sale not inserted');
  await tx.insert(saleItems).values(
    order.lines.map((line, sortOrder) => ({
      companyId: location.companyId,
      saleId: sale.id,
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      quantity: line.quantity,
      notes: line.notes,
      priceUnit: line.priceUnit.toNumber(),
      total: line.total.toNumber(),
      modifiers: line.modifiers,
      sortOrder,
    })),
  );
  return sale.id;
}
