import Decimal from 'decimal.js';
import type { PublicOrderBody } from '../../../src/domain/contract/public-shop';
import type { OrderDeliveryStatus, OrderDeliveryType, OrderStatus } from '../../../src/domain/contract/shop';
import { startOfZonedDay, zonedDate } from '../../../src/domain/rules/zoned-time';
import { deliveryFee } from '../../modules/public-shop/delivery-fee';
import { money, priceCart } from '../../modules/public-shop/price-cart';
import type { ShopMenu } from '../../modules/public-shop/shop-menu';
import type { Tx } from '../client';
import { newPublicCode } from '../public-code';
import { orderCounters, saleItems, salePayments, sales } from '../schema';
import { DEMO_CONTACTS } from './demo-business';
import type { TodayClock } from './today-entries';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HISTORY_DAYS = 14;

/** Streets near the shop (Roma and Condesa), with their offset from it in km (north, east). */
const DEMO_STREETS = [
  { address: 'Calle Orizaba 85, Roma Nte., Ciudad de México', north: 0.6, east: 0.4 },
  { address: 'Av. Tamaulipas 30, Hipódromo Condesa, Ciudad de México', north: -0.4, east: -1.3 },
  { address: 'Calle Durango 200, Roma Nte., Ciudad de México', north: 0.8, east: -0.5 },
  { address: 'Calle Medellín 150, Roma Sur, Ciudad de México', north: -1.1, east: 0.2 },
  { address: 'Av. Michoacán 78, Hipódromo, Ciudad de México', north: -0.9, east: -1.6 },
  { address: 'Calle Colima 245, Roma Nte., Ciudad de México', north: 0.5, east: -0.9 },
  { address: 'Av. Insurgentes Sur 421, Condesa, Ciudad de México', north: -2.3, east: -0.8 },
  { address: 'Calle Amatlán 12, Condesa, Ciudad de México', north: -1.5, east: -2.6 },
] as const;

const ORDER_NOTES = [
  'Sin cebolla, por favor.',
  'Tocar el timbre del 3.',
  'Traer cambio de $500.',
  null,
  null,
  null,
];

/** A deterministic random source (mulberry32), so every seed writes the same demo. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: <T>(values: readonly T[]): T => values[int(values.length)] as T };
}

type Random = ReturnType<typeof randomSource>;

/** One order's life: when it was placed and how far it went. */
interface OrderLife {
  placedAt: Date;
  deliveryType: OrderDeliveryType;
  status: OrderStatus;
  deliveryStatus: OrderDeliveryStatus;
  /** Minutes after placedAt of each reached step. */
  confirmed?: number;
  preparing?: number;
  ready?: number;
  shipped?: number;
  completed?: number;
  canceled?: number;
  scheduledTo?: Date;
}

/** Today's active orders: one (or two) in each state of the inbox. */
function todayOrders(clock: TodayClock): OrderLife[] {
  const placed = (mins: number) => clock.ago(mins);
  return [
    { placedAt: placed(3), deliveryType: 'pickup', status: 'queued', deliveryStatus: 'pending' },
    { placedAt: placed(6), deliveryType: 'delivery', status: 'queued', deliveryStatus: 'pending' },
    {
      placedAt: placed(12),
      deliveryType: 'pickup',
      status: 'confirmed',
      deliveryStatus: 'pending',
      confirmed: 2,
    },
    {
      placedAt: placed(30),
      deliveryType: 'delivery',
      status: 'confirmed',
      deliveryStatus: 'pending',
      confirmed: 2,
      scheduledTo: clock.in(90),
    },
    {
      placedAt: placed(20),
      deliveryType: 'pickup',
      status: 'confirmed',
      deliveryStatus: 'preparing',
      confirmed: 2,
      preparing: 5,
    },
    {
      placedAt: placed(35),
      deliveryType: 'delivery',
      status: 'confirmed',
      deliveryStatus: 'ready',
      confirmed: 2,
      preparing: 6,
      ready: 22,
    },
    {
      placedAt: placed(45),
      deliveryType: 'delivery',
      status: 'confirmed',
      deliveryStatus: 'shipped',
      confirmed: 3,
      preparing: 6,
      ready: 20,
      shipped: 25,
    },
  ];
}

