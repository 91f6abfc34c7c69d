import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../src/domain/contract/common';
import { ReportSchema, WaitlistSummarySchema } from '../../src/domain/contract/report';
import {
  AGENDA_PASSWORD,
  type AgendaBusiness,
  addItem,
  createAgendaBusiness,
} from './helpers/agenda-fixture';
import { bearer, loginAs, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let biz: AgendaBusiness;
let statsToken: string;

const at = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);
const PERIOD = { date_from: '2030-06-03', date_to: '2030-06-05' };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  biz = await createAgendaBusiness(db, 'rep');
  const other = await createAgendaBusiness(db, 'otra-rep');
  const add = (item: Parameters<typeof addItem>[2]) => addItem(db, biz.locationId, item);
  const weekBefore = at('2030-05-27', '12:00');
  // 2030-06-03: three waitlist entries (waits 20 and 40 min, quotes 15, 20 and 10) and a booking.
  await add({
    type: 'waitlist',
    createdAt: at('2030-06-03', '10:00'),
    readyAt: at('2030-06-03', '10:20'),
    quotedWaitMins: 15,
    status: 'completed',
    groupSize: 2,
  });
  await add({
    type: 'waitlist',
    createdAt: at('2030-06-03', '11:00'),
    readyAt: at('2030-06-03', '11:40'),
    quotedWaitMins: 20,
    status: 'ready',
    groupSize: 4,
  });
  await add({
    type: 'waitlist',
    createdAt: at('2030-06-03', '12:00'),
    quotedWaitMins: 10,
    status: 'canceled',
    groupSize: 3,
  });
  await add({
    createdAt: weekBefore,
    bookingDate: at('2030-06-03', '19:00'),
    durationMins: 90,
    groupSize: 5,
  });
  // 2030-06-04: an entry without quote (a 60 min wait, no group size) and a late canceled booking.
  await add({
    type: 'waitlist',
    createdAt: at('2030-06-04', '09:00'),
    readyAt: at('2030-06-04', '10:00'),
    status: 'completed',
    groupSize: null,
  });
  await add({
    createdAt: weekBefore,
    bookingDate: at('2030-06-04', '23:30'),
    durationMins: 60,
    status: 'canceled',
    groupSize: 2,
  });
  // 2030-06-05: a booking made the day before, counted on its own date.
  await add({
    createdAt: at('2030-06-04', '08:00'),
    bookingDate: at('2030-06-05', '10:00'),
    durationMins: 60,
    status: 'completed',
    groupSize: 6,
  });
  // Outside the period, and another location's: never counted.
  await add({ type: 'waitlist', createdAt: at('2030-06-02', '23:59') });
  await add({
    createdAt: at('2030-06-03', '10:00'),
    bookingDate: at('2030-06-06', '00:00'),
    durationMins: 60,
  });
  await addItem(db, other.locationId, { type: 'waitlist', createdAt: at('2030-06-03', '10:00') });
  statsToken = await loginAs(t.app, biz.logins.stats, AGENDA_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

function report(path: 'summary' | 'by-date', payload: object, token = statsToken) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/waitlist/reporting/${path}`,
    headers: bearer(token),
    payload,
  });
}

describe('POST /v1/waitlist/reporting/summary', () => {
  it('gives the figures of the period, quoted against actual waits', async () => {
    const response = await report('summary', { filters: PERIOD });
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(dataOf(WaitlistSummarySchema), response.json()).data.values).toEqual({
      total: 7,
      waitlist: 4,
      bookings: 3,
      completed: 3,
      canceled: 2,
      people: 18,
      avg_wait_mins: 40,
      avg_quoted_wait_mins: 15,
      quote_accuracy: 0.5,
    });
  });

  it('a period without activity has zeros and no averages', async () => {
    const response = await report('summary', { filters: { date_from: '2031-01-01', date_to: '2031-01-31' } });
    expect(response.json().data.values).toMatchObject({
      total: 0,
      people: 0,
      avg_wait_mins: null,
      quote_accuracy: null,
    });
  });
});

describe('POST /v1/waitlist/reporting/by-date', () => {
  it('one row per local date, Spanish headers and footer aggregates of the whole period', async () => {
    const response = await report('by-date', { filters: PERIOD, offset: 0, limit: 100 });
    expect(response.statusCode, response.body).toBe(200);
    const body = v.parse(ReportSchema, response.json());
    expect(body.data).toEqual([
      {
        date: '2030-06-03',
        entries: 3,
        bookings: 1,
        people: 11,
        completed: 1,
        canceled: 1,
        avg_wait_mins: 30,
        avg_quoted_wait_mins: 15,
        quote_accuracy: 0.5,
      },
      {
        date: '2030-06-04',
        entries: 1,
        bookings: 1,
        people: 1,
        completed: 1,
        canceled: 1,
        avg_wait_mins: 60,
        avg_quoted_wait_mins: null,
        quote_accuracy: null,
      },
      {
        date: '2030-06-05',
        entries: 0,
        bookings: 1,
        people: 6,
        completed: 1,
        canceled: 0,
        avg_wait_mins: null,
        avg_quoted_wait_mins: null,
        quote_accuracy: null,
      },
    ]);
    expect(body.headers.map((header) => [header.key, header.title, header.aggregate])).toEqual([
      ['date', 'Fecha', { type: 'count', value: 3 }],
      ['entries', 'Lista de espera', { type: 'sum', value: 4 }],
      ['bookings', 'Reservaciones', { type: 'sum', value: 3 }],
      ['people', 'Personas', { type: 'sum', value: 18 }],
      ['completed', 'Completados', { type: 'sum', value: 3 }],
      ['canceled', 'Cancelados', { type: 'sum', value: 2 }],
      // Over every entry of the period (20, 40, 60), not the average of the daily averages (45).
      ['avg_wait_mins', 'Espera promedio', { type: 'avg', value: 40 }],
      ['avg_quoted_wait_mins', 'Espera estimada promedio', { type: 'avg', value: 15 }],
      ['quote_accuracy', 'Precisión de la estimación', { type: 'avg', value: 0.5 }],
    ]);
    expect(body.pagination).toEqual({ total_items: 3, limit: 100, offset: 0, count: 3 });
  });

  it('pages the rows while the footer keeps the whole period', async () => {
    const first = v.parse(ReportSchema, (await report('by-date', { filters: PERIOD, limit: 2 })).json());
    expect(first.data.map((row) => row.date)).toEqual(['2030-06-03', '2030-06-04']);
    expect(first.pagination).toEqual({ total_items: 3, limit: 2, offset: 0, count: 2 });
    const last = v.parse(
      ReportSchema,
      (await report('by-date', { filters: PERIOD, limit: 2, offset: 2 })).json(),
    );
    expect(last.data.map((row) => row.date)).toEqual(['2030-06-05']);
    expect(last.headers.find((header) => header.key === 'people')?.aggregate?.value).toBe(18);
  });

  it('reads a single day by the location’s calendar', async () => {
    const day = v.parse(
      ReportSchema,
      (await report('by-date', { filters: { date_from: '2030-06-04', date_to: '2030-06-04' } })).json(),
    );
    expect(day.data.map((row) => [row.date, row.bookings])).toEqual([['2030-06-04', 1]]);
  });
});

describe('bad input and roles', () => {
  it('answers 422 with Spanish messages, never 500', async () => {
    for (const path of ['summary', 'by-date'] as const) {
      const backwards = await report(path, { filters: { date_from: '2030-06-05', date_to: '2030-06-03' } });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().errors).toEqual({
        'filters.date_to': ['La fecha final debe ser igual o posterior a la inicial.'],
      });
      for (const payload of [
        {},
        { filters: { date_from: '2030-02-30', date_to: '2030-03-01' } },
        { filters: { date_from: 20300603, date_to: '2030-06-05' } },
        { filters: PERIOD, limit: 0 },
        { filters: PERIOD, offset: -1 },
      ]) {
        const response = await report(path, payload);
        expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(422);
        expect(response.json().message).toBe('Los datos enviados no son válidos.');
      }
    }
  });

  it('is for stats readers: the host gets 403', async () => {
    const host = await loginAs(t.app, biz.logins.host, AGENDA_PASSWORD);
    expect((await report('summary', { filters: PERIOD }, host)).statusCode).toBe(403);
    expect((await report('by-date', { filters: PERIOD }, host)).statusCode).toBe(403);
  });
});
