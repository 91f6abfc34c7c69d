import type { Tx } from '../../db/client';
import { type QueueEventType, queueEvents } from '../../db/schema';
import { announceChange } from '../../live/live-messages';

export interface ItemChange {
  itemId: number;
  companyId: number;
  locationId: number;
  /** Who made the change; null for the customer (public pages) or a job. */
  userId: number | null;
  now: Date;
}

/**
 * The end of every change to a queue item, inside its transaction: its timeline events (01 §4.7)
 * and the live-updates hint to the location's open screens, sent when the transaction commits.
 */
export async function recordItemChange(
  tx: Tx,
  change: ItemChange,
  events: { type: QueueEventType; data: Record<string, unknown> | null }[],
): Promise<void> {
  if (events.length > 0) {
    await tx.insert(queueEvents).values(
      events.map((event) => ({
        companyId: change.companyId,
        queueItemId: change.itemId,
        locationId: change.locationId,
        type: event.type,
        data: event.data,
        userId: change.userId,
        createdAt: change.now,
      })),
    );
  }
  await announceChange(tx, {
    companyId: change.companyId,
    locationId: change.locationId,
    area: 'waitlist',
    id: change.itemId,
  });
}
