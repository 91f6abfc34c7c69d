import { and, asc, eq } from 'drizzle-orm';
import type { QueueEvent } from '../../../src/domain/contract/queue-actions';
import { createZonedIsoFormatter } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { queueEvents, queueItems, users } from '../../db/schema';
import { foundInTenant, ofLocation, type Tenant } from '../../http/tenancy';

/**
 * GET /v1/waitlist/queue/{id}/events: the item's timeline (01 §4.7), oldest first, each event
 * with the name of the user who caused it (null for the customer or a job). Another location's
 * item is a 404.
 */
export async function queueItemEvents(
  db: Db,
  id: number,
  tenant: Tenant,
  timeZone: string,
): Promise<QueueEvent[]> {
  const [item] = await db
    .select({ id: queueItems.id })
    .from(queueItems)
    .where(and(eq(queueItems.id, id), ofLocation(queueItems.locationId, tenant)))
    .limit(1);
  foundInTenant(item);
  const rows = await db
    .select({ event: queueEvents, userName: users.name })
    .from(queueEvents)
    .leftJoin(users, eq(users.id, queueEvents.userId))
    .where(eq(queueEvents.queueItemId, id))
    .orderBy(asc(queueEvents.createdAt), asc(queueEvents.id));
  const iso = createZonedIsoFormatter(timeZone);
  return rows.map(({ event, userName }) => ({
    id: event.id,
    type: event.type,
    created_at: iso(event.createdAt),
    data: event.data ?? null,
    user: event.userId !== null && userName !== null ? { id: event.userId, name: userName } : null,
  }));
}
