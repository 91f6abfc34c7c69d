import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  contacts,
  creditEntries,
  locations,
  messages,
  modifierOptions,
  products,
  productVariants,
  saleItems,
  sales,
  shopSettings,
} from '../../server/db/schema';
import { DEMO_SHOP_POINT } from '../../server/db/seed/demo-shop';
import { PUBLIC_MESSAGE_CAPS } from '../../server/modules/messaging/public-message-caps';
import { creditTotals } from '../../server/modules/subscription/credits/credit-balance';
import { dataOf } from '../../src/domain/contract/common';
import { PublicOrderSchema, type PublicShop, PublicShopSchema } from '../../src/domain/contract/public-shop';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../src/domain/contract/settings';
import { openEventStream } from './helpers/event-stream';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const USERNAME = 'taqueria-demo';
const DEMO_SETTINGS: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  order_reception_channel: 'managed',
  processing_mins_avg: 15,
  shipping_mins_avg: 20,
};
let t: TestApp;
let mainId: number;
let companyId: number;
let menu: PublicShop;
let nextIp = 1;

beforeAll(async () => {
  t = await startTestApp();
  const [main] = await t.database.db.select().from(locations).where(eq(locations.username, USERNAME));
  mainId = main?.id ?? 0;
  companyId = main?.companyId ?? 0;
  menu = v.parse(dataOf(PublicShopSchema), (await shopPage()).json()).data;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await setSettings({});
});

async function setSettings(overrides: Partial<ShopSettings>) {
  await t.database.db
    .update(shopSettings)
    .set({ settings: { ...DEMO_SETTINGS, ...overrides } })
    .where(eq(shopSettings.locationId, mainId));
}

const shopPage = (username = USERNAME) => t.app.inject({ url: `/v1/public/shop/${username}` });

/** Each order comes from its own IP unless told, so only the rate-limit test meets the limit. */
function order(payload: unknown, options: { username?: string; ip?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/shop/${options.username ?? USERNAME}/order`,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? `10.30.0.${nextIp++}`,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
}

function product(name: string) {
  const found = menu.products.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
}

function variant(productName: string, name: string) {
  const found = product(productName).variants.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no variant ${name}`);
  return found;
}

function option(productName: string, modifierName: string, name: string) {
  const modifier = product(productName).modifiers.find((candidate) => candidate.name === modifierName);
  const found = modifier?.options.find((candidate) => candidate.name === name);
  if (!modifier || !found) throw new Error(`no option ${modifierName} ${name}`);
  return { modifier_id: modifier.id, option_id: found.id };
}

/** A point `km` north of the shop. */
const northOfShop = (km: number) => ({
  latitude: DEMO_SHOP_POINT.latitude + km / 111.2,
  longitude: DEMO_SHOP_POINT.longitude,
});

const cash = () => menu.payment_methods[0]?.id;
const delivery = () => menu.delivery_methods[0]?.id;

function pickupOrder(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Paola Cliente',
    phone: '55 1122 3344',
    delivery_type: 'pickup',
    payment_method_id: cash(),
    items: [
      {
        product_id: product('Tacos al pastor').id,
        variant_id: variant('Tacos al pastor', 'Orden de 5').id,
        quantity: 2,
        notes: 'Sin cilantro',
        modifiers: [
          option('Tacos al pastor', 'Salsa', 'Habanero'),
          option('Tacos al pastor', 'Extras', 'Queso'),
        ],
      },
      { product_id: product('Horchata').id, quantity: 1 },
    ],
    ...overrides,
  };
}

function deliveryOrder(km: number, overrides: Record<string, unknown> = {}) {
  return pickupOrder({
    delivery_type: 'delivery',
    delivery_method_id: delivery(),
    address: {
      formatted_address: 'Calle Orizaba 85, Roma Nte.',
      reference: 'Portón verde',
      ...northOfShop(km),
    },
    ...overrides,
  });
}

async function countOf(table: typeof sales | typeof messages | typeof contacts) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function saleByNumber(number: string) {
  const [sale] = await t.database.db
    .select()
    .from(sales)
    .where(and(eq(sales.locationId, mainId), eq(sales.number, number)));
  if (!sale) throw new Error(`no sale ${number}`);
  return sale;
}

async function messagesOf(saleId: number) {
  return t.database.db.select().from(messages).where(eq(messages.saleId, saleId));
}

