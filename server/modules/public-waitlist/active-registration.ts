import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queueItems } from '../../db/schema';

/** Statuses of a turn still to be served. */
const ACTIVE_STATUSES = ['pending', 'notified', 'ready'] as const;
/** A walk-in turn older than this is yesterday's, whatever its status says. */
const WAITLIST_TURN_MS = 12 * 60 * 60 * 1000;

/**
 * The phone's turn of that kind still to be served at the location (a waitlist turn of the last
 * 12 hours, a booking still to come), or undefined: the public page gives one per phone, so a
 * repeated registration answers the same turn and sends no second message.
 */
export async function activeRegistration(
  db: Db,
  input: { locationId: number; phone: string; type: 'waitlist' | 'booking'; now: Date },
): Promise<{ publicCode: string } | undefined> {
  const current =
    input.type === 'waitlist'
      ? gt(queueItems.createdAt, new Date(input.now.getTime() - WAITLIST_TURN_MS))
      : gt(queueItems.bookingDate, input.now);
  const [row] = await db
    .select({ publicCode: queueItems.publicCode })
    .from(queueItems)
    .where(
      and(
        eq(queueItems.locationId, input.locationId),
        eq(queueItems.phone, input.phone),
        eq(queueItems.type, input.type),
        inArray(queueItems.status, [...ACTIVE_STATUSES]),
        current,
      ),
    )
    .orderBy(desc(queueItems.id))
    .limit(1);
  return row ?? undefined;
}
