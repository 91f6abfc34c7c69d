import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hourOverrides, locationHours, products, queueItems } from '../../server/db/schema';
import { slotAt } from '../../server/modules/waitlist/availability/available-slots';
import { AvailabilitySlotSchema } from '../../src/domain/contract/availability';
import { dataOf } from '../../src/domain/contract/common';
import {
  AGENDA_PASSWORD,
  type AgendaBusiness,
  addItem,
  createAgendaBusiness,
  setSettings,
} from './helpers/agenda-fixture';
import { bearer, loginAs, startTestApp, type TestApp } from './helpers/test-app';

// Monday 2030-06-03, 06:00 in Mexico City (UTC-6).
const NOW = new Date('2030-06-03T12:00:00Z');
const MONDAY = '2030-06-03';
const TUESDAY = '2030-06-04';
const WEDNESDAY = '2030-06-05';
const THURSDAY = '2030-06-06';

let t: TestApp;
let biz: AgendaBusiness;
let other: AgendaBusiness;
let hostToken: string;
let serviceId: number;

const at = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);
const slotTime = (date: string, time: string) => `${date}T${time}:00.000-06:00`;

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  const db = t.database.db;
  biz = await createAgendaBusiness(db, 'disp');
  other = await createAgendaBusiness(db, 'otra-disp');
  hostToken = await loginAs(t.app, biz.logins.host, AGENDA_PASSWORD);
  const [service] = await db
    .insert(products)
    .values({
      companyId: biz.companyId,
      locationId: biz.locationId,
      type: 'service',
      name: 'Corte',
      durationMins: 90,
    })
    .returning({ id: products.id });
  serviceId = service?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  const db = t.database.db;
  await setSettings(db, biz.locationId, {});
  await db.delete(queueItems).where(eq(queueItems.locationId, biz.locationId));
  await db.delete(queueItems).where(eq(queueItems.locationId, other.locationId));
  await db.delete(hourOverrides).where(eq(hourOverrides.locationId, biz.locationId));
  await db.delete(locationHours).where(eq(locationHours.userId, biz.employees[0]));
  await db.update(products).set({ bookingsPerBlock: null }).where(eq(products.id, serviceId));
});

function availability(payload: object, token = hostToken) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/waitlist/hostess/booking-availability',
    headers: bearer(token),
    payload,
  });
}

async function slots(payload: object) {
  const response = await availability(payload);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(v.array(AvailabilitySlotSchema)), response.json()).data;
}

const timesOf = async (payload: object) => (await slots(payload)).map((slot) => slot.time);