/** Expects a 422 with that Spanish message on that field, and that nothing was stored. */
async function expectRefused(payload: unknown, field: string, message: string) {
  const before = {
    sales: await countOf(sales),
    messages: await countOf(messages),
    contacts: await countOf(contacts),
  };
  const response = await order(payload);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors?.[field]).toEqual([message]);
  expect({
    sales: await countOf(sales),
    messages: await countOf(messages),
    contacts: await countOf(contacts),
  }).toEqual(before);
}

describe('GET /v1/public/shop/{username}', () => {
  it('answers, without a session, the menu with variants and modifiers in order and the methods', async () => {
    expect(menu).toMatchObject({
      location: { name: 'Taquería Demo', username: USERNAME, timezone: 'America/Mexico_City' },
      pickup_enabled: true,
      delivery_enabled: true,
      processing_mins_avg: 15,
      shipping_mins_avg: 20,
    });
    expect(menu.categories.map((category) => category.name)).toEqual(['Tacos', 'Bebidas', 'Postres']);
    expect(menu.products.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Tacos al pastor', 'Taco de suadero', 'Gringa', 'Agua fresca', 'Flan']),
    );
    expect(menu.products.some((row) => row.name === 'Reservación de mesa')).toBe(false);
    expect(product('Tacos al pastor').variants.map(({ name, price }) => ({ name, price }))).toEqual([
      { name: 'Orden de 3', price: 60 },
      { name: 'Orden de 5', price: 95 },
    ]);
    expect(
      product('Tacos al pastor').modifiers.map((modifier) => ({
        name: modifier.name,
        min: modifier.min_options,
        max: modifier.max_options,
        options: modifier.options.map(({ name, price }) => `${name} ${price}`),
      })),
    ).toEqual([
      { name: 'Salsa', min: 0, max: 2, options: ['Verde 0', 'Roja 0', 'Habanero 5'] },
      { name: 'Extras', min: 0, max: 0, options: ['Queso 15', 'Aguacate 20', 'Cebolla asada 0'] },
    ]);
    expect(product('Horchata').modifiers).toEqual([]);
    expect(menu.delivery_methods).toEqual([
      expect.objectContaining({
        name: 'Envío a domicilio',
        delivery_cost_type: 'distance',
        free_from_amount: 500,
        min_purchase_amount: 100,
        origin: DEMO_SHOP_POINT,
        zones: [
          { km: 2, fee: 25 },
          { km: 4, fee: 40 },
          { km: 6, fee: 60 },
        ],
      }),
    ]);
    expect(menu.payment_methods).toEqual([expect.objectContaining({ name: 'Efectivo', type: 'cash' })]);
  });

  it('leaves out inactive products, variants and options', async () => {
    const db = t.database.db;
    const flan = product('Flan');
    const chica = variant('Agua fresca', 'Chica');
    const habanero = option('Tacos al pastor', 'Salsa', 'Habanero');
    await db.update(products).set({ menuStatus: 'inactive' }).where(eq(products.id, flan.id));
    await db.update(productVariants).set({ active: false }).where(eq(productVariants.id, chica.id));
    await db.update(modifierOptions).set({ active: false }).where(eq(modifierOptions.id, habanero.option_id));
    try {
      const { data } = (await shopPage()).json() as { data: PublicShop };
      expect(data.products.some((row) => row.name === 'Flan')).toBe(false);
      expect(
        data.products.find((row) => row.name === 'Agua fresca')?.variants.map((row) => row.name),
      ).toEqual(['Grande']);
      const salsa = data.products.find((row) => row.name === 'Taco de suadero')?.modifiers[0];
      expect(salsa?.options.map((row) => row.name)).toEqual(['Verde', 'Roja']);
    } finally {
      await db.update(products).set({ menuStatus: 'active' }).where(eq(products.id, flan.id));
      await db.update(productVariants).set({ active: true }).where(eq(productVariants.id, chica.id));
      await db
        .update(modifierOptions)
        .set({ active: true })
        .where(eq(modifierOptions.id, habanero.option_id));
    }
  });

  it('says nothing is taken while setup is incomplete or reception is off', async () => {
    await setSettings({ order_reception_channel: null });
    expect((await shopPage()).json().data).toMatchObject({ pickup_enabled: false, delivery_enabled: false });
    await setSettings({ pickup_enabled: true, delivery_enabled: false });
    expect((await shopPage()).json().data).toMatchObject({ pickup_enabled: true, delivery_enabled: false });
  });

  it("answers 404 'Negocio no encontrado.' for an unknown business", async () => {
    const response = await shopPage('no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Negocio no encontrado.');
  });
});

