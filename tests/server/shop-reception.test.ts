import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../server/db/schema';
import { dataOf } from '../../src/domain/contract/common';
import { ORDER_ERRORS, ShopStatusSchema, WAIT_MINS_MESSAGE } from '../../src/domain/contract/shop';
import { openEventStream } from './helpers/event-stream';
import { type DemoLocation, demoLocations } from './helpers/queue-fixtures';
import { insertMenuProduct } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let kitchen: string;
let main: DemoLocation;

beforeAll(async () => {
  t = await startTestApp();
  kitchen = await loginAs(t.app, DEMO.kitchen);
  ({ main } = await demoLocations(t.database.db));
  await insertMenuProduct(t.database.db, main.id);
});
afterAll(async () => {
  await t?.close();
});

const post = (payload: Record<string, unknown>, token = kitchen) =>
  t.app.inject({ method: 'POST', url: '/v1/pos/staff/order/status', headers: bearer(token), payload });

async function posted(payload: Record<string, unknown>) {
  const response = await post(payload);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(ShopStatusSchema), response.json()).data;
}

async function statusNow() {
  const response = await t.app.inject({ url: '/v1/pos/staff/order/status-data', headers: bearer(kitchen) });
  return v.parse(dataOf(ShopStatusSchema), { data: response.json().data.status }).data;
}

const setChannel = (channel: string | null) =>
  t.database.db
    .update(shopSettings)
    .set({
      settings: sql`jsonb_set(${shopSettings.settings}, '{order_reception_channel}', ${JSON.stringify(channel)}::jsonb)`,
    })
    .where(eq(shopSettings.locationId, main.id));

describe('POST /v1/pos/staff/order/status', () => {
  it('sets the wait times in steps of 5 and keeps what is not sent', async () => {
    const status = await posted({ processing_mins_avg: 25, shipping_mins_avg: 1440 });
    expect(status).toMatchObject({
      processing_mins_avg: 25,
      shipping_mins_avg: 1440,
      reception: 'on',
      setup: true,
    });
    expect(await statusNow()).toEqual(status);
    expect((await posted({ shipping_mins_avg: 0 })).processing_mins_avg).toBe(25);
  });

  it('refuses wait times off the 5-minute steps or beyond 0..1440 with 422 in Spanish', async () => {
    for (const value of [7, 1445, -5, 12.5, '10']) {
      const response = await post({ processing_mins_avg: value, shipping_mins_avg: value });
      expect(response.statusCode, String(value)).toBe(422);
      expect(response.json().errors).toEqual({
        processing_mins_avg: [WAIT_MINS_MESSAGE],
        shipping_mins_avg: [WAIT_MINS_MESSAGE],
      });
    }
    expect((await statusNow()).processing_mins_avg).toBe(25);
  });

  it('switches the reception modes: pickup only, delivery only, off and on again', async () => {
    expect((await posted({ pickup_enabled: true, delivery_enabled: false })).reception).toBe('pickup');
    expect((await posted({ pickup_enabled: false, delivery_enabled: true })).reception).toBe('delivery');
    expect((await posted({ delivery_enabled: false })).reception).toBe('off');
    expect(await statusNow()).toMatchObject({
      reception: 'off',
      pickup_enabled: false,
      delivery_enabled: false,
    });
    expect((await posted({ pickup_enabled: true, delivery_enabled: true })).reception).toBe('on');
  });

  it("shows in the account settings' shop_settings", async () => {
    await posted({ processing_mins_avg: 35 });
    const settings = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(kitchen) });
    expect(settings.json().data.shop_settings).toMatchObject({ processing_mins_avg: 35 });
  });

  it('refuses turning reception on while setup is incomplete (409), but always lets it go off', async () => {
    await setChannel(null);
    try {
      expect((await posted({ pickup_enabled: false, delivery_enabled: false })).setup).toBe(false);
      const response = await post({ pickup_enabled: true });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: ORDER_ERRORS.setupIncomplete,
        code: 'SETUP_INCOMPLETE',
      });
      expect((await statusNow()).reception).toBe('off');
    } finally {
      await setChannel('managed');
    }
    expect((await posted({ pickup_enabled: true, delivery_enabled: true })).reception).toBe('on');
  });

  it('announces the change to the live stream', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(origin, bearer(kitchen));
    try {
      await posted({ shipping_mins_avg: 15 });
      const hint = await stream.next((event) => event.event === 'changed' && event.data.includes('orders'));
      expect(JSON.parse(hint.data)).toEqual({ area: 'orders', id: main.id });
    } finally {
      stream.close();
    }
  });

  it('is refused to a waitlist hostess (403)', async () => {
    const host = await loginAs(t.app, DEMO.host);
    expect((await post({ pickup_enabled: false }, host)).statusCode).toBe(403);
  });
});