describe('slots from the hours', () => {
  it('offers every block of the booking hours, with its offset, capacity and people', async () => {
    const answer = await slots({ from: TUESDAY });
    expect(answer).toEqual(
      ['09:00', '10:00', '11:00', '12:00'].map((time) => ({
        time: slotTime(TUESDAY, time),
        available_people: 50,
        available_slots: 1,
      })),
    );
  });

  it('covers each date of the range', async () => {
    const times = await timesOf({ from: TUESDAY, to: WEDNESDAY });
    expect(times).toHaveLength(8);
    expect(times[4]).toBe(slotTime(WEDNESDAY, '09:00'));
  });

  it('a closed override day offers nothing; a changed day offers its own hours', async () => {
    await t.database.db.insert(hourOverrides).values([
      {
        companyId: biz.companyId,
        locationId: biz.locationId,
        date: WEDNESDAY,
        openTime: null,
        closeTime: null,
      },
      {
        companyId: biz.companyId,
        locationId: biz.locationId,
        date: THURSDAY,
        openTime: '15:00',
        closeTime: '17:00',
      },
    ]);
    expect(await timesOf({ from: WEDNESDAY, to: THURSDAY })).toEqual([
      slotTime(THURSDAY, '15:00'),
      slotTime(THURSDAY, '16:00'),
    ]);
  });

  it("the employee's own hours and overrides narrow the location's; one without hours follows it", async () => {
    const db = t.database.db;
    const [first, second] = biz.employees;
    await db.insert(locationHours).values({
      companyId: biz.companyId,
      locationId: biz.locationId,
      userId: first,
      openTime: '11:00',
      closeTime: '18:00',
      daysOfWeek: ['tuesday', 'wednesday'],
      types: ['booking'],
    });
    await db.insert(hourOverrides).values({
      companyId: biz.companyId,
      locationId: biz.locationId,
      userId: first,
      date: WEDNESDAY,
      openTime: null,
      closeTime: null,
    });
    expect(await timesOf({ from: TUESDAY, to: WEDNESDAY, assigned_user_id: first })).toEqual([
      slotTime(TUESDAY, '11:00'),
      slotTime(TUESDAY, '12:00'),
    ]);
    expect(await timesOf({ from: TUESDAY, assigned_user_id: second })).toHaveLength(4);
  });

  it('starts every block_frequency_mins and lasts duration_mins, else the service, else the block', async () => {
    await setSettings(t.database.db, biz.locationId, { booking: { block_frequency_mins: 30 } });
    const hhmm = (times: string[]) => times.map((time) => time.slice(11, 16));
    expect(hhmm(await timesOf({ from: TUESDAY }))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    expect(hhmm(await timesOf({ from: TUESDAY, duration_mins: 180 }))).toEqual(['09:00', '09:30', '10:00']);
    expect(hhmm(await timesOf({ from: TUESDAY, product_id: serviceId })).at(-1)).toBe('11:30');
  });
});

describe('notice', () => {
  it('drops starts before now + minimum notice and after now + maximum notice', async () => {
    await setSettings(t.database.db, biz.locationId, { booking: { min_notice_mins: 240 } });
    expect(await timesOf({ from: MONDAY })).toEqual([
      slotTime(MONDAY, '10:00'),
      slotTime(MONDAY, '11:00'),
      slotTime(MONDAY, '12:00'),
    ]);
    await setSettings(t.database.db, biz.locationId, {
      booking: { min_notice_mins: 0, max_notice_mins: 1440 },
    });
    const times = await timesOf({ from: MONDAY, to: WEDNESDAY });
    expect(times.every((time) => time.startsWith(MONDAY))).toBe(true);
    expect(times).toHaveLength(4);
  });

  it('never offers a past time, even without notice', async () => {
    await setSettings(t.database.db, biz.locationId, { booking: { min_notice_mins: 0 } });
    expect(await timesOf({ from: '2030-06-02' })).toEqual([]);
  });
});

describe('capacity against existing bookings', () => {
  it('a booking takes its block; a canceled one frees it; the rescheduled item does not block itself', async () => {
    const db = t.database.db;
    const taken = await addItem(db, biz.locationId, { bookingDate: at(TUESDAY, '10:00'), durationMins: 60 });
    await addItem(db, biz.locationId, {
      bookingDate: at(TUESDAY, '11:00'),
      durationMins: 60,
      status: 'canceled',
    });
    await addItem(db, biz.locationId, { type: 'waitlist', createdAt: at(TUESDAY, '09:00') });
    expect(await timesOf({ from: TUESDAY })).toEqual([
      slotTime(TUESDAY, '09:00'),
      slotTime(TUESDAY, '11:00'),
      slotTime(TUESDAY, '12:00'),
    ]);
    expect(await timesOf({ from: TUESDAY, reschedule_item_id: taken })).toHaveLength(4);
  });

  it('a booking that overlaps part of a longer booking blocks that start', async () => {
    await addItem(t.database.db, biz.locationId, { bookingDate: at(TUESDAY, '11:30'), durationMins: 30 });
    expect(await timesOf({ from: TUESDAY, duration_mins: 120 })).toEqual([slotTime(TUESDAY, '09:00')]);
  });

  it('spaces_per_block and bookings_per_block (the service’s first) limit bookings at once', async () => {
    const db = t.database.db;
    await setSettings(db, biz.locationId, { booking: { spaces_per_block: 3 } });
    await addItem(db, biz.locationId, { bookingDate: at(TUESDAY, '10:00'), durationMins: 60 });
    const byTime = async (payload: object) =>
      Object.fromEntries(
        (await slots(payload)).map((slot) => [slot.time.slice(11, 16), slot.available_slots]),
      );
    expect(await byTime({ from: TUESDAY })).toEqual({ '09:00': 3, '10:00': 2, '11:00': 3, '12:00': 3 });
    await setSettings(db, biz.locationId, { booking: { spaces_per_block: 3, bookings_per_block: 2 } });
    expect(await byTime({ from: TUESDAY })).toEqual({ '09:00': 2, '10:00': 1, '11:00': 2, '12:00': 2 });
    await db.update(products).set({ bookingsPerBlock: 1 }).where(eq(products.id, serviceId));
    expect(await byTime({ from: TUESDAY, product_id: serviceId, duration_mins: 60 })).toEqual({
      '09:00': 1,
      '11:00': 1,
      '12:00': 1,
    });
  });

  it("with an employee, only that employee's bookings count", async () => {
    const [first, second] = biz.employees;
    await addItem(t.database.db, biz.locationId, {
      bookingDate: at(TUESDAY, '10:00'),
      durationMins: 60,
      assignedUserId: first,
    });
    expect(await timesOf({ from: TUESDAY, assigned_user_id: first })).not.toContain(
      slotTime(TUESDAY, '10:00'),
    );
    expect(await timesOf({ from: TUESDAY, assigned_user_id: second })).toContain(slotTime(TUESDAY, '10:00'));
    expect(await timesOf({ from: TUESDAY })).not.toContain(slotTime(TUESDAY, '10:00'));
  });

  it('a group larger than the people left is not offered; the people left are reported', async () => {
    const db = t.database.db;
    await setSettings(db, biz.locationId, { max_people: 6, booking: { spaces_per_block: 0 } });
    await addItem(db, biz.locationId, { bookingDate: at(TUESDAY, '10:00'), durationMins: 60, groupSize: 4 });
    const forThree = await slots({ from: TUESDAY, group_size: 3 });
    expect(forThree.map((slot) => slot.time)).not.toContain(slotTime(TUESDAY, '10:00'));
    const forTwo = await slots({ from: TUESDAY, group_size: 2 });
    expect(forTwo.find((slot) => slot.time === slotTime(TUESDAY, '10:00'))).toEqual({
      time: slotTime(TUESDAY, '10:00'),
      available_people: 2,
      available_slots: 1,
    });
    expect(forTwo[0]).toEqual({ time: slotTime(TUESDAY, '09:00'), available_people: 6, available_slots: 3 });
  });

  it("another location's bookings never block", async () => {
    for (const time of ['09:00', '10:00', '11:00', '12:00']) {
      await addItem(t.database.db, other.locationId, { bookingDate: at(TUESDAY, time), durationMins: 60 });
    }
    expect(await timesOf({ from: TUESDAY })).toHaveLength(4);
  });
});

describe('slotAt (registration and reschedule check a chosen time)', () => {
  it('finds a bookable start, not a taken one, nor a time between blocks', async () => {
    const db = t.database.db;
    const id = await addItem(db, biz.locationId, { bookingDate: at(TUESDAY, '10:00'), durationMins: 60 });
    const query = { locationId: biz.locationId, now: NOW, group_size: 2 };
    expect(await slotAt(db, query, at(TUESDAY, '11:00'))).toEqual({
      time: slotTime(TUESDAY, '11:00'),
      available_people: 50,
      available_slots: 1,
    });
    expect(await slotAt(db, query, at(TUESDAY, '10:00'))).toBeUndefined();
    expect(await slotAt(db, { ...query, reschedule_item_id: id }, at(TUESDAY, '10:00'))).toBeDefined();
    expect(await slotAt(db, query, at(TUESDAY, '11:30'))).toBeUndefined();
  });
});

describe('bad input and roles', () => {
  it('answers 422 with Spanish messages, never 500', async () => {
    const cases: [object, string, string][] = [
      [{ from: TUESDAY, to: '2030-07-06' }, 'to', 'El rango debe ser de máximo 31 días.'],
      [{ from: TUESDAY, to: MONDAY }, 'to', 'La fecha final debe ser igual o posterior a la inicial.'],
      [{ from: '2030-02-30' }, 'from', 'La fecha no es válida.'],
      [{ from: 'mañana' }, 'from', 'La fecha no es válida.'],
      [{ from: TUESDAY, product_id: 999_999 }, 'product_id', 'El servicio no existe.'],
      [{ from: TUESDAY, assigned_user_id: other.employees[0] }, 'assigned_user_id', 'La persona no existe.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await availability(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(payload)).toEqual([message]);
    }
    for (const payload of [{}, { from: TUESDAY, group_size: 'dos' }, { from: TUESDAY, duration_mins: 0 }]) {
      const response = await availability(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().message).toBe('Los datos enviados no son válidos.');
    }
    expect((await availability({ from: TUESDAY, to: '2030-07-05' })).statusCode).toBe(200);
  });

  it('a waitlist reader gets 403', async () => {
    const reader = await loginAs(t.app, biz.logins.reader, AGENDA_PASSWORD);
    expect((await availability({ from: TUESDAY }, reader)).statusCode).toBe(403);
  });
});

describe('POST /v1/public/waitlist/{username}/availability', () => {
  const publicAvailability = (username: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/v1/public/waitlist/${username}/availability`, payload });

  it('answers the same slots without a session, ignoring employee and reschedule', async () => {
    const id = await addItem(t.database.db, biz.locationId, {
      bookingDate: at(TUESDAY, '10:00'),
      durationMins: 60,
    });
    const response = await publicAvailability(biz.username, { from: TUESDAY, reschedule_item_id: id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((slot: { time: string }) => slot.time)).toEqual([
      slotTime(TUESDAY, '09:00'),
      slotTime(TUESDAY, '11:00'),
      slotTime(TUESDAY, '12:00'),
    ]);
  });

  it('offers only active services shown on the waitlist', async () => {
    const db = t.database.db;
    await db.update(products).set({ waitlistStatus: 'inactive' }).where(eq(products.id, serviceId));
    const response = await publicAvailability(biz.username, { from: TUESDAY, product_id: serviceId });
    await db.update(products).set({ waitlistStatus: 'active' }).where(eq(products.id, serviceId));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ product_id: ['El servicio no existe.'] });
  });

  it('409 when online bookings are off, 404 for an unknown business', async () => {
    await setSettings(t.database.db, biz.locationId, { booking: { public_enabled: false } });
    const closed = await publicAvailability(biz.username, { from: TUESDAY });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Las reservaciones en línea no están disponibles.');
    const unknown = await publicAvailability('no-existe', { from: TUESDAY });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Negocio no encontrado.');
  });
});
