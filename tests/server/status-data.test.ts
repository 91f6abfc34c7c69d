import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPublicCode } from '../../server/db/public-code';
import { locations, products, queueItems } from '../../server/db/schema';
import { STATUS_DATA_REUSE_MS } from '../../server/modules/waitlist/status-data-answers';
import { dataOf } from '../../src/domain/contract/common';
import { type QueueItem, StatusDataSchema } from '../../src/domain/contract/waitlist';
import { zonedDate } from '../../src/domain/rules/zoned-time';
import { announcedWrite } from './helpers/announced-write';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const ZONE = 'America/Mexico_City';
const DAY_MS = 86_400_000;
/** How far the server's clock runs ahead of the machine's: moved past the held answer's window. */
let ahead = 0;
let t: TestApp;
let token: string;
let companyId: number;
let locationId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(Date.now() + ahead) });
  token = await loginAs(t.app, DEMO.host);
  const [main] = await t.database.db.select().from(locations).where(eq(locations.username, 'taqueria-demo'));
  locationId = main?.id ?? 0;
  companyId = main?.companyId ?? 0;
  await t.database.db.insert(queueItems).values([
    {
      companyId,
      locationId,
      type: 'waitlist',
      name: 'Visita de Ayer',
      createdAt: new Date(Date.now() - DAY_MS - 3_600_000),
      publicCode: newPublicCode(),
    },
    {
      companyId,
      locationId,
      type: 'booking',
      name: 'Reserva de Mañana',
      bookingDate: new Date(Date.now() + 2 * DAY_MS),
      durationMins: 60,
      publicCode: newPublicCode(),
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const statusData = (query = '') =>
  t.app.inject({ url: `/v1/waitlist/hostess/status-data${query}`, headers: bearer(token) });

async function entries(): Promise<QueueItem[]> {
  const response = await statusData();
  expect(response.statusCode).toBe(200);
  return v.parse(dataOf(StatusDataSchema), response.json()).data.entries;
}

const byName = (items: QueueItem[], name: string) => {
  const item = items.find((entry) => entry.name === name);
  if (!item) throw new Error(`${name} is not in today's list`);
  return item;
};

describe('GET /v1/waitlist/hostess/status-data', () => {
  it('answers the reception status in the location zone', async () => {
    const { data } = v.parse(dataOf(StatusDataSchema), (await statusData()).json());
    expect(data.status).toMatchObject({
      enabled: true,
      setup_complete: true,
      has_balance: true,
      timezone: ZONE,
      date: zonedDate(new Date(), ZONE),
    });
    expect(data.status.server_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-0[56]:00$/);
  });

  it('lists only today’s entries: waitlist by arrival, bookings by booking date', async () => {
    const items = await entries();
    expect(items.length).toBeGreaterThanOrEqual(8);
    const today = zonedDate(new Date(), ZONE);
    for (const item of items) {
      const when = item.type === 'booking' ? item.booking_date : item.created_at;
      expect(when?.slice(0, 10), item.name).toBe(today);
    }
    expect(items.map((item) => item.name)).not.toContain('Visita de Ayer');
    expect(items.map((item) => item.name)).not.toContain('Reserva de Mañana');
  });

  it('gives every field the host list needs, with Spanish status names', async () => {
    const items = await entries();
    const maria = byName(items, 'María González');
    expect(maria).toMatchObject({
      type: 'waitlist',
      status: 'pending',
      status_name: 'Pendiente',
      group_size: 4,
    });
    expect(maria.checked_in_at).not.toBeNull();

    const jose = byName(items, 'José Hernández');
    expect(jose.type).toBe('booking');
    expect(jose.confirmation_request?.response).toBe(true);
    expect(jose.product?.name).toBe('Reservación de mesa');
    expect(jose.assigned_user?.name).toBe('Ramón Castillo');
    expect(Date.parse(jose.booking_date_end ?? '') - Date.parse(jose.booking_date ?? '')).toBe(90 * 60_000);

    const paid = byName(items, 'Alejandra Torres');
    expect(paid).toMatchObject({
      payment_status: 'paid',
      payment_status_name: 'Pagado',
      payment_data: { amount_total: 350, amount_paid: 350, amount_due: 0 },
    });
    expect(byName(items, 'Guadalupe Martínez')).toMatchObject({
      status: 'canceled',
      status_name: 'Cancelado',
    });
    expect(byName(items, 'Francisco Pérez')).toMatchObject({ status: 'notified', status_name: 'Notificado' });

    const names = new Set(items.map((item) => item.status_name));
    expect(
      [...names].every((name) =>
        ['Pendiente', 'Notificado', 'Listo', 'Completado', 'Cancelado'].includes(name),
      ),
    ).toBe(true);
    expect(maria.url).toMatch(/^http:\/\/localhost:8080\/t\/[A-Za-z0-9]{8}$/);
  });

  it('shows each entry exactly as the single-item call does', async () => {
    const list = await entries();
    expect(list.length).toBeGreaterThan(3);
    for (const entry of list) {
      const one = await t.app.inject({ url: `/v1/waitlist/queue/${entry.id}`, headers: bearer(token) });
      expect(one.statusCode).toBe(200);
      expect(entry).toEqual(one.json().data);
    }
  });

  it('reads the list again whenever its rows, a service or an employee changed, whoever wrote them', async () => {
    const before = await entries();
    const withService = before.find((entry) => entry.product !== null);
    if (!withService?.product) throw new Error('the demo list has an entry with a service');
    const db = t.database.db;
    const [first] = before;
    // Written by another server process: announced in its transaction, as every queue write is.
    await announcedWrite(t, { companyId, locationId, area: 'waitlist', id: first!.id }, (tx) =>
      tx.update(queueItems).set({ notes: 'Cambio directo' }).where(eq(queueItems.id, first!.id)),
    );
    expect((await entries()).find((entry) => entry.id === first!.id)?.notes).toBe('Cambio directo');

    // Written with no announcement (no write path announces a service's name, nor deletes a turn):
    // shown once the held answer's window has passed.
    await db
      .update(products)
      .set({ name: 'Servicio renombrado' })
      .where(eq(products.id, withService.product.id));
    ahead += STATUS_DATA_REUSE_MS;
    expect((await entries()).find((entry) => entry.id === withService.id)?.product?.name).toBe(
      'Servicio renombrado',
    );

    await db.delete(queueItems).where(eq(queueItems.id, before[1]?.id ?? 0));
    ahead += STATUS_DATA_REUSE_MS;
    expect((await entries()).some((entry) => entry.id === before[1]?.id)).toBe(false);
  });

  it('puts active entries first, each group in time order', async () => {
    const items = await entries();
    const done = items.map((item) => item.status === 'completed' || item.status === 'canceled');
    expect(done).toEqual([...done].sort((a, b) => Number(a) - Number(b)));
    const active = items.filter((_, index) => !done[index]);
    const times = active.map((item) => Date.parse(item.booking_date ?? item.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('takes "today" in the zone of the timezone query', async () => {
    const response = await statusData('?timezone=Asia/Tokyo');
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(dataOf(StatusDataSchema), response.json());
    expect(data.status.timezone).toBe('Asia/Tokyo');
    expect(data.status.date).toBe(zonedDate(new Date(), 'Asia/Tokyo'));
    expect(data.status.server_time).toMatch(/\+09:00$/);
  });

  it('refuses a timezone that is not an IANA zone', async () => {
    for (const zone of ['Mars/Olympus', "x'; DROP TABLE users;--", '']) {
      const response = await statusData(`?timezone=${encodeURIComponent(zone)}`);
      expect(response.statusCode, zone).toBe(422);
      expect(response.json().errors).toEqual({ timezone: ['La zona horaria no es válida.'] });
    }
  });
});
