import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queueItems } from '../../db/schema';
import { foundInTenant, ofLocation, type Tenant } from '../../http/tenancy';
import { recordItemChange } from './record-item-change';

/**
 * PATCH /v1/waitlist/queue/{id}/notes: replaces the notes (empty → none) and records a
 * 'notes_updated' event on the item's timeline, in one transaction that also announces the change
 * to the location's open screens.
 */
export async function updateQueueNotes(
  db: Db,
  id: number,
  notes: string | null,
  tenant: Tenant,
  now: Date,
): Promise<void> {
  const value = notes === null || notes === '' ? null : notes;
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: queueItems.id, notes: queueItems.notes })
      .from(queueItems)
      .where(and(eq(queueItems.id, id), ofLocation(queueItems.locationId, tenant)))
      .limit(1)
      .for('update');
    const found = foundInTenant(item);
    await tx.update(queueItems).set({ notes: value, updatedAt: now }).where(eq(queueItems.id, found.id));
    await recordItemChange(
      tx,
      {
        itemId: found.id,
        companyId: tenant.companyId,
        locationId: tenant.locationId,
        userId: tenant.userId,
        now,
      },
      [{ type: 'notes_updated', data: { previous: found.notes, notes: value } }],
    );
  });
}
