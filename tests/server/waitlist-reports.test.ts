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
  // 2030-06-03: five waitlist entries and a booking. Quoted 15, waited 20: on time; quoted 20,
  // waited 40: late; quoted 10, gave up; quoted 30, waited 10: early; quoted 25, still waiting.
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
    canceledAt: at('2030-06-03', '12:30'),
    groupSize: 3,
  });
  await add({
    type: 'waitlist',
    createdAt: at('2030-06-03', '12:40'),
    readyAt: at('2030-06-03', '12:50'),
    quotedWaitMins: 30,
    status: 'completed',
    groupSize: 2,
  });
  await add({
    type: 'waitlist',
    createdAt: at('2030-06-03', '13:00'),
    quotedWaitMins: 25,
    groupSize: 2,
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
  it('gives the figures of the period, quotes against the real waits of the same parties', async () => {
    const response = await report('summary', { filters: PERIOD });
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(dataOf(WaitlistSummarySchema), response.json()).data.values).toEqual({
      total: 9,
      waitlist: 6,
      bookings: 3,
      completed: 4,
      canceled: 2,
      people: 22,
      // Every seated walk-in: 20, 40, 10 and 60 (unquoted).
      avg_wait_mins: 32.5,
      // The three quoted and seated: quoted 15, 20, 30; waited 20, 40, 10.
      avg_quoted_wait_mins: 21.7,
      avg_quoted_real_wait_mins: 23.3,
      // Of those three and the one who gave up; the one still waiting is not judged yet.
      quote_early: 0.25,
      quote_on_time: 0.25,
      quote_late: 0.25,
      quote_gave_up: 0.25,
    });
  });

  it('a period without activity has zeros and no averages', async () => {
    const response = await report('summary', { filters: { date_from: '2031-01-01', date_to: '2031-01-31' } });
    expect(response.json().data.values).toMatchObject({
      total: 0,
      people: 0,
      avg_wait_mins: null,
      quote_on_time: null,
      quote_gave_up: null,
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
        entries: 5,
        bookings: 1,
        people: 15,
        completed: 2,
        canceled: 1,
        avg_wait_mins: 23.3,
        avg_quoted_wait_mins: 21.7,
        avg_quoted_real_wait_mins: 23.3,
        quote_early: 0.25,
        quote_on_time: 0.25,
        quote_late: 0.25,
        quote_gave_up: 0.25,
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
        avg_quoted_real_wait_mins: null,
        quote_early: null,
        quote_on_time: null,
        quote_late: null,
        quote_gave_up: null,
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
        avg_quoted_real_wait_mins: null,
        quote_early: null,
        quote_on_time: null,
        quote_late: null,
        quote_gave_up: null,
      },
    ]);
    expect(body.headers.map((header) => [header.key, header.title, header.aggregate])).toEqual([
      ['date', 'Fecha', { type: 'count', value: 3 }],
      ['entries', 'Lista de espera', { type: 'sum', value: 6 }],
      ['bookings', 'Reservaciones', { type: 'sum', value: 3 }],
      ['people', 'Personas', { type: 'sum', value: 22 }],
      ['completed', 'Completados', { type: 'sum', value: 4 }],
      ['canceled', 'Cancelados', { type: 'sum', value: 2 }],
      // Over every entry of the period (20, 40, 10, 60), not the average of the daily averages (41.7).
      ['avg_wait_mins', 'Espera promedio', { type: 'avg', value: 32.5 }],
      ['avg_quoted_wait_mins', 'Espera cotizada promedio', { type: 'avg', value: 21.7 }],
      ['avg_quoted_real_wait_mins', 'Espera real de los cotizados', { type: 'avg', value: 23.3 }],
      ['quote_early', 'Sentados antes de lo cotizado', { type: 'avg', value: 0.25 }],
      ['quote_on_time', 'Sentados a tiempo', { type: 'avg', value: 0.25 }],
      ['quote_late', 'Sentados después de lo cotizado', { type: 'avg', value: 0.25 }],
      ['quote_gave_up', 'Se fueron sin mesa', { type: 'avg', value: 0.25 }],
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
    expect(last.headers.find((header) => header.key === 'people')?.aggregate?.value).toBe(22);
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
