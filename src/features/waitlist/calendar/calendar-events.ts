import type { QueueItem } from '../../../domain/contract/waitlist';
import { formatPeople } from '../../../lib/format';

/**
 * Event colours of 02 §9, one per state of an item on the calendar:
 * - completed: green — the visit happened and was closed;
 * - canceled: red — canceled by the business, or the customer declined the confirmation;
 * - attention: orange — the customer was notified or called (notified, ready), or a
 *   confirmation request awaits the answer ('Confirmando');
 * - pending: blue — booked and waiting, nothing asked of the host yet.
 */
export const EVENT_COLORS = {
  completed: '#4caf50',
  canceled: '#f44336',
  attention: '#ff9800',
  pending: '#2196f3',
} as const;
export type EventColorState = keyof typeof EVENT_COLORS;

export function eventColorState(
  item: Pick<QueueItem, 'status' | 'confirmation_request' | 'checked_in_at'>,
): EventColorState {
  const response = item.confirmation_request?.response;
  if (item.status === 'canceled' || response === false) return 'canceled';
  if (item.status === 'completed') return 'completed';
  if (item.status === 'notified' || item.status === 'ready') return 'attention';
  if (item.confirmation_request !== null && response === null && item.checked_in_at === null) {
    return 'attention';
  }
  return 'pending';
}

/** What FullCalendar needs of an event (a subset of its EventInput, kept here so tests need no FullCalendar). */
export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  backgroundColor: string;
  borderColor: string;
  extendedProps: { itemId: number; state: EventColorState };
}

/** Length of a booking with no end nor duration: the default block duration (01 §9). */
const DEFAULT_DURATION_MINS = 30;

function endOf(item: QueueItem, start: string): string {
  if (item.booking_date_end) return item.booking_date_end;
  const minutes = item.duration_mins ?? DEFAULT_DURATION_MINS;
  return new Date(Date.parse(start) + minutes * 60_000).toISOString();
}

/** 'María González · 4 personas', with the service when there is one. */
export function eventTitle(item: Pick<QueueItem, 'name' | 'group_size' | 'product'>): string {
  const parts = [item.name];
  if (item.group_size) parts.push(formatPeople(item.group_size));
  if (item.product) parts.push(item.product.name);
  return parts.join(' · ');
}

/** Calendar events of the items that have a booking time (a walk-in without one is left out). */
export function toCalendarEvents(items: readonly QueueItem[]): CalendarEvent[] {
  return items.flatMap((item) => {
    const start = item.booking_date;
    if (!start) return [];
    const state = eventColorState(item);
    const color = EVENT_COLORS[state];
    return [
      {
        id: String(item.id),
        title: eventTitle(item),
        start,
        end: endOf(item, start),
        backgroundColor: color,
        borderColor: color,
        extendedProps: { itemId: item.id, state },
      },
    ];
  });
}
