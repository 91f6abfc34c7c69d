import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopSettings } from '../../server/db/schema';
import { dataOf } from '../../src/domain/contract/common';
import {
  ORDER_ERRORS,
  type OrderAction,
  OrderChangeResultSchema,
  OrderDetailsSchema,
  ShopStatusDataSchema,
} from '../../src/domain/contract/shop';
import { openEventStream } from './helpers/event-stream';
import { type DemoLocation, demoLocations, leaveBalance } from './helpers/queue-fixtures';
import {
  insertCashMethod,
  insertMember,
  insertMenuProduct,
  insertOrder,
  insertOtherCompany,
  MEMBER_PASSWORD,
  type NewOrder,
  orderMessagesOf,
  paymentsOf,
  saleRow,
} from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const MINUTE = 60_000;
let clock = new Date();
let t: TestApp;
let kitchen: string;
let main: DemoLocation;
let branch: DemoLocation;
let cashId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  kitchen = await loginAs(t.app, DEMO.kitchen);
  ({ main, branch } = await demoLocations(t.database.db));
  cashId = await insertCashMethod(t.database.db, main.id);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = new Date();
});

const order = (values: Partial<NewOrder> = {}) =>
  insertOrder(t.database.db, { locationId: main.id, paymentMethodId: cashId, ...values });