function completedLife(placedAt: Date, deliveryType: OrderDeliveryType): OrderLife {
  const delivery = deliveryType === 'delivery';
  return {
    placedAt,
    deliveryType,
    status: 'completed',
    deliveryStatus: 'delivered',
    confirmed: 3,
    preparing: 6,
    ready: 20,
    ...(delivery ? { shipped: 24, completed: 45 } : { completed: 28 }),
  };
}

/** Two weeks of finished orders (three or four a day, one canceled every few days) and two of today. */
function historyOrders(now: Date, timeZone: string, clock: TodayClock, random: Random): OrderLife[] {
  const lives: OrderLife[] = [clock.ago(200), clock.ago(110)].map((placedAt, index) =>
    completedLife(placedAt, index === 0 ? 'pickup' : 'delivery'),
  );
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const opening = startOfZonedDay(zonedDate(new Date(now.getTime() - daysAgo * DAY), timeZone), timeZone);
    const count = daysAgo % 3 === 0 ? 4 : 3;
    for (let index = 0; index < count; index += 1) {
      const minutes = 13 * 60 + index * 150 + random.int(90);
      const placedAt = new Date(opening.getTime() + minutes * MINUTE);
      const deliveryType = random.next() < 0.55 ? 'delivery' : 'pickup';
      const canceled = daysAgo % 3 === 1 && index === count - 1 && daysAgo < 12;
      lives.push(
        canceled
          ? { placedAt, deliveryType, status: 'canceled', deliveryStatus: 'pending', canceled: 8 }
          : completedLife(placedAt, deliveryType),
      );
    }
  }
  return lives;
}

/** A random cart of the menu: one to three lines, a variant when the product has them, valid options. */
function randomCart(menu: ShopMenu, random: Random): PublicOrderBody['items'] {
  const lines = 1 + random.int(3);
  return Array.from({ length: lines }, () => {
    const product = random.pick(menu.products);
    const choices = product.modifiers.flatMap((modifier) => {
      const max = modifier.max_options > 0 ? modifier.max_options : modifier.options.length;
      const wanted = Math.max(modifier.min_options, random.int(max + 1) === max ? 1 : 0);
      return modifier.options
        .slice(0, wanted)
        .map((option) => ({ modifier_id: modifier.id, option_id: option.id }));
    });
    return {
      product_id: product.id,
      variant_id: product.variants.length > 0 ? random.pick(product.variants).id : null,
      quantity: 1 + random.int(3),
      notes: null,
      modifiers: choices,
    };
  });
}

/** The instant of a step, mins after the order was placed (never after now: a seed just after midnight). */
const stepAt = (life: OrderLife, mins: number | undefined, now: Date) =>
  mins === undefined ? null : new Date(Math.min(life.placedAt.getTime() + mins * MINUTE, now.getTime()));

/**
 * Today's active orders of Taquería Demo (two received, confirmed, scheduled, preparing, ready,
 * shipped) and two weeks of history with the demo customers, priced like the public order page
 * prices them; numbered in the order they were placed, with the location's counter at the last.
 */
