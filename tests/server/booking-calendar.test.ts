import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../src/domain/contract/common';
import { QueueItemSchema } from '../../src/domain/contract/waitlist';
import {
  AGENDA_PASSWORD,
  type AgendaBusiness,
  addItem,
  createAgendaBusiness,
} from './helpers/agenda-fixture';
import { bearer, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let biz: AgendaBusiness;
let hostToken: string;
const ids: Record<'monday' | 'mondayLong' | 'tuesdayCanceled' | 'lateWednesday', number> = {
  monday: 0,
  mondayLong: 0,
  tuesdayCanceled: 0,
  lateWednesday: 0,
};

const at = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  biz = await createAgendaBusiness(db, 'cal');
  const other = await createAgendaBusiness(db, 'otra-cal');
  const [first, second] = biz.employees;
  ids.monday = await addItem(db, biz.locationId, {
    name: 'Laura Méndez',
    phone: '+525533330001',
    bookingDate: at('2030-06-03', '10:00'),
    durationMins: 60,
    assignedUserId: first,
  });
  ids.mondayLong = await addItem(db, biz.locationId, {
    name: 'Óscar Medina',
    phone: '+525533330002',
    bookingDate: at('2030-06-03', '12:30'),
    durationMins: 90,
    assignedUserId: second,
  });
  ids.tuesdayCanceled = await addItem(db, biz.locationId, {
    name: 'Irene Paz',
    bookingDate: at('2030-06-04', '09:00'),
    durationMins: 60,
    status: 'canceled',
  });
  ids.lateWednesday = await addItem(db, biz.locationId, {
    name: 'Tomás Vidal',
    bookingDate: at('2030-06-05', '23:30'),
    durationMins: 60,
  });
  await addItem(db, biz.locationId, {
    type: 'waitlist',
    name: 'Laura en espera',
    createdAt: at('2030-06-03', '10:00'),
  });
  await addItem(db, other.locationId, {
    name: 'Laura de otra',
    bookingDate: at('2030-06-03', '10:00'),
    durationMins: 60,
  });
  hostToken = await loginAs(t.app, biz.logins.host, AGENDA_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

function calendar(payload: object, token = hostToken) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/waitlist/booking/calendar',
    headers: bearer(token),
    payload,
  });
}

async function idsOf(payload: object): Promise<number[]> {
  const response = await calendar(payload);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(listOf(QueueItemSchema), response.json()).data.map((item) => item.id);
}

const range = (from: string, to: string) => ({
  $and: [{ booking_date: { $gte: from } }, { booking_date_end: { $lt: to } }],
});

describe('POST /v1/waitlist/booking/calendar', () => {
  it("lists the location's bookings of the visible range, newest id first (02 §7)", async () => {
    expect(await idsOf({ filters: range('2030-06-03', '2030-06-05'), limit: 100 })).toEqual([
      ids.tuesdayCanceled,
      ids.mondayLong,
      ids.monday,
    ]);
    // A booking that ends after midnight belongs to the range only once its end is inside it.
    expect(await idsOf({ filters: range('2030-06-05', '2030-06-06') })).toEqual([]);
    expect(await idsOf({ filters: range('2030-06-05', '2030-06-07') })).toEqual([ids.lateWednesday]);
  });

  it('computes booking_date_end from booking_date and duration, in the filter and in the answer', async () => {
    expect(await idsOf({ filters: { booking_date_end: { $lt: '2030-06-03T14:00:00-06:00' } } })).toEqual([
      ids.monday,
    ]);
    expect(await idsOf({ filters: { booking_date_end: { $lte: '2030-06-03T14:00:00-06:00' } } })).toEqual([
      ids.mondayLong,
      ids.monday,
    ]);
    const [long] = (await calendar({ filters: { id: ids.mondayLong } })).json().data;
    expect(long).toMatchObject({
      type: 'booking',
      name: 'Óscar Medina',
      booking_date: '2030-06-03T12:30:00.000-06:00',
      booking_date_end: '2030-06-03T14:00:00.000-06:00',
      assigned_user: { id: biz.employees[1], name: 'Adrián cal' },
    });
  });

  it('filters by employee and by number (the id, the name or the phone)', async () => {
    expect(await idsOf({ filters: { assigned_user_id: { $eq: biz.employees[0] } } })).toEqual([ids.monday]);
    expect(await idsOf({ filters: { number: { $contains: String(ids.lateWednesday) } } })).toContain(
      ids.lateWednesday,
    );
    expect(await idsOf({ filters: { number: { $contains: 'méndez' } } })).toEqual([ids.monday]);
    expect(await idsOf({ filters: { number: { $contains: '33330002' } } })).toEqual([ids.mondayLong]);
    expect(await idsOf({ filters: { number: { $contains: 'laura' } } })).toEqual([ids.monday]);
  });

  it('sorts and pages', async () => {
    expect(await idsOf({ sort: ['booking_date'], limit: 2, offset: 1 })).toEqual([
      ids.mondayLong,
      ids.tuesdayCanceled,
    ]);
    const page = await calendar({ limit: 2, offset: 1 });
    expect(page.json().pagination).toEqual({ total_items: 4, limit: 2, offset: 1, count: 2 });
  });

  it('answers 422 for bad filters, 403 to a waitlist reader', async () => {
    for (const payload of [
      { filters: { booking_date_end: { $gte: 'ayer' } } },
      { filters: { number: { $gt: 3 } } },
      { filters: { assigned_user_id: 'Beatriz' } },
      { sort: ['number'] },
      { filters: { type: 'waitlist' } },
    ]) {
      const response = await calendar(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const reader = await loginAs(t.app, biz.logins.reader, AGENDA_PASSWORD);
    expect((await calendar({}, reader)).statusCode).toBe(403);
  });
});
