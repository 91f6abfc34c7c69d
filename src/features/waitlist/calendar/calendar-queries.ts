import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '../../../domain/contract/common';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { api } from '../../../lib/api/client';

/** The visible range of the calendar: `start` inclusive, `end` exclusive (ISO instants). */
export interface CalendarRange {
  start: string;
  end: string;
}

export interface CalendarFilter {
  /** Only this employee's bookings (assigned_user_id), or everyone's. */
  employeeId: number | null;
  /** Free text matched by the server against the booking's number. */
  number: string;
}

/** Items per calendar page; the calendar asks for every page of its range. */
export const CALENDAR_PAGE_SIZE = 100;
/** A runaway guard: 50 pages are 5,000 bookings in one view, far beyond a real agenda. */
const MAX_CALENDAR_PAGES = 50;

/** Body of POST /v1/waitlist/booking/calendar (02 §7): the range, the filters, sort id desc. */
export function calendarSearchBody(range: CalendarRange, filter: CalendarFilter, offset: number) {
  const conditions: Record<string, unknown>[] = [
    { booking_date: { $gte: range.start } },
    { booking_date_end: { $lt: range.end } },
  ];
  if (filter.employeeId !== null) conditions.push({ assigned_user_id: { $eq: filter.employeeId } });
  const number = filter.number.trim();
  if (number) conditions.push({ number: { $contains: number } });
  return { sort: ['-id'], limit: CALENDAR_PAGE_SIZE, offset, filters: { $and: conditions } };
}

type CalendarPage = { data: QueueItem[]; pagination: Pagination };

/** Every booking of the range: pages through the search until total_items are read. */
export async function fetchCalendarItems(
  range: CalendarRange,
  filter: CalendarFilter,
  signal?: AbortSignal,
): Promise<QueueItem[]> {
  const items: QueueItem[] = [];
  for (let page = 0; page < MAX_CALENDAR_PAGES; page += 1) {
    const body = calendarSearchBody(range, filter, items.length);
    const answer = await api.post<CalendarPage>('/v1/waitlist/booking/calendar', body, { signal });
    items.push(...answer.data);
    if (answer.data.length === 0 || items.length >= answer.pagination.total_items) break;
  }
  return items;
}

/**
 * Under ['waitlist', ...]: a live-update hint of the waitlist area refetches the open calendar
 * (src/lib/live/live-query-keys.ts).
 */
export const calendarKeys = {
  items: (locationId: number | null, range: CalendarRange | null, filter: CalendarFilter) =>
    ['waitlist', 'calendar', locationId, range, filter] as const,
};

/** The bookings of the visible range; the previous range's events stay while the next one loads. */
export function useCalendarItems(
  locationId: number | null,
  range: CalendarRange | null,
  filter: CalendarFilter,
) {
  return useQuery({
    queryKey: calendarKeys.items(locationId, range, filter),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => (range ? fetchCalendarItems(range, filter, signal) : Promise.resolve([])),
  });
}