export async function insertDemoOrders(
  tx: Tx,
  input: {
    companyId: number;
    locationId: number;
    contactIds: Map<string, number>;
    clock: TodayClock;
    now: Date;
    timeZone: string;
    menu: ShopMenu;
    payment: { id: number; name: string };
  },
): Promise<void> {
  const { menu, clock, timeZone } = input;
  const random = randomSource(20_260_101);
  const deliveryMethod = menu.deliveryMethods[0];
  if (!deliveryMethod?.origin) throw new Error('seed: the demo delivery method has no point');
  const origin = deliveryMethod.origin;
  const lives = [...historyOrders(input.now, timeZone, clock, random), ...todayOrders(clock)].sort(
    (a, b) => a.placedAt.getTime() - b.placedAt.getTime(),
  );
  const at = (life: OrderLife, mins: number | undefined) => stepAt(life, mins, input.now);
  const planned = lives.map((life, index) => {
    const customer = random.pick(DEMO_CONTACTS);
    const street = random.pick(DEMO_STREETS);
    const address = {
      latitude: origin.latitude + street.north / 111,
      longitude: origin.longitude + street.east / (111 * Math.cos((origin.latitude * Math.PI) / 180)),
    };
    let priced = priceCart(randomCart(menu, random), menu.products);
    let fee = deliveryFee(deliveryMethod, priced.subtotal, address);
    // Below the minimum purchase a delivery gets one more order of tacos, as customers do.
    for (let more = 0; more < 5 && life.deliveryType === 'delivery' && 'message' in fee; more += 1) {
      priced = priceCart([...priced.lines.map(toCartLine), ...randomCart(menu, random)], menu.products);
      fee = deliveryFee(deliveryMethod, priced.subtotal, address);
    }
    const shipping = life.deliveryType === 'delivery' && 'fee' in fee ? money(fee.fee) : new Decimal(0);
    const total = money(priced.subtotal.plus(shipping)).toNumber();
    const completedAt = at(life, life.completed);
    const sale = {
      companyId: input.companyId,
      locationId: input.locationId,
      number: String(index + 1),
      status: life.status,
      deliveryStatus: life.deliveryStatus,
      deliveryType: life.deliveryType,
      deliveryMethodId: life.deliveryType === 'delivery' ? deliveryMethod.id : null,
      paymentStatus: completedAt ? ('paid' as const) : ('pending' as const),
      paymentMethodId: input.payment.id,
      source: 'public' as const,
      contactId: input.contactIds.get(customer.phone) ?? null,
      contactName: customer.name,
      contactPhone: customer.phone,
      ...(life.deliveryType === 'delivery'
        ? { formattedAddress: street.address, addressReference: 'Portón negro', ...address }
        : {}),
      subtotal: priced.subtotal.toNumber(),
      shipping: shipping.toNumber(),
      total,
      amountPaid: completedAt ? total : 0,
      customerCash: total < 200 && random.next() < 0.5 ? 200 : null,
      notes: random.pick(ORDER_NOTES),
      placedAt: life.placedAt,
      confirmedAt: at(life, life.confirmed),
      preparingAt: at(life, life.preparing),
      readyAt: at(life, life.ready),
      shippedAt: at(life, life.shipped),
      scheduledTo: life.scheduledTo ?? null,
      completedAt,
      canceledAt: at(life, life.canceled),
      referenceDate: zonedDate(life.scheduledTo ?? life.placedAt, timeZone),
      publicCode: newPublicCode(),
      createdAt: life.placedAt,
      updatedAt: completedAt ?? at(life, life.canceled) ?? life.placedAt,
    };
    return { sale, lines: priced.lines };
  });
  const inserted = await tx
    .insert(sales)
    .values(planned.map((order) => order.sale))
    .returning({ id: sales.id, number: sales.number });
  const saleIds = new Map(inserted.map((row) => [row.number, row.id]));
  const idOf = (number: string) => {
    const id = saleIds.get(number);
    if (id === undefined) throw new Error(`seed: order ${number} not inserted`);
    return id;
  };
  await tx.insert(saleItems).values(
    planned.flatMap(({ sale, lines }) =>
      lines.map((line, sortOrder) => ({
        companyId: input.companyId,
        saleId: idOf(sale.number),
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        quantity: line.quantity,
        priceUnit: line.priceUnit.toNumber(),
        total: line.total.toNumber(),
        modifiers: line.modifiers,
        sortOrder,
      })),
    ),
  );
  await tx.insert(salePayments).values(
    planned.flatMap(({ sale }) =>
      sale.completedAt
        ? [
            {
              companyId: input.companyId,
              saleId: idOf(sale.number),
              paymentMethodId: input.payment.id,
              methodName: input.payment.name,
              amount: sale.total,
              paidAt: sale.completedAt,
            },
          ]
        : [],
    ),
  );
  await tx
    .insert(orderCounters)
    .values({ companyId: input.companyId, locationId: input.locationId, lastNumber: lives.length });
}

function toCartLine(line: ReturnType<typeof priceCart>['lines'][number]): PublicOrderBody['items'][number] {
  return {
    product_id: line.productId,
    variant_id: line.variantId,
    quantity: line.quantity,
    notes: line.notes,
    modifiers: line.modifiers.map((option) => ({
      modifier_id: option.modifier_id,
      option_id: option.option_id,
    })),
  };
}