function change(id: number | string, status: string, options: { token?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/pos/staff/order/${id}/status`,
    headers: {
      ...bearer(options.token ?? kitchen),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: { status },
  });
}

async function changed(id: number, status: OrderAction) {
  const response = await change(id, status);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(OrderChangeResultSchema), response.json()).data;
}

async function statusData(token = kitchen) {
  const response = await t.app.inject({ url: '/v1/pos/staff/order/status-data', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(ShopStatusDataSchema), response.json()).data;
}

const details = (id: number, token = kitchen, path = `/v1/pos/staff/order/${id}/details`) =>
  t.app.inject({ url: path, headers: bearer(token) });

describe('GET /v1/pos/staff/order/status-data', () => {
  it('lists every active order of the location oldest first (scheduled ones by their time), with items', async () => {
    const now = Date.now();
    const older = await order({ placedAt: new Date(now - 30 * MINUTE), contactName: 'Rosa Medina' });
    const confirmed = await order({
      placedAt: new Date(now - 20 * MINUTE),
      status: 'confirmed',
      deliveryStatus: 'preparing',
      deliveryType: 'delivery',
      shipping: 25,
      formattedAddress: 'Av. Juárez 10, Centro',
      addressReference: 'Portón verde',
      latitude: 19.43,
      longitude: -99.14,
    });
    const scheduled = await order({
      placedAt: new Date(now - 40 * MINUTE),
      status: 'confirmed',
      scheduledTo: new Date(now + 90 * MINUTE),
    });
    const done = await order({ status: 'completed', deliveryStatus: 'delivered' });
    const canceled = await order({ status: 'canceled' });

    const data = await statusData();
    const ids = data.list.map((entry) => entry.id);
    const mine = ids.filter((id) => [older, confirmed, scheduled, done, canceled].includes(id));
    expect(mine).toEqual([older, confirmed, scheduled]);
    expect(data.list.every((entry) => entry.status === 'queued' || entry.status === 'confirmed')).toBe(true);

    const first = data.list.find((entry) => entry.id === older);
    expect(first).toMatchObject({
      status: 'queued',
      status_name: 'Recibido',
      delivery_status: 'pending',
      delivery_type: 'pickup',
      delivery_type_name: 'Para recoger',
      payment_status: 'pending',
      payment_method_name: 'Efectivo',
      subtotal: 101,
      total: 101,
      amount_paid: 0,
      amount_due: 101,
      contact: { name: 'Rosa Medina', phone: '+525511113333' },
      address: null,
    });
    expect(
      first?.items.map((item) => [item.name, item.quantity, item.price_unit, item.total, item.notes]),
    ).toEqual([
      ['Taco al pastor', 3, 22, 66, null],
      ['Agua de horchata - Grande', 1, 35, 35, 'Sin hielo'],
    ]);
    expect(first?.url).toMatch(/^http:\/\/localhost:8080\/p\/[A-Za-z0-9]{8}$/);
    expect(first?.placed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?-0[56]:00$/);

    expect(data.list.find((entry) => entry.id === confirmed)).toMatchObject({
      total: 126,
      shipping: 25,
      delivery_type_name: 'A domicilio',
      delivery_status_name: 'En preparación',
      address: {
        formatted_address: 'Av. Juárez 10, Centro',
        reference: 'Portón verde',
        latitude: 19.43,
        longitude: -99.14,
      },
    });
  });

  it('tells the status: reception mode, wait times, balance, setup and zone', async () => {
    await insertMenuProduct(t.database.db, main.id);
    const [stored] = await t.database.db
      .select()
      .from(shopSettings)
      .where(eq(shopSettings.locationId, main.id));
    const { status } = await statusData();
    expect(status).toEqual({
      reception: 'on',
      pickup_enabled: true,
      delivery_enabled: true,
      processing_mins_avg: stored?.settings.processing_mins_avg,
      shipping_mins_avg: stored?.settings.shipping_mins_avg,
      notifications_enabled: true,
      has_balance: true,
      public_messages_capped: false,
      setup: true,
      timezone: 'America/Mexico_City',
    });
  });

  it('is refused to a waitlist hostess (403)', async () => {
    const host = await loginAs(t.app, DEMO.host);
    const response = await t.app.inject({ url: '/v1/pos/staff/order/status-data', headers: bearer(host) });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /v1/pos/staff/order/{id}/status', () => {
  it('takes a delivery order Received → Confirmed → Preparing → Ready → Shipped → Delivered, recording the payment', async () => {
    const id = await order({
      deliveryType: 'delivery',
      shipping: 30,
      contactName: 'Elena Ruiz',
      formattedAddress: 'Calle 5 #12',
    });
    const steps: [OrderAction, string, string][] = [
      ['confirmed', 'confirmed', 'pending'],
      ['preparing', 'confirmed', 'preparing'],
      ['ready', 'confirmed', 'ready'],
      ['shipped', 'confirmed', 'shipped'],
      ['delivered', 'completed', 'delivered'],
    ];
    for (const [action, status, deliveryStatus] of steps) {
      clock = new Date(clock.getTime() + MINUTE);
      const result = await changed(id, action);
      expect(result.order, action).toMatchObject({ id, status, delivery_status: deliveryStatus });
      expect(result.message, action).toBe('queued');
    }
    const row = await saleRow(t.database.db, id);
    expect(row).toMatchObject({
      status: 'completed',
      deliveryStatus: 'delivered',
      paymentStatus: 'paid',
      amountPaid: 131,
    });
    for (const stamp of ['confirmedAt', 'preparingAt', 'readyAt', 'shippedAt', 'completedAt'] as const) {
      expect(row[stamp], stamp).toBeInstanceOf(Date);
    }
    expect(row.canceledAt).toBeNull();
    expect(row.completedAt?.getTime()).toBe(clock.getTime());

    const payments = await paymentsOf(t.database.db, id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ methodName: 'Efectivo', amount: 131, paymentMethodId: cashId });

    const shown = v.parse(dataOf(OrderDetailsSchema), (await details(id)).json()).data;
    expect(shown).toMatchObject({
      payment_status: 'paid',
      payment_status_name: 'Pagado',
      amount_paid: 131,
      amount_due: 0,
    });
    expect(shown.payments).toEqual([
      { id: payments[0]?.id, paid_at: shown.completed_at, method: { name: 'Efectivo' }, amount: 131 },
    ]);

    const texts = (await orderMessagesOf(t.database.db, id)).map((message) => message.body);
    expect(texts).toHaveLength(5);
    expect(texts[0]).toMatch(
      /^Hola Elena, tu pedido #T\d+-\d+ de Taqueria Demo fue confirmado\. Puedes seguirlo en http:\/\/localhost:8080\/p\/[A-Za-z0-9]{8}$/,
    );
    expect(texts[4]).toContain('fue entregado');
  });

  it('takes a pickup order from Ready straight to Delivered', async () => {
    const id = await order({ status: 'confirmed', deliveryStatus: 'ready' });
    const result = await changed(id, 'delivered');
    expect(result.order).toMatchObject({ status: 'completed', delivery_status: 'delivered', amount_due: 0 });
    expect((await paymentsOf(t.database.db, id)).map((payment) => payment.amount)).toEqual([101]);
  });

  it('cancels a received order and stamps canceled_at', async () => {
    const id = await order();
    const result = await changed(id, 'canceled');
    expect(result.order).toMatchObject({ status: 'canceled', status_name: 'Cancelado' });
    expect(Date.parse(result.order.canceled_at ?? '')).toBe(clock.getTime());
    expect((await orderMessagesOf(t.database.db, id)).map((message) => message.body)).toEqual([
      expect.stringContaining('fue cancelado'),
    ]);
  });

  it('refuses transitions the state does not offer with 409 and changes nothing', async () => {
    const cases: [Partial<NewOrder>, OrderAction][] = [
      [{ status: 'confirmed' }, 'confirmed'],
      [{ status: 'confirmed', deliveryStatus: 'ready', deliveryType: 'pickup' }, 'shipped'],
      [{ status: 'confirmed', deliveryStatus: 'ready', deliveryType: 'delivery' }, 'delivered'],
      [{}, 'preparing'],
      [{}, 'delivered'],
      [{ status: 'confirmed', deliveryStatus: 'shipped', deliveryType: 'delivery' }, 'canceled'],
    ];
    for (const [values, action] of cases) {
      const id = await order(values);
      const before = await saleRow(t.database.db, id);
      const response = await change(id, action);
      expect(response.statusCode, `${JSON.stringify(values)} ${action}`).toBe(409);
      expect(response.json().message).toBe(ORDER_ERRORS.illegalTransition);
      expect(await saleRow(t.database.db, id)).toEqual(before);
      expect(await orderMessagesOf(t.database.db, id)).toEqual([]);
    }
  });

  it('refuses anything on a delivered or canceled order with 409 closed', async () => {
    for (const values of [
      { status: 'completed', deliveryStatus: 'delivered' },
      { status: 'canceled' },
    ] as const) {
      const id = await order(values);
      for (const action of ['confirmed', 'preparing', 'ready', 'shipped', 'delivered', 'canceled'] as const) {
        const response = await change(id, action);
        expect(response.statusCode, `${values.status} ${action}`).toBe(409);
        expect(response.json().message).toBe(ORDER_ERRORS.closed);
      }
    }
  });

  it('answers 422 in Spanish for an unknown status', async () => {
    const id = await order();
    const response = await change(id, 'eaten');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.status).toEqual(['El estatus no es válido.']);
  });

  it('acts once for a repeated Idempotency-Key and replays the answer', async () => {
    const id = await order();
    const first = await change(id, 'confirmed', { key: `confirm-${id}` });
    const again = await change(id, 'confirmed', { key: `confirm-${id}` });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await orderMessagesOf(t.database.db, id)).toHaveLength(1);
  });

  it('is refused to a menu reader (403), who may still read the inbox', async () => {
    const email = await insertMember(t.database.db, main.id, ['menu-reader'], 'lector-menu@taqueria.demo');
    const reader = await loginAs(t.app, email, MEMBER_PASSWORD);
    const id = await order();
    expect((await change(id, 'confirmed', { token: reader })).statusCode).toBe(403);
    expect((await saleRow(t.database.db, id)).status).toBe('queued');
    expect((await statusData(reader)).list.some((entry) => entry.id === id)).toBe(true);
    const reception = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/staff/order/status',
      headers: bearer(reader),
      payload: { pickup_enabled: false },
    });
    expect(reception.statusCode).toBe(403);
  });

  it('still changes the order without balance: no message, has_balance false', async () => {
    await leaveBalance(t.database.db, main.companyId, 0);
    try {
      expect((await statusData()).status.has_balance).toBe(false);
      const id = await order();
      const result = await changed(id, 'confirmed');
      expect(result).toMatchObject({
        order: { status: 'confirmed' },
        message: 'no_balance',
        message_id: null,
      });
      expect(await orderMessagesOf(t.database.db, id)).toEqual([]);
    } finally {
      await leaveBalance(t.database.db, main.companyId, 100);
    }
  });

  it("sends nothing ('none') to a customer without phone or while notifications are off", async () => {
    const noPhone = await order({ contactPhone: null });
    expect((await changed(noPhone, 'confirmed')).message).toBe('none');
    const setNotifications = (on: boolean) =>
      t.database.db
        .update(shopSettings)
        .set({
          settings: sql`jsonb_set(${shopSettings.settings}, '{notifications_enabled}', ${String(on)}::jsonb)`,
        })
        .where(eq(shopSettings.locationId, main.id));
    await setNotifications(false);
    try {
      const id = await order();
      expect(await changed(id, 'confirmed')).toMatchObject({ message: 'none', message_id: null });
      expect(await orderMessagesOf(t.database.db, id)).toEqual([]);
    } finally {
      await setNotifications(true);
    }
  });

  it('announces the change on the live stream of the location', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(origin, bearer(kitchen));
    try {
      const id = await order();
      await changed(id, 'confirmed');
      const hint = await stream.next((event) => event.event === 'changed' && event.data.includes('orders'));
      expect(JSON.parse(hint.data)).toEqual({ area: 'orders', id });
    } finally {
      stream.close();
    }
  });
});

describe('GET /v1/pos/staff/order/{id}/details and /v1/pos/sale/{id}', () => {
  it('answers the order with its items and (empty) payments on both paths', async () => {
    const id = await order({ notes: 'Tocar el timbre', customerCash: 200 });
    const response = await details(id);
    expect(response.statusCode).toBe(200);
    const shown = v.parse(dataOf(OrderDetailsSchema), response.json()).data;
    expect(shown).toMatchObject({ id, notes: 'Tocar el timbre', customer_cash: 200, payments: [] });
    expect(shown.items).toHaveLength(2);
    const sale = await details(id, kitchen, `/v1/pos/sale/${id}`);
    expect(sale.statusCode).toBe(200);
    expect(sale.json()).toEqual(response.json());

    const { payments, ...asListed } = shown;
    expect(payments).toEqual([]);
    expect((await statusData()).list.find((entry) => entry.id === id)).toEqual(asListed);
  });

  it('answers 422 for an id that is not one, and 404 for one that does not exist', async () => {
    expect((await details(0, kitchen, '/v1/pos/staff/order/abc/details')).statusCode).toBe(422);
    expect((await details(0, kitchen, '/v1/pos/sale/99999999999')).statusCode).toBe(422);
    expect((await change('abc', 'confirmed')).statusCode).toBe(422);
    expect((await details(2_000_000_000)).statusCode).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another location's or company's order and never lists it", async () => {
    const other = await insertOtherCompany(t.database.db);
    const elsewhere = await insertOrder(t.database.db, { locationId: other.locationId });
    const branchOrder = await insertOrder(t.database.db, { locationId: branch.id });
    for (const id of [elsewhere, branchOrder]) {
      expect((await details(id)).statusCode).toBe(404);
      expect((await details(id, kitchen, `/v1/pos/sale/${id}`)).statusCode).toBe(404);
      const response = await change(id, 'confirmed');
      expect(response.statusCode).toBe(404);
      expect((await saleRow(t.database.db, id)).status).toBe('queued');
    }
    const ids = (await statusData()).list.map((entry) => entry.id);
    expect(ids).not.toContain(elsewhere);
    expect(ids).not.toContain(branchOrder);
  });
});