describe('POST /v1/public/shop/{username}/order', () => {
  it('places a pickup order priced by the server, ignoring any price the client sends', async () => {
    const payload = pickupOrder({ total: 1, subtotal: 1 });
    (payload.items[0] as Record<string, unknown>).price = 1;
    const response = await order(payload);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data as { number: string; code: string; url: string };
    expect(result.url).toMatch(new RegExp(`/p/${result.code}$`));

    const sale = await saleByNumber(result.number);
    // (95 + 5 habanero + 15 queso) × 2 + 30 horchata
    expect(sale).toMatchObject({
      status: 'queued',
      deliveryStatus: 'pending',
      deliveryType: 'pickup',
      source: 'public',
      contactName: 'Paola Cliente',
      contactPhone: '+525511223344',
      subtotal: 260,
      shipping: 0,
      discount: 0,
      total: 260,
      publicCode: result.code,
      paymentMethodId: cash(),
      formattedAddress: null,
    });
    expect(sale.referenceDate).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(sale.placedAt),
    );
    const lines = await t.database.db.select().from(saleItems).where(eq(saleItems.saleId, sale.id));
    expect(
      lines.map(({ name, quantity, priceUnit, total, notes }) => ({
        name,
        quantity,
        priceUnit,
        total,
        notes,
      })),
    ).toEqual([
      {
        name: 'Tacos al pastor - Orden de 5',
        quantity: 2,
        priceUnit: 115,
        total: 230,
        notes: 'Sin cilantro',
      },
      { name: 'Horchata', quantity: 1, priceUnit: 30, total: 30, notes: null },
    ]);
    expect(lines[0]?.modifiers).toEqual([
      expect.objectContaining({ modifier_name: 'Salsa', name: 'Habanero', price: 5 }),
      expect.objectContaining({ modifier_name: 'Extras', name: 'Queso', price: 15 }),
    ]);
    const [contact] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, sale.contactId ?? 0));
    expect(contact).toMatchObject({ companyId, phone: '+525511223344' });
  });

  it("finds the company's contact by phone instead of creating another", async () => {
    const [maria] = await t.database.db.select().from(contacts).where(eq(contacts.name, 'María González'));
    const before = await countOf(contacts);
    const response = await order(pickupOrder({ name: 'Mari', phone: maria?.phone }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await saleByNumber(response.json().data.number)).contactId).toBe(maria?.id);
    expect(await countOf(contacts)).toBe(before);
  });

  it('gives consecutive numbers per location, also to orders placed at once', async () => {
    const first = (await order(pickupOrder())).json().data.number;
    const second = (await order(pickupOrder())).json().data.number;
    expect(Number(second)).toBe(Number(first) + 1);
    const together = await Promise.all(Array.from({ length: 5 }, () => order(pickupOrder())));
    const numbers = together.map((response) => Number(response.json().data.number)).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((step) => Number(second) + step));
  });

  it('places one order for a retried or double-tapped request with the same Idempotency-Key', async () => {
    const before = await countOf(sales);
    const first = await order(pickupOrder(), { key: 'cliente-reintento-1' });
    const retried = await order(pickupOrder(), { key: 'cliente-reintento-1' });
    expect(first.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replay']).toBe('true');
    expect(retried.json().data).toEqual(first.json().data);
    expect(await countOf(sales)).toBe(before + 1);
    const otherCart = await order({ ...pickupOrder(), notes: 'otro' }, { key: 'cliente-reintento-1' });
    expect(otherCart.statusCode).toBe(422);
    expect(await countOf(sales)).toBe(before + 1);
  });

  it("queues the 'placed' message on the shop's channel: SMS for managed, WhatsApp for whatsapp", async () => {
    // A phone of its own: the other tests' orders count toward the per-phone cap.
    const customerPhone = { phone: '55 1122 3300' };
    const managed = (await order(pickupOrder(customerPhone))).json().data;
    const smsSale = await saleByNumber(managed.number);
    const [sms] = await messagesOf(smsSale.id);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+525511223300', locationId: mainId });
    expect(sms?.body).toContain(`#${managed.number}`);
    expect(sms?.body).toContain(managed.url);

    await setSettings({
      order_reception_channel: 'whatsapp',
      order_reception_config: { phone: '+525555550101' },
    });
    const whatsapp = (await order(pickupOrder(customerPhone))).json().data;
    const sent = await messagesOf((await saleByNumber(whatsapp.number)).id);
    const toCustomer = sent.find((message) => message.recipient === '+525511223300');
    expect(toCustomer?.channel).toBe('whatsapp');
    // The whatsapp reception channel also tells the shop's own number of the new order.
    const toShop = sent.find((message) => message.recipient === '+525555550101');
    expect(toShop).toMatchObject({ channel: 'whatsapp' });
    expect(toShop?.body).toContain(`Nuevo pedido #${whatsapp.number}`);
    expect(sent).toHaveLength(2);
  });

  it('texts one phone at most 3 times a day from public pages: the 4th order arrives without a message', async () => {
    const phone = { phone: '55 7000 0001' };
    for (let i = 0; i < PUBLIC_MESSAGE_CAPS.perPhone; i += 1) {
      const placed = (await order(pickupOrder(phone))).json().data;
      expect(await messagesOf((await saleByNumber(placed.number)).id)).toHaveLength(1);
    }
    const fourth = await order(pickupOrder(phone));
    expect(fourth.statusCode, fourth.body).toBe(200);
    const sale = await saleByNumber(fourth.json().data.number);
    expect(sale.status).toBe('queued');
    expect(await messagesOf(sale.id)).toEqual([]);
  });

  it('charges the fee of the zone the address falls in, and nothing from the free amount', async () => {
    const near = (await order(deliveryOrder(1))).json().data;
    expect(await saleByNumber(near.number)).toMatchObject({
      deliveryType: 'delivery',
      deliveryMethodId: delivery(),
      formattedAddress: 'Calle Orizaba 85, Roma Nte.',
      addressReference: 'Portón verde',
      subtotal: 260,
      shipping: 25,
      total: 285,
    });
    const farther = (await order(deliveryOrder(3))).json().data;
    expect(await saleByNumber(farther.number)).toMatchObject({ shipping: 40, total: 300 });
    const big = deliveryOrder(5);
    (big.items[0] as { quantity: number }).quantity = 5;
    const free = (await order(big)).json().data;
    expect(await saleByNumber(free.number)).toMatchObject({ subtotal: 605, shipping: 0, total: 605 });
  });

  it('stores the scheduled time and the cash the customer pays with', async () => {
    const scheduled = new Date(Date.now() + 3 * 60 * 60_000);
    const response = await order(pickupOrder({ scheduled_to: scheduled.toISOString(), customer_cash: 500 }));
    expect(response.statusCode, response.body).toBe(200);
    const sale = await saleByNumber(response.json().data.number);
    expect(sale.scheduledTo?.toISOString()).toBe(scheduled.toISOString());
    expect(sale.customerCash).toBe(500);
  });

  it('live-announces a new order to the kitchen of that location', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const kitchen = await loginAs(t.app, DEMO.kitchen);
    const stream = await openEventStream(origin, bearer(kitchen));
    try {
      const placed = (await order(pickupOrder())).json().data;
      const hint = await stream.next(
        (event) => event.event === 'changed' && JSON.parse(event.data).area === 'orders',
      );
      const sale = await saleByNumber(placed.number);
      expect(JSON.parse(hint.data)).toEqual({ area: 'orders', id: sale.id });
    } finally {
      stream.close();
    }
  });
});

