import { and, eq } from 'drizzle-orm';
import type { QueueItem } from '../../../src/domain/contract/waitlist';
import { createZonedIsoFormatter } from '../../../src/domain/rules/zoned-time';
import type { Db } from '../../db/client';
import { queueItems } from '../../db/schema';
import { foundInTenant, ofLocation, type Tenant } from '../../http/tenancy';
import { selectQueueItems, toQueueItem } from './queue-item-view';

/** One queue item of the tenant's location; another location's or company's id is a 404. */
export async function queueItemById(
  db: Db,
  id: number,
  tenant: Tenant,
  view: { timeZone: string; origin: string },
): Promise<QueueItem> {
  const [row] = await selectQueueItems(db)
    .where(and(eq(queueItems.id, id), ofLocation(queueItems.locationId, tenant)))
    .limit(1);
  return toQueueItem(foundInTenant(row), {
    iso: createZonedIsoFormatter(view.timeZone),
    origin: view.origin,
  });
}
