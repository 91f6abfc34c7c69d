import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, queueItems, waitlistSettings } from '../../db/schema';
import { runInTenant } from '../../db/tenant-scope';
import type { AppDeps } from '../../http/app-types';
import { publicOrigin } from '../../http/public-urls';
import type { QueueDefinition } from '../../jobs/jobs';
import { announceChange } from '../../live/live-messages';
import { sendMessageNow } from '../messaging/deliver-message';
import type { QueueMessageResult } from './customer-message';
import { lockedItem, messageItemCustomer } from './queue-item-lock';

/** Every minute: the booking_reminder of each booking whose reminder time has come. */
export const BOOKING_REMINDER_QUEUE: QueueDefinition = {
  name: 'waitlist-booking-reminders',
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

/** 02 §9: the reminder lead when the settings leave it null. */
export const DEFAULT_REMINDER_BEFORE_MINS = 1440;
/** Bookings reminded per run; the next minute takes the rest. */
const BATCH = 200;
const WAITING = ['pending', 'notified'] as const;

type ReminderDeps = Pick<AppDeps, 'db' | 'platformDb' | 'now' | 'jobs' | 'config'> & {
  log: { warn(fields: object, message: string): void };
};

/** When the booking's reminder is due: booking_date minus the location's reminder lead. */
const remindAt = sql`${queueItems.bookingDate} - coalesce((${waitlistSettings.settings} #>> '{waitlist,reminder_before_mins}')::numeric, ${DEFAULT_REMINDER_BEFORE_MINS}) * interval '1 minute'`;

/**
 * Bookings due a reminder now: not started yet, still waiting (pending or notified), never
 * reminded, with a phone, their location's booking notifications on, and the reminder time
 * passed. A booking made or moved after its reminder time is skipped: its registration or
 * reschedule message already carried the date.
 */
function dueBookings(platformDb: Db, now: Date) {
  return platformDb
    .select({ id: queueItems.id, companyId: locations.companyId, locationId: locations.id })
    .from(queueItems)
    .innerJoin(locations, eq(locations.id, queueItems.locationId))
    .innerJoin(waitlistSettings, eq(waitlistSettings.locationId, queueItems.locationId))
    .where(
      and(
        eq(queueItems.type, 'booking'),
        inArray(queueItems.status, [...WAITING]),
        isNull(queueItems.bookingReminderAt),
        isNotNull(queueItems.phone),
        gt(queueItems.bookingDate, now),
        lte(remindAt, now),
        lt(sql`coalesce(${queueItems.rescheduledAt}, ${queueItems.createdAt})`, remindAt),
        sql`(${waitlistSettings.settings} #>> '{booking,notifications_enabled}')::boolean`,
      ),
    )
    .orderBy(asc(queueItems.bookingDate))
    .limit(BATCH);
}

/**
 * Claims one booking's reminder (booking_reminder_at set only where still null, so two runs that
 * overlap remind once) and queues its message in the same transaction. A short balance sends
 * nothing but the claim stays: a reminder is never retried forever.
 */
async function remindBooking(
  db: Db,
  id: number,
  now: Date,
  origin: string,
): Promise<QueueMessageResult | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(queueItems)
      .set({ bookingReminderAt: now, updatedAt: now })
      .where(
        and(
          eq(queueItems.id, id),
          isNull(queueItems.bookingReminderAt),
          inArray(queueItems.status, [...WAITING]),
        ),
      )
      .returning();
    if (!claimed) return null;
    const [location] = await tx
      .select({
        companyId: locations.companyId,
        name: locations.name,
        timeZone: locations.timezone,
        settings: waitlistSettings.settings,
      })
      .from(locations)
      .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, locations.id))
      .where(eq(locations.id, claimed.locationId));
    if (!location) return null;
    const message = await messageItemCustomer(tx, lockedItem(claimed, location), {
      template: 'booking_reminder',
      origin,
      userId: null,
      now,
      required: false,
    });
    await announceChange(tx, {
      companyId: location.companyId,
      locationId: claimed.locationId,
      area: 'waitlist',
      id: claimed.id,
    });
    return message;
  });
}

/** One run of the reminder job; answers how many reminders were queued. */
export async function sendBookingReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const origin = publicOrigin(deps.config);
  let queued = 0;
  // Found across companies on the platform path; each reminder is its company's work.
  for (const { id, companyId, locationId } of await dueBookings(deps.platformDb, now)) {
    const result = await runInTenant({ companyId, locationId }, () =>
      remindBooking(deps.db, id, now, origin),
    );
    if (result?.messageId) {
      await sendMessageNow(deps.jobs, result.messageId, deps.log);
      queued += 1;
    } else if (result?.outcome === 'no_balance') {
      deps.log.warn({ queueItemId: id }, `booking ${id}: no reminder sent, the message balance is exhausted`);
    }
  }
  return queued;
}

export async function registerBookingReminderJob(deps: AppDeps, log: ReminderDeps['log']): Promise<void> {
  await deps.jobs.work(BOOKING_REMINDER_QUEUE, async () => {
    await sendBookingReminders({ ...deps, log });
  });
  await deps.jobs.schedule(BOOKING_REMINDER_QUEUE, '* * * * *');
}
