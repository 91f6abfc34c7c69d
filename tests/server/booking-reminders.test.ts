import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistSettings } from '../../server/db/schema';
import {
  BOOKING_REMINDER_QUEUE,
  sendBookingReminders,
} from '../../server/modules/waitlist/booking-reminders';
import { formatCustomerDate } from '../../src/domain/rules/message-template';
import { toGsm7Text } from '../../src/domain/rules/sms-text';
import {
  type DemoLocation,
  demoLocations,
  insertQueueItem,
  leaveBalance,
  messagesOf,
  type NewQueueItem,
  queueItemRow,
} from './helpers/queue-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

const ZONE = 'America/Mexico_City';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let main: DemoLocation;
let branch: DemoLocation;
const warnings: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  ({ main, branch } = await demoLocations(t.database.db));
});
afterAll(async () => {
  await t?.close();
});

/** One run of the job as the scheduler starts it, at `now`. */
function runAt(now: Date) {
  return sendBookingReminders({
    ...t.app.deps,
    now: () => now,
    log: { warn: (_fields, message) => warnings.push(message) },
  });
}

/** A booking made a week ago (before any reminder lead), `ahead` from `now`. */
function booking(ahead: number, values: Partial<NewQueueItem> = {}, now = new Date()) {
  return insertQueueItem(t.database.db, {
    locationId: main.id,
    type: 'booking',
    name: 'Gabriela Núñez',
    bookingDate: new Date(now.getTime() + ahead),
    durationMins: 60,
    createdAt: new Date(now.getTime() - 7 * 24 * HOUR),
    ...values,
  });
}

const texts = async (id: number) => (await messagesOf(t.database.db, id)).map((message) => message.body);

async function setReminderLead(locationId: number, minutes: number | null) {
  await t.database.db
    .update(waitlistSettings)
    .set({
      settings: sql`jsonb_set(${waitlistSettings.settings}, '{waitlist,reminder_before_mins}', ${JSON.stringify(minutes)}::jsonb)`,
    })
    .where(eq(waitlistSettings.locationId, locationId));
}

describe('the booking reminder job', () => {
  it('is scheduled every minute', async () => {
    const result = await t.database.db.execute(
      sql`select cron from pgboss.schedule where name = ${BOOKING_REMINDER_QUEUE.name}`,
    );
    expect((result as unknown as { rows: { cron: string }[] }).rows).toEqual([{ cron: '* * * * *' }]);
    // From here on each run happens at the test's clock, not at the scheduler's next tick.
    await t.database.db.execute(sql`delete from pgboss.schedule where name = ${BOOKING_REMINDER_QUEUE.name}`);
  });

  it('reminds a booking 1440 min ahead by default (reminder_before_mins null), once', async () => {
    const now = new Date();
    const due = await booking(23 * HOUR, {}, now);
    const notYet = await booking(25 * HOUR, {}, now);
    await runAt(now);

    const bookingDate = (await queueItemRow(t.database.db, due)).bookingDate ?? now;
    expect(await texts(due)).toEqual([
      `Hola Gabriela Nuñez, te recordamos tu reserva en Taqueria Demo para el ${toGsm7Text(formatCustomerDate(bookingDate, ZONE))}.`,
    ]);
    const reminded = await queueItemRow(t.database.db, due);
    expect(reminded.bookingReminderAt?.getTime()).toBe(now.getTime());
    expect(reminded.status).toBe('pending');
    expect(await texts(notYet)).toEqual([]);
    expect((await queueItemRow(t.database.db, notYet)).bookingReminderAt).toBeNull();

    await runAt(new Date(now.getTime() + MINUTE));
    expect(await texts(due)).toHaveLength(1);

    // Two hours later the other booking's time has come.
    await runAt(new Date(now.getTime() + 2 * HOUR));
    expect(await texts(notYet)).toHaveLength(1);
  });

  it("follows the location's reminder_before_mins and its own name", async () => {
    await setReminderLead(branch.id, 30);
    try {
      const now = new Date();
      const soon = await booking(20 * MINUTE, { locationId: branch.id, name: 'Raúl Ortega' }, now);
      const later = await booking(2 * HOUR, { locationId: branch.id }, now);
      await runAt(now);
      expect(await texts(soon)).toEqual([
        expect.stringMatching(
          /^Hola Raul Ortega, te recordamos tu reserva en Taqueria Demo Coyoacan para el /,
        ),
      ]);
      expect(await texts(later)).toEqual([]);
    } finally {
      await setReminderLead(branch.id, null);
    }
  });

  it('skips what must not be reminded', async () => {
    const now = new Date();
    const skipped = [
      await booking(-10 * MINUTE, {}, now), // already started
      await booking(HOUR, { status: 'ready' }, now),
      await booking(HOUR, { status: 'completed' }, now),
      await booking(HOUR, { status: 'canceled' }, now),
      await booking(HOUR, { bookingReminderAt: new Date(now.getTime() - HOUR) }, now),
      await booking(HOUR, { phone: null }, now),
      await booking(HOUR, { createdAt: new Date(now.getTime() - HOUR) }, now), // booked inside the lead
      await booking(HOUR, { rescheduledAt: new Date(now.getTime() - 10 * MINUTE) }, now), // moved inside it
      await insertQueueItem(t.database.db, {
        locationId: main.id,
        createdAt: new Date(now.getTime() - 2 * HOUR),
      }),
    ];
    const notified = await booking(HOUR, { status: 'notified' }, now);
    await runAt(now);
    for (const id of skipped) expect(await texts(id), `item ${id}`).toEqual([]);
    expect(await texts(notified)).toHaveLength(1);
  });

  it('reminds once when two runs overlap', async () => {
    const now = new Date();
    const id = await booking(HOUR, {}, now);
    await Promise.all([runAt(now), runAt(now), runAt(new Date(now.getTime() + 1))]);
    expect(await texts(id)).toHaveLength(1);
  });

  it('without balance sends nothing, logs it and never tries again', async () => {
    await leaveBalance(t.database.db, main.companyId, 0);
    try {
      const now = new Date();
      const id = await booking(HOUR, {}, now);
      warnings.length = 0;
      await runAt(now);
      expect(await texts(id)).toEqual([]);
      expect((await queueItemRow(t.database.db, id)).bookingReminderAt?.getTime()).toBe(now.getTime());
      expect(warnings).toContain(`booking ${id}: no reminder sent, the message balance is exhausted`);

      await leaveBalance(t.database.db, main.companyId, 100);
      await runAt(new Date(now.getTime() + MINUTE));
      expect(await texts(id)).toEqual([]);
    } finally {
      await leaveBalance(t.database.db, main.companyId, 100);
    }
  });

  it('skips a location whose booking notifications are off', async () => {
    await t.database.db
      .update(waitlistSettings)
      .set({
        settings: sql`jsonb_set(${waitlistSettings.settings}, '{booking,notifications_enabled}', 'false')`,
      })
      .where(eq(waitlistSettings.locationId, branch.id));
    const now = new Date();
    const id = await booking(HOUR, { locationId: branch.id }, now);
    await runAt(now);
    expect(await texts(id)).toEqual([]);
    expect((await queueItemRow(t.database.db, id)).bookingReminderAt).toBeNull();
  });
});
