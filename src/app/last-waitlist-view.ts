/**
 * The last agenda view the user opened (spec 01 §2.10: 'The last-used view is remembered'),
 * where '/' of the waitlist module goes. Kept per device in localStorage.
 */
export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export type WaitlistView = { name: 'waitlist-hostess' } | { name: 'waitlist-calendar'; view: CalendarView };

const STORAGE_KEY = 'mostrador-waitlist-view';
const DEFAULT_VIEW: WaitlistView = { name: 'waitlist-hostess' };

export function isCalendarView(value: unknown): value is CalendarView {
  return typeof value === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(value);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (privacy modes): nothing is remembered.
    return null;
  }
}

export function rememberWaitlistView(view: WaitlistView): void {
  const value = view.name === 'waitlist-calendar' ? `calendar:${view.view}` : 'hostess';
  storage()?.setItem(STORAGE_KEY, value);
}

export function lastWaitlistView(): WaitlistView {
  const value = storage()?.getItem(STORAGE_KEY);
  if (!value) return DEFAULT_VIEW;
  const [kind, view] = value.split(':');
  if (kind === 'calendar' && isCalendarView(view)) return { name: 'waitlist-calendar', view };
  return DEFAULT_VIEW;
}