describe('POST /v1/public/shop/{username}/order: bad input stores nothing', () => {
  it('refuses an unknown, inactive or other-location product on its line', async () => {
    await expectRefused(
      pickupOrder({ items: [{ product_id: 999_999, quantity: 1 }] }),
      'items.0.product_id',
      'Este producto ya no está disponible.',
    );
    const flan = product('Flan');
    await t.database.db.update(products).set({ status: 'inactive' }).where(eq(products.id, flan.id));
    try {
      await expectRefused(
        pickupOrder({
          items: [
            { product_id: product('Horchata').id, quantity: 1 },
            { product_id: flan.id, quantity: 1 },
          ],
        }),
        'items.1.product_id',
        'Este producto ya no está disponible.',
      );
    } finally {
      await t.database.db.update(products).set({ status: 'active' }).where(eq(products.id, flan.id));
    }
    const [branch] = await t.database.db
      .select({ id: locations.id, companyId: locations.companyId })
      .from(locations)
      .where(eq(locations.username, 'taqueria-demo-coyoacan'));
    const [elsewhere] = await t.database.db
      .insert(products)
      .values({
        companyId: branch?.companyId ?? 0,
        locationId: branch?.id ?? 0,
        type: 'physical',
        name: 'Taco de Coyoacán',
        price: 20,
      })
      .returning({ id: products.id });
    await expectRefused(
      pickupOrder({ items: [{ product_id: elsewhere?.id, quantity: 1 }] }),
      'items.0.product_id',
      'Este producto ya no está disponible.',
    );
    const [service] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.locationId, mainId), eq(products.type, 'service')));
    await expectRefused(
      pickupOrder({ items: [{ product_id: service?.id, quantity: 1 }] }),
      'items.0.product_id',
      'Este producto ya no está disponible.',
    );
  });

  it('refuses a missing variant, or a variant of another product', async () => {
    const pastor = product('Tacos al pastor').id;
    await expectRefused(
      pickupOrder({ items: [{ product_id: pastor, quantity: 1 }] }),
      'items.0.variant_id',
      'Elige una opción de este producto.',
    );
    await expectRefused(
      pickupOrder({
        items: [{ product_id: pastor, variant_id: variant('Agua fresca', 'Grande').id, quantity: 1 }],
      }),
      'items.0.variant_id',
      'La opción elegida no es de este producto.',
    );
  });

  it("refuses a modifier option of another product and a modifier's max broken, naming it", async () => {
    const item = {
      product_id: product('Horchata').id,
      quantity: 1,
      modifiers: [option('Gringa', 'Salsa', 'Verde')],
    };
    await expectRefused(
      pickupOrder({ items: [item] }),
      'items.0.modifiers',
      'Un complemento elegido no es de este producto.',
    );
    const suadero = product('Taco de suadero').id;
    await expectRefused(
      pickupOrder({
        items: [
          {
            product_id: suadero,
            quantity: 1,
            modifiers: ['Verde', 'Roja', 'Habanero'].map((name) => option('Taco de suadero', 'Salsa', name)),
          },
        ],
      }),
      'items.0.modifiers',
      'Elige hasta 2 opciones de Salsa.',
    );
  });

  it.each([0, -1, 1000, 1.5])('refuses a quantity of %s', async (quantity) => {
    await expectRefused(
      pickupOrder({ items: [{ product_id: product('Horchata').id, quantity }] }),
      'items.0.quantity',
      'La cantidad debe estar entre 1 y 99.',
    );
  });

  it('refuses an address outside the zones, or without coordinates, or no address at all', async () => {
    await expectRefused(deliveryOrder(7), 'address', 'La dirección está fuera de la zona de entrega.');
    await expectRefused(
      deliveryOrder(1, { address: { formatted_address: 'Calle Orizaba 85' } }),
      'address',
      'Comparte tu ubicación para calcular el envío.',
    );
    await expectRefused(
      deliveryOrder(1, { address: null }),
      'address.formatted_address',
      'Ingresa la dirección de entrega.',
    );
    await expectRefused(
      deliveryOrder(1, { delivery_method_id: null }),
      'delivery_method_id',
      'Elige un método de entrega.',
    );
  });

  it('refuses a delivery below the minimum purchase, saying the amount', async () => {
    await expectRefused(
      deliveryOrder(1, { items: [{ product_id: product('Horchata').id, quantity: 1 }] }),
      'delivery_method_id',
      'El pedido mínimo para envío a domicilio es de $100.00.',
    );
  });

  it('refuses a scheduled time in the past or more than 7 days ahead', async () => {
    await expectRefused(
      pickupOrder({ scheduled_to: new Date(Date.now() - 60_000).toISOString() }),
      'scheduled_to',
      'Elige una hora futura.',
    );
    await expectRefused(
      pickupOrder({ scheduled_to: new Date(Date.now() + 8 * 24 * 60 * 60_000).toISOString() }),
      'scheduled_to',
      'Elige una hora dentro de los próximos 7 días.',
    );
  });

  it('refuses no payment method, cash below the total and a bad phone', async () => {
    await expectRefused(
      pickupOrder({ payment_method_id: null }),
      'payment_method_id',
      'Elige cómo vas a pagar.',
    );
    await expectRefused(
      pickupOrder({ customer_cash: 200 }),
      'customer_cash',
      'El efectivo debe cubrir el total del pedido.',
    );
    await expectRefused(pickupOrder({ phone: '123' }), 'phone', 'El número de celular no es válido.');
  });

  it('refuses with 409 while reception is off, and a delivery type the mode excludes', async () => {
    const before = await countOf(sales);
    await setSettings({ pickup_enabled: false, delivery_enabled: false });
    const off = await order(pickupOrder());
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('El negocio no está recibiendo pedidos en este momento.');

    await setSettings({ pickup_enabled: true, delivery_enabled: false });
    const noDelivery = await order(deliveryOrder(1));
    expect(noDelivery.statusCode).toBe(409);
    expect(noDelivery.json().message).toBe('Por ahora el negocio no está recibiendo pedidos a domicilio.');

    await setSettings({ pickup_enabled: false, delivery_enabled: true });
    const noPickup = await order(pickupOrder());
    expect(noPickup.statusCode).toBe(409);
    expect(noPickup.json().message).toBe('Por ahora el negocio no está recibiendo pedidos para recoger.');

    await setSettings({ order_reception_channel: null });
    expect((await order(pickupOrder())).statusCode).toBe(409);
    expect(await countOf(sales)).toBe(before);
  });

  it("answers 404 'Negocio no encontrado.' for an unknown business", async () => {
    const response = await order(pickupOrder(), { username: 'no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Negocio no encontrado.');
  });

  it('limits orders per minute and IP with a Spanish 429', async () => {
    const ip = '10.99.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await order(pickupOrder({ phone: '123' }), { ip })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
    expect((await order(pickupOrder(), { ip })).json().message).toBe(
      'Demasiados intentos. Espera un momento e intenta de nuevo.',
    );
    expect((await order(pickupOrder(), { ip: '10.99.1.2' })).statusCode).toBe(200);
  });
});

