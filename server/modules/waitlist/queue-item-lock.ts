import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_WAITLIST_SETTINGS,
  type MessageTemplateKey,
  type WaitlistSettings,
} from '../../../src/domain/contract/settings';
import type { Tx } from '../../db/client';
import { locations, queueItems, waitlistSettings } from '../../db/schema';
import { queueItemPublicUrl } from '../../http/public-urls';
import { foundInTenant, type Tenant } from '../../http/tenancy';
import { messageQueueCustomer, type QueueMessageResult } from './customer-message';

export type QueueItemRow = typeof queueItems.$inferSelect;

/** What a change of a queue item needs of its location: the name and zone of its messages, its settings. */
export interface QueueItemLocation {
  companyId: number;
  name: string;
  timeZone: string;
  settings: WaitlistSettings;
}

export interface LockedQueueItem {
  item: QueueItemRow;
  location: QueueItemLocation;
}

/**
 * The tenant's queue item, locked (FOR UPDATE) until the transaction ends so that two changes of
 * one item take turns, with its location. Another location's item is a 404. A location never
 * configured uses the default settings (02 §9).
 */
export async function lockQueueItem(
  tx: Tx,
  id: number,
  tenant: Pick<Tenant, 'locationId'>,
): Promise<LockedQueueItem> {
  const [row] = await tx
    .select({
      item: queueItems,
      companyId: locations.companyId,
      name: locations.name,
      timeZone: locations.timezone,
      settings: waitlistSettings.settings,
    })
    .from(queueItems)
    .innerJoin(locations, eq(locations.id, queueItems.locationId))
    .leftJoin(waitlistSettings, eq(waitlistSettings.locationId, queueItems.locationId))
    .where(and(eq(queueItems.id, id), eq(queueItems.locationId, tenant.locationId)))
    .limit(1)
    .for('update', { of: queueItems });
  const found = foundInTenant(row);
  return lockedItem(found.item, found);
}

export function lockedItem(
  item: QueueItemRow,
  location: Omit<QueueItemLocation, 'settings'> & { settings: WaitlistSettings | null },
): LockedQueueItem {
  return {
    item,
    location: {
      companyId: location.companyId,
      name: location.name,
      timeZone: location.timeZone,
      settings: location.settings ?? DEFAULT_WAITLIST_SETTINGS,
    },
  };
}

export interface ItemMessage {
  template: MessageTemplateKey;
  /** Origin of the public pages, for the template's {url}. */
  origin: string;
  /** Who acts (null for a job). */
  userId: number | null;
  now: Date;
  /** The message is the purpose of the call: no balance refuses the whole call. */
  required: boolean;
}

/** Sends the item's customer a template of its location, inside the caller's transaction. */
export function messageItemCustomer(
  tx: Tx,
  locked: LockedQueueItem,
  message: ItemMessage,
): Promise<QueueMessageResult> {
  const { item, location } = locked;
  return messageQueueCustomer(tx, {
    tenant: {
      companyId: location.companyId,
      locationId: item.locationId,
      userId: message.userId,
    },
    item: {
      id: item.id,
      type: item.type,
      name: item.name,
      phone: item.phone,
      contactId: item.contactId,
      bookingDate: item.bookingDate,
    },
    settings: location.settings,
    template: message.template,
    business: location.name,
    timeZone: location.timeZone,
    url: queueItemPublicUrl(message.origin, item.publicCode),
    now: message.now,
    required: message.required,
  });
}
