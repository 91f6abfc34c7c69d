import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../server/db/schema';
import { hashPassword } from '../../server/security/password';
import { AvailabilitySlotSchema } from '../../src/domain/contract/availability';
import { dataOf } from '../../src/domain/contract/common';
import { HOURS_MESSAGES as M } from '../../src/domain/rules/hours-rules';
import { AGENDA_PASSWORD, type AgendaBusiness, createAgendaBusiness } from './helpers/agenda-fixture';
import { bearer, loginAs, startTestApp, type TestApp } from './helpers/test-app';

// Monday 2030-06-03, 06:00 in Mexico City (UTC-6).
const NOW = new Date('2030-06-03T12:00:00Z');
const TUESDAY = '2030-06-04';
const WEDNESDAY = '2030-06-05';
const slotTime = (date: string, time: string) => `${date}T${time}:00.000-06:00`;

let t: TestApp;
let biz: AgendaBusiness;
let other: AgendaBusiness;
let managerToken: string;
let readerToken: string;
let hostToken: string;

async function addManager(business: AgendaBusiness): Promise<string> {
  const email = `gerente@${business.username}.agenda`;
  const [user] = await t.database.db
    .insert(users)
    .values({ email, name: 'Gerente', passwordHash: await hashPassword(AGENDA_PASSWORD) })
    .returning({ id: users.id });
  await t.database.db.insert(memberships).values({
    companyId: business.companyId,
    locationId: business.locationId,
    userId: user?.id ?? 0,
    roles: ['business-manager'],
  });
  return loginAs(t.app, email, AGENDA_PASSWORD);
}

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  biz = await createAgendaBusiness(t.database.db, 'horas');
  other = await createAgendaBusiness(t.database.db, 'otras-horas');
  managerToken = await addManager(biz);
  readerToken = await loginAs(t.app, biz.logins.stats, AGENDA_PASSWORD);
  hostToken = await loginAs(t.app, biz.logins.host, AGENDA_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

type Kind = 'hours' | 'hour-overrides';
const url = (kind: Kind, locationId = biz.locationId, userId?: number) =>
  `/v1/business/location/${locationId}/${kind}${userId ? `?user_id=${userId}` : ''}`;

function call(method: 'GET' | 'PATCH', path: string, payload?: object, token = managerToken) {
  return t.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
}

const week = (open: string, close: string, types = ['booking', 'waitlist']) => ({
  open_time: open,
  close_time: close,
  days_of_week: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  types,
});

async function bookingTimes(date: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/waitlist/hostess/booking-availability',
    headers: bearer(hostToken),
    payload: { from: date },
  });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(dataOf(v.array(AvailabilitySlotSchema)), response.json()).data.map((slot) => slot.time);
}

describe('GET and PATCH /v1/business/location/{id}/hours', () => {
  it('lists the location’s hours and replaces them; the answer is the stored list', async () => {
    const before = await call('GET', url('hours'));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject([{ open_time: '09:00', close_time: '13:00' }]);

    const saved = await call('PATCH', url('hours'), { hours: [week('16:00', '00:00')] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual([{ id: expect.any(Number), ...week('16:00', '00:00') }]);
    expect((await call('GET', url('hours'))).json().data).toEqual(saved.json().data);
  });

  it('refuses invalid entries with a Spanish message per field, and keeps what was stored', async () => {
    const stored = (await call('GET', url('hours'))).json().data;
    const response = await call('PATCH', url('hours'), {
      hours: [week('18:00', '09:00'), { ...week('', '10:00', []), days_of_week: [] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'hours.0.close_time': [M.openBeforeClose],
      'hours.1.open_time': [M.range],
      'hours.1.days_of_week': [M.days],
      'hours.1.types': [M.types],
    });
    expect((await call('GET', url('hours'))).json().data).toEqual(stored);
  });

  it('an employee’s hours (?user_id=) need no service type and leave the location’s alone', async () => {
    const [employee] = biz.employees;
    const location = (await call('GET', url('hours'))).json().data;
    const response = await call('PATCH', url('hours', biz.locationId, employee), {
      hours: [week('10:00', '12:00', [])],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await call('GET', url('hours', biz.locationId, employee))).json().data).toMatchObject([
      { open_time: '10:00', close_time: '12:00', types: [] },
    ]);
    expect((await call('GET', url('hours'))).json().data).toEqual(location);
  });
});

describe('GET and PATCH /v1/business/location/{id}/hour-overrides', () => {
  it('stores the flat list of dated ranges, a closed date as null times', async () => {
    const hours = [
      { date: WEDNESDAY, open_time: null, close_time: null },
      { date: TUESDAY, open_time: '14:00', close_time: '16:00' },
      { date: TUESDAY, open_time: '10:00', close_time: '12:00' },
    ];
    const saved = await call('PATCH', url('hour-overrides'), { hours });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual([
      hours[2],
      hours[1],
      hours[0],
    ]);
    await call('PATCH', url('hour-overrides'), { hours: [] });
  });

  it('refuses overlapping ranges of a date with the spec’s message', async () => {
    const response = await call('PATCH', url('hour-overrides'), {
      hours: [
        { date: TUESDAY, open_time: '10:00', close_time: '14:00' },
        { date: TUESDAY, open_time: '13:00', close_time: '15:00' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'hours.1.open_time': [M.overlap] });
  });
});

describe('availability reads the saved hours', () => {
  it('new regular hours and a closed special date change the bookable times', async () => {
    await call('PATCH', url('hours'), { hours: [week('15:00', '17:00')] });
    expect(await bookingTimes(TUESDAY)).toEqual([slotTime(TUESDAY, '15:00'), slotTime(TUESDAY, '16:00')]);

    await call('PATCH', url('hour-overrides'), {
      hours: [{ date: TUESDAY, open_time: null, close_time: null }],
    });
    expect(await bookingTimes(TUESDAY)).toEqual([]);
    expect(await bookingTimes(WEDNESDAY)).toHaveLength(2);
    await call('PATCH', url('hour-overrides'), { hours: [] });
  });
});

describe('who may call', () => {
  it('a business reader cannot edit or read hours (02 §6: business manager)', async () => {
    for (const kind of ['hours', 'hour-overrides'] as const) {
      expect((await call('PATCH', url(kind), { hours: [] }, readerToken)).statusCode).toBe(403);
      expect((await call('GET', url(kind), undefined, readerToken)).statusCode).toBe(403);
    }
  });

  it('another company’s location, or a person not at this location, is not found', async () => {
    for (const kind of ['hours', 'hour-overrides'] as const) {
      expect((await call('GET', url(kind, other.locationId))).statusCode).toBe(404);
      expect((await call('PATCH', url(kind, other.locationId), { hours: [] })).statusCode).toBe(404);
      expect((await call('GET', url(kind, biz.locationId, other.employees[0]))).statusCode).toBe(404);
    }
  });
});
