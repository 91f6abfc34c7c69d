import type { QueueItem } from '../../../domain/contract/waitlist';

export interface EntrySummary {
  /** Waitlist entries still waiting: open and not checked in. */
  waiting: number;
  /** People in those entries. */
  waitingPeople: number;
  /** Today's bookings that were not canceled. */
  bookings: number;
  /** Customers checked in and still here (not completed nor canceled). */
  present: number;
}

const OPEN_STATUSES = new Set<QueueItem['status']>(['pending', 'notified', 'ready']);

export function isOpenEntry(item: QueueItem): boolean {
  return OPEN_STATUSES.has(item.status);
}

export function summarizeEntries(entries: QueueItem[]): EntrySummary {
  const summary: EntrySummary = { waiting: 0, waitingPeople: 0, bookings: 0, present: 0 };
  for (const item of entries) {
    const open = isOpenEntry(item);
    if (item.type === 'waitlist' && open && item.checked_in_at === null) {
      summary.waiting += 1;
      summary.waitingPeople += item.group_size ?? 0;
    }
    if (item.type === 'booking' && item.status !== 'canceled') summary.bookings += 1;
    if (open && item.checked_in_at !== null) summary.present += 1;
  }
  return summary;
}
