import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEvents } from '../../server/db/schema';
import { dataOf } from '../../src/domain/contract/common';
import { QUEUE_CONFLICT_MESSAGES, QueueChangeResultSchema } from '../../src/domain/contract/queue-actions';
import { formatCustomerDate } from '../../src/domain/rules/message-template';
import { toGsm7Text } from '../../src/domain/rules/sms-text';
import {
  type DemoLocation,
  demoLocations,
  eventTypesOf,
  insertQueueItem,
  leaveBalance,
  messagesOf,
  type NewQueueItem,
  queueItemRow,
} from './helpers/queue-fixtures';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './helpers/test-app';

const ZONE = 'America/Mexico_City';
const HOUR = 3_600_000;
let t: TestApp;
let host: string;
let main: DemoLocation;
let branch: DemoLocation;

beforeAll(async () => {
  t = await startTestApp();
  host = await loginAs(t.app, DEMO.host);
  ({ main, branch } = await demoLocations(t.database.db));
});
afterAll(async () => {
  await t?.close();
});

/** A whole hour two days ahead: the booking's current date. */
const twoDaysAhead = new Date(Math.ceil((Date.now() + 48 * HOUR) / HOUR) * HOUR);

const booking = (values: Partial<NewQueueItem> = {}) =>
  insertQueueItem(t.database.db, {
    locationId: main.id,
    type: 'booking',
    name: 'Marta Quiroga',
    bookingDate: twoDaysAhead,
    durationMins: 60,
    bookingReminderAt: new Date(),
    ...values,
  });

function reschedule(id: number | string, payload: unknown, options: { token?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'PATCH',
    url: `/v1/waitlist/queue/${id}`,
    headers: { ...bearer(options.token ?? host), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: payload as object,
  });
}

const body = (date: Date, duration = 60) => ({
  reschedule: { booking_date: date.toISOString(), duration_mins: duration },
});

async function rescheduledEvents(id: number) {
  return t.database.db
    .select()
    .from(queueEvents)
    .where(and(eq(queueEvents.queueItemId, id), eq(queueEvents.type, 'rescheduled')));
}

