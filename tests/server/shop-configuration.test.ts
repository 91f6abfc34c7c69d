import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../server/db/schema';
import { dataOf } from '../../src/domain/contract/common';
import type { ShopSettings } from '../../src/domain/contract/settings';
import { ORDER_ERRORS, PosConfigurationSchema, WAIT_MINS_MESSAGE } from '../../src/domain/contract/shop';
import { demoLocations } from './helpers/queue-fixtures';
import { insertMember, MEMBER_PASSWORD } from './helpers/shop-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let manager: string;
let kitchen: string;
let initial: ShopSettings;

beforeAll(async () => {
  t = await startTestApp();
  const { main } = await demoLocations(t.database.db);
  const email = await insertMember(t.database.db, main.id, ['menu-manager'], 'gerente-menu@taqueria.demo');
  manager = await loginAs(t.app, email, MEMBER_PASSWORD);
  kitchen = await loginAs(t.app, DEMO.kitchen);
  const [stored] = await t.database.db
    .select()
    .from(shopSettings)
    .where(eq(shopSettings.locationId, main.id));
  if (!stored) throw new Error('the demo location has shop settings');
  initial = stored.settings;
});
afterAll(async () => {
  await t?.close();
});

const read = (token = manager) => t.app.inject({ url: '/v1/pos/configuration', headers: bearer(token) });
const patch = (payload: Record<string, unknown>, token = manager) =>
  t.app.inject({ method: 'PATCH', url: '/v1/pos/configuration', headers: bearer(token), payload });

async function patched(payload: Record<string, unknown>) {
  const response = await patch(payload);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(PosConfigurationSchema), response.json()).data;
}

describe('GET and PATCH /v1/pos/configuration', () => {
  it("reads the location's configuration, also for the kitchen", async () => {
    const response = await read(kitchen);
    expect(response.statusCode).toBe(200);
    expect(v.parse(dataOf(PosConfigurationSchema), response.json()).data).toEqual(initial);
  });

  it('changes only the keys sent and shows the change in the account settings', async () => {
    const saved = await patched({ processing_mins_avg: 20, notifications_enabled: false });
    expect(saved).toEqual({
      ...initial,
      processing_mins_avg: 20,
      notifications_enabled: false,
    });
    expect((await read()).json().data).toEqual(saved);
    const settings = await t.app.inject({ url: '/v1/user/account/settings', headers: bearer(manager) });
    expect(settings.json().data.shop_settings).toEqual(saved);
  });

  it('requires a valid WhatsApp phone for the whatsapp channel (422 on order_reception_config.phone)', async () => {
    for (const config of [null, { phone: '' }, { phone: '12345' }]) {
      const response = await patch({ order_reception_channel: 'whatsapp', order_reception_config: config });
      expect(response.statusCode, JSON.stringify(config)).toBe(422);
      expect(response.json().errors).toEqual({
        'order_reception_config.phone': [ORDER_ERRORS.whatsappPhoneRequired],
      });
    }
    expect((await read()).json().data.order_reception_channel).toBe('managed');

    const saved = await patched({
      order_reception_channel: 'whatsapp',
      order_reception_config: { phone: '55 1234-5678' },
    });
    expect(saved).toMatchObject({
      order_reception_channel: 'whatsapp',
      order_reception_config: { phone: '+525512345678' },
    });
  });

  it('stores no phone for any other channel', async () => {
    const managed = await patched({
      order_reception_channel: 'managed',
      order_reception_config: { phone: '5512345678' },
    });
    expect(managed.order_reception_config).toBeNull();
    const none = await patched({ order_reception_channel: null });
    expect(none).toMatchObject({ order_reception_channel: null, order_reception_config: null });
  });

  it('answers 422 per field for bad values', async () => {
    const response = await patch({
      processing_mins_avg: 2000,
      pickup_enabled: 'sí',
      order_reception_channel: 'fax',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'order_reception_channel',
      'pickup_enabled',
      'processing_mins_avg',
    ]);
    expect(response.json().errors.processing_mins_avg).toEqual([WAIT_MINS_MESSAGE]);
  });

  it('takes wait times in steps of 5 only (02 §5)', async () => {
    const response = await patch({ shipping_mins_avg: 12 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ shipping_mins_avg: [WAIT_MINS_MESSAGE] });
  });

  it('lets only the shop manager change it (the kitchen gets 403)', async () => {
    expect((await patch({ pickup_enabled: false }, kitchen)).statusCode).toBe(403);
    const host = await loginAs(t.app, DEMO.host);
    expect((await read(host)).statusCode).toBe(403);
  });
});