describe('GET /v1/public/order/{code}', () => {
  it("answers the customer's order: stage, estimate from the averages, lines and totals", async () => {
    const placed = (await order(deliveryOrder(1))).json().data;
    const response = await t.app.inject({ url: `/v1/public/order/${placed.code}` });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = v.parse(dataOf(PublicOrderSchema), response.json());
    expect(data).toMatchObject({
      number: placed.number,
      business: { name: 'Taquería Demo', username: USERNAME, phone: '+525555550101' },
      stage: 'Recibido',
      canceled: false,
      completed: false,
      delivery_type: 'delivery',
      delivery_type_name: 'A domicilio',
      scheduled_to: null,
      subtotal: 260,
      shipping: 25,
      total: 285,
      payment_method_name: 'Efectivo',
    });
    expect(data.items.map((item) => item.name)).toEqual(['Tacos al pastor - Orden de 5', 'Horchata']);
    expect(new Date(data.estimated_at ?? '').getTime() - new Date(data.placed_at).getTime()).toBe(
      35 * 60_000,
    );

    await t.database.db
      .update(sales)
      .set({ status: 'completed', deliveryStatus: 'delivered', completedAt: new Date() })
      .where(eq(sales.publicCode, placed.code));
    const done = (await t.app.inject({ url: `/v1/public/order/${placed.code}` })).json().data;
    expect(done).toMatchObject({ stage: 'Entregado', completed: true, estimated_at: null });
  });

  it("answers 404 'Pedido no encontrado.' for an unknown code", async () => {
    const response = await t.app.inject({ url: '/v1/public/order/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Pedido no encontrado.');
  });
});

describe('POST /v1/public/shop/{username}/order with no balance', () => {
  it('still stores the order and sends no message', async () => {
    const db = t.database.db;
    const now = new Date();
    const totals = await creditTotals(db, companyId, 'messages', now);
    const [grant] = await db
      .select({ id: creditEntries.id })
      .from(creditEntries)
      .where(and(eq(creditEntries.companyId, companyId), eq(creditEntries.kind, 'plan')));
    const left = totals.total - totals.used;
    if (left > 0) {
      await db.insert(creditEntries).values({
        companyId,
        type: 'messages',
        kind: 'spend',
        amount: -left,
        grantId: grant?.id ?? 0,
      });
    }
    expect((await creditTotals(db, companyId, 'messages', now)).used).toBe(totals.total);
    const response = await order(pickupOrder());
    expect(response.statusCode, response.body).toBe(200);
    const sale = await saleByNumber(response.json().data.number);
    expect(sale.status).toBe('queued');
    expect(await messagesOf(sale.id)).toEqual([]);
  });
});