describe('PATCH /v1/waitlist/queue/{id}', () => {
  it('moves a booking, records the previous date, tells the customer and makes the reminder due again', async () => {
    const id = await booking();
    const newDate = new Date(twoDaysAhead.getTime() + 24 * HOUR + HOUR / 2);
    const response = await reschedule(id, body(newDate, 90));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = v.parse(dataOf(QueueChangeResultSchema), response.json());
    expect(Date.parse(data.item.booking_date ?? '')).toBe(newDate.getTime());
    expect(data.item.booking_date).toMatch(/-0[56]:00$/);
    expect(Date.parse(data.item.booking_date_end ?? '')).toBe(newDate.getTime() + 90 * 60_000);
    expect(data.item.duration_mins).toBe(90);
    expect(data.item.rescheduled_at).not.toBeNull();
    expect(data.item.booking_reminder_at).toBeNull();
    expect(data.message).toBe('queued');

    const messages = await messagesOf(t.database.db, id);
    expect(messages.map((message) => message.body)).toEqual([
      `Hola Marta Quiroga, movimos tu reserva en Taqueria Demo al ${toGsm7Text(formatCustomerDate(newDate, ZONE))}.`,
    ]);
    expect(messages[0]?.id).toBe(data.message_id);

    const [event] = await rescheduledEvents(id);
    expect(event?.data).toMatchObject({ booking_date: data.item.booking_date, duration_mins: 90 });
    expect(Date.parse(String(event?.data?.previous_booking_date))).toBe(twoDaysAhead.getTime());
    expect(event?.data?.previous_duration_mins).toBe(60);
  });

  it("refuses the same date and duration with 'No hay cambios para guardar' (even written in another offset)", async () => {
    const id = await booking();
    const sameInstant = twoDaysAhead.toISOString().replace('Z', '+00:00');
    const response = await reschedule(id, { reschedule: { booking_date: sameInstant, duration_mins: 60 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ reschedule: ['No hay cambios para guardar'] });
    expect(await rescheduledEvents(id)).toEqual([]);

    const longer = await reschedule(id, body(twoDaysAhead, 120));
    expect(longer.statusCode).toBe(200);
    expect(longer.json().data.item.duration_mins).toBe(120);
  });

  it('refuses a waitlist entry (409 notBooking) and a closed booking (409 closed)', async () => {
    const entry = await insertQueueItem(t.database.db, { locationId: main.id });
    const notBooking = await reschedule(entry, body(twoDaysAhead));
    expect(notBooking.statusCode).toBe(409);
    expect(notBooking.json().message).toBe(QUEUE_CONFLICT_MESSAGES.notBooking);

    for (const status of ['completed', 'canceled'] as const) {
      const id = await booking({ status });
      const response = await reschedule(id, body(new Date(twoDaysAhead.getTime() + HOUR)));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(QUEUE_CONFLICT_MESSAGES.closed);
      expect((await queueItemRow(t.database.db, id)).bookingDate?.getTime()).toBe(twoDaysAhead.getTime());
    }
  });

  it("answers 404 for another location's booking and 403 to a waitlist reader", async () => {
    const elsewhere = await booking({ locationId: branch.id });
    expect((await reschedule(elsewhere, body(new Date(twoDaysAhead.getTime() + HOUR)))).statusCode).toBe(404);
    const reader = await loginAs(t.app, DEMO.reader);
    const id = await booking();
    expect(
      (await reschedule(id, body(new Date(twoDaysAhead.getTime() + HOUR)), { token: reader })).statusCode,
    ).toBe(403);
    expect(await eventTypesOf(t.database.db, id)).toEqual([]);
  });

  it.each([
    [{}, 'reschedule'],
    [{ reschedule: { duration_mins: 60 } }, 'reschedule.booking_date'],
    [{ reschedule: { booking_date: 'mañana', duration_mins: 60 } }, 'reschedule.booking_date'],
    [{ reschedule: { booking_date: 20251201, duration_mins: 60 } }, 'reschedule.booking_date'],
    [{ reschedule: { booking_date: '2030-01-01T25:00:00Z', duration_mins: 60 } }, 'reschedule.booking_date'],
    [
      { reschedule: { booking_date: '2030-02-30T10:00:00-06:00', duration_mins: 60 } },
      'reschedule.booking_date',
    ],
    [
      { reschedule: { booking_date: '2030-01-01T10:00:00Z', duration_mins: '60' } },
      'reschedule.duration_mins',
    ],
    [{ reschedule: { booking_date: '2030-01-01T10:00:00Z', duration_mins: 2 } }, 'reschedule.duration_mins'],
    [
      { reschedule: { booking_date: '2030-01-01T10:00:00Z', duration_mins: 1441 } },
      'reschedule.duration_mins',
    ],
  ])('refuses %j with a 422 on %s and changes nothing', async (payload, field) => {
    const id = await booking();
    const response = await reschedule(id, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect((await queueItemRow(t.database.db, id)).bookingDate?.getTime()).toBe(twoDaysAhead.getTime());
  });

  it('with too little balance still reschedules and answers message no_balance', async () => {
    await leaveBalance(t.database.db, main.companyId, 0);
    try {
      const id = await booking();
      const response = await reschedule(id, body(new Date(twoDaysAhead.getTime() + HOUR)));
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ message: 'no_balance', message_id: null });
      expect(await messagesOf(t.database.db, id)).toEqual([]);
      expect(await eventTypesOf(t.database.db, id)).toEqual(['rescheduled']);
    } finally {
      await leaveBalance(t.database.db, main.companyId, 100);
    }
  });

  it('honours Idempotency-Key: a replay acts once; the key with another body is a 422', async () => {
    const id = await booking();
    const first = await reschedule(id, body(new Date(twoDaysAhead.getTime() + HOUR)), { key: `r-${id}` });
    expect(first.statusCode).toBe(200);
    const replay = await reschedule(id, body(new Date(twoDaysAhead.getTime() + HOUR)), { key: `r-${id}` });
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await rescheduledEvents(id)).toHaveLength(1);
    expect(await messagesOf(t.database.db, id)).toHaveLength(1);

    const other = await reschedule(id, body(new Date(twoDaysAhead.getTime() + 2 * HOUR)), { key: `r-${id}` });
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['Idempotency-Key']);
    expect((await queueItemRow(t.database.db, id)).bookingDate?.getTime()).toBe(
      twoDaysAhead.getTime() + HOUR,
    );
  });
});
