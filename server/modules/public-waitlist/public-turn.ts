import { eq } from 'drizzle-orm';
import { PUBLIC_WAITLIST_MESSAGES, type PublicTurn } from '../../../src/domain/contract/public-waitlist';
import { QUEUE_ITEM_STATUS_LABELS } from '../../../src/domain/contract/waitlist';
import { createZonedIsoFormatter } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { locations, queueItems, waitlistSettings } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import { recordItemChange } from '../waitlist/record-item-change';
import { estimateWait, queueInFront } from '../waitlist/wait-estimate';

const turnColumns = {
  item: queueItems,
  companyId: locations.companyId,
  locationName: locations.name,
  timeZone: locations.timezone,
  settings: waitlistSettings.settings,
};

function selectTurn(db: Db, code: string) {
  return db
    .select(turnColumns)
    .from(queueItems)
    .innerJoin(locations, eq(locations.id, queueItems.locationId))
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, queueItems.locationId))
    .where(eq(queueItems.publicCode, code))
    .limit(1);
}

const isOpen = (status: string) => status !== 'completed' && status !== 'canceled';

/**
 * GET /v1/public/queue/{code}: the customer's own turn, with only what the turn page shows (no
 * phone, notes or ids). A waitlist entry still waiting learns how many parties are ahead of it
 * today and, when the location shows wait times, its quote for that queue.
 */
export async function publicTurn(db: Db, code: string, now: Date): Promise<PublicTurn> {
  const [row] = await selectTurn(db, code);
  if (!row) throw new NotFoundError(PUBLIC_WAITLIST_MESSAGES.turnNotFound);
  const { item } = row;
  const waiting = item.type === 'waitlist' && (item.status === 'pending' || item.status === 'notified');
  const quoted = waiting && row.settings?.waitlist.show_wait_time;
  const inFront = { locationId: item.locationId, timeZone: row.timeZone, now };
  const estimate = quoted
    ? await estimateWait(db, { ...inFront, groupSize: item.groupSize, queued: item })
    : null;
  const position = !waiting
    ? null
    : (estimate?.ahead ?? (await queueInFront(db, { ...inFront, before: item })).parties);
  const iso = createZonedIsoFormatter(row.timeZone);
  return {
    location_name: row.locationName,
    type: item.type,
    name: item.name,
    status: item.status,
    status_name: QUEUE_ITEM_STATUS_LABELS[item.status],
    group_size: item.groupSize,
    booking_date: item.bookingDate ? iso(item.bookingDate) : null,
    created_at: iso(item.createdAt),
    position,
    wait_estimate_mins: estimate?.minutes ?? null,
    confirmation_pending: item.confirmationRequestedAt !== null && item.confirmationResponse === null,
    confirmation_response: item.confirmationRequestedAt !== null ? item.confirmationResponse : null,
  };
}

/**
 * POST /v1/public/queue/{code}/confirmation: the customer confirms (true) or declines (false) the
 * business's confirmation request. The latest answer wins while the turn is open; a completed or
 * canceled turn, or one never asked, is a 409. Recorded on the timeline and announced live.
 */
export async function answerConfirmation(db: Db, code: string, response: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: queueItems.id,
        locationId: queueItems.locationId,
        status: queueItems.status,
        requestedAt: queueItems.confirmationRequestedAt,
        companyId: locations.companyId,
      })
      .from(queueItems)
      .innerJoin(locations, eq(locations.id, queueItems.locationId))
      .where(eq(queueItems.publicCode, code))
      .limit(1)
      .for('update', { of: queueItems });
    if (!row) throw new NotFoundError(PUBLIC_WAITLIST_MESSAGES.turnNotFound);
    if (!isOpen(row.status)) throw new ConflictError(PUBLIC_WAITLIST_MESSAGES.turnClosed);
    if (row.requestedAt === null) throw new ConflictError(PUBLIC_WAITLIST_MESSAGES.noConfirmationRequest);
    await tx
      .update(queueItems)
      .set({ confirmationResponse: response, confirmationResponseAt: now, updatedAt: now })
      .where(eq(queueItems.id, row.id));
    await recordItemChange(
      tx,
      { itemId: row.id, companyId: row.companyId, locationId: row.locationId, userId: null, now },
      [{ type: 'confirmation_response', data: { response } }],
    );
  });
}
