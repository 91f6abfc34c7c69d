import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastWaitlistView } from '../../src/app/last-waitlist-view';
import type { QueueItem } from '../../src/domain/contract/waitlist';
import {
  EVENT_COLORS,
  eventColorState,
  toCalendarEvents,
} from '../../src/features/waitlist/calendar/calendar-events';
import { calendarTimeRange, slotDuration } from '../../src/features/waitlist/calendar/calendar-hours';
import {
  calendarSearchBody,
  fetchCalendarItems,
} from '../../src/features/waitlist/calendar/calendar-queries';
import { clearLoggedInCookie, fakeApi, setLoggedInCookie } from './helpers/fake-api';
import { accountSettings, FREE_SUBSCRIPTION, queueItem } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';

const CALENDAR_PATH = '/v1/waitlist/booking/calendar';
const booking = (overrides: Partial<QueueItem> & Pick<QueueItem, 'name'>) =>
  queueItem({
    type: 'booking',
    booking_date: '2025-11-24T16:00:00.000Z',
    booking_date_end: '2025-11-24T17:00:00.000Z',
    duration_mins: 60,
    ...overrides,
  });

describe('calendar events (02 §9 colours)', () => {
  it.each([
    ['pending', { status: 'pending' }, 'pending', '#2196f3'],
    ['notified', { status: 'notified' }, 'attention', '#ff9800'],
    ['ready', { status: 'ready' }, 'attention', '#ff9800'],
    [
      'awaiting a confirmation',
      {
        status: 'pending',
        confirmation_request: { response: null, response_at: null, created_at: '2025-11-24T10:00:00Z' },
      },
      'attention',
      '#ff9800',
    ],
    [
      'confirmed',
      {
        status: 'pending',
        confirmation_request: { response: true, response_at: null, created_at: '2025-11-24T10:00:00Z' },
      },
      'pending',
      '#2196f3',
    ],
    ['completed', { status: 'completed' }, 'completed', '#4caf50'],
    ['canceled', { status: 'canceled' }, 'canceled', '#f44336'],
    [
      'declined by the customer',
      {
        status: 'pending',
        confirmation_request: { response: false, response_at: null, created_at: '2025-11-24T10:00:00Z' },
      },
      'canceled',
      '#f44336',
    ],
  ] as const)('a %s booking is %s (%s)', (_name, overrides, state, colour) => {
    const item = booking({ name: 'Cliente', ...(overrides as Partial<QueueItem>) });
    expect(eventColorState(item)).toBe(state);
    const [event] = toCalendarEvents([item]);
    expect(event?.backgroundColor).toBe(colour);
    expect(event?.borderColor).toBe(colour);
    expect(EVENT_COLORS[state]).toBe(colour);
  });

  it('maps a booking to an event with its id, title, start and end', () => {
    const item = booking({
      id: 41,
      name: 'José Hernández',
      group_size: 4,
      product: { id: 1, name: 'Corte de cabello', variant: null },
    });
    expect(toCalendarEvents([item])).toEqual([
      {
        id: '41',
        title: 'José Hernández · 4 personas · Corte de cabello',
        start: '2025-11-24T16:00:00.000Z',
        end: '2025-11-24T17:00:00.000Z',
        backgroundColor: '#2196f3',
        borderColor: '#2196f3',
        extendedProps: { itemId: 41, state: 'pending' },
      },
    ]);
  });

  it('ends a booking without an end after its duration, and leaves out entries without a time', () => {
    const events = toCalendarEvents([
      booking({ name: 'Sin fin', booking_date_end: null, duration_mins: 45 }),
      queueItem({ name: 'Sin cita' }),
    ]);
    expect(events.map((event) => [event.title, event.end])).toEqual([
      ['Sin fin · 2 personas', '2025-11-24T16:45:00.000Z'],
    ]);
  });
});

describe('calendar range query (02 §7)', () => {
  const range = { start: '2025-10-27T06:00:00.000Z', end: '2025-12-08T06:00:00.000Z' };

  it('asks for the visible range, sorted by id desc', () => {
    expect(calendarSearchBody(range, { employeeId: null, number: '  ' }, 0)).toEqual({
      sort: ['-id'],
      limit: 100,
      offset: 0,
      filters: {
        $and: [{ booking_date: { $gte: range.start } }, { booking_date_end: { $lt: range.end } }],
      },
    });
  });

  it('adds the employee and the number when given', () => {
    expect(calendarSearchBody(range, { employeeId: 9, number: ' 1234 ' }, 200).filters.$and).toEqual([
      { booking_date: { $gte: range.start } },
      { booking_date_end: { $lt: range.end } },
      { assigned_user_id: { $eq: 9 } },
      { number: { $contains: '1234' } },
    ]);
  });

  it('pages through every booking of the range', async () => {
    const all = Array.from({ length: 230 }, (_, index) =>
      booking({ id: index + 1, name: `Cliente ${index + 1}` }),
    );
    const api = fakeApi({
      [`POST ${CALENDAR_PATH}`]: (body) => {
        const { offset, limit } = body as { offset: number; limit: number };
        const data = all.slice(offset, offset + limit);
        return { body: { data, pagination: { total_items: all.length, limit, offset, count: data.length } } };
      },
    });
    const items = await fetchCalendarItems(range, { employeeId: null, number: '' });
    expect(items.map((item) => item.id)).toEqual(all.map((item) => item.id));
    expect(
      api.callsTo('POST', CALENDAR_PATH).map((call) => (call.body as { offset: number }).offset),
    ).toEqual([0, 100, 200]);
    vi.unstubAllGlobals();
  });
});

describe('calendar hours', () => {
  it('runs from the earliest opening to the latest closing, default 08:00 to 18:00', () => {
    expect(calendarTimeRange([])).toEqual({ slotMinTime: '08:00:00', slotMaxTime: '18:00:00' });
    expect(
      calendarTimeRange([
        { id: 1, open_time: '09:00', close_time: '14:00', days_of_week: ['monday'], types: ['booking'] },
        { id: 2, open_time: '07:30', close_time: '20:15', days_of_week: ['saturday'], types: ['waitlist'] },
      ]),
    ).toEqual({ slotMinTime: '07:30:00', slotMaxTime: '20:15:00' });
    expect(
      calendarTimeRange([
        { id: 1, open_time: '18:00', close_time: '02:00', days_of_week: ['friday'], types: ['service'] },
      ]),
    ).toEqual({ slotMinTime: '18:00:00', slotMaxTime: '24:00:00' });
  });

  it('takes the slot duration from block_frequency_mins', () => {
    expect(slotDuration(30)).toBe('00:30:00');
    expect(slotDuration(90)).toBe('01:30:00');
  });
});

describe('calendar page', () => {
  const NOW = Date.parse('2025-11-22T20:00:00Z');
  const settings = accountSettings();
  const items = [
    booking({ id: 7, name: 'María González', group_size: 4 }),
    booking({
      id: 8,
      name: 'Juan López',
      status: 'canceled',
      booking_date: '2025-11-25T18:00:00.000Z',
      booking_date_end: '2025-11-25T19:00:00.000Z',
    }),
  ];

  function serve() {
    return fakeApi({
      'GET /v1/user/account/settings': () => ({ body: { data: settings } }),
      'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
      'POST /v1/business/employee/search': () => ({
        body: { data: [{ id: 9, name: 'Laura Vega', work_title: null, status: 'active' }] },
      }),
      [`POST ${CALENDAR_PATH}`]: () => ({
        body: {
          data: items,
          pagination: { total_items: items.length, limit: 100, offset: 0, count: items.length },
        },
      }),
    });
  }

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setLoggedInCookie();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearLoggedInCookie();
  });

  it('shows the month from Monday with the bookings coloured by state, and remembers the view', async () => {
    const api = serve();
    renderApp('/calendar/month');
    expect(await screen.findByText('María González · 4 personas', {}, { timeout: 5000 })).toBeTruthy();
    const canceled = screen.getByText('Juan López · 2 personas').closest('a');
    expect(canceled?.getAttribute('style')).toContain('rgb(244, 67, 54)');

    const first = api.callsTo('POST', CALENDAR_PATH)[0]?.body as ReturnType<typeof calendarSearchBody>;
    // November 2025 shown from Monday 27 October to Monday 8 December (six weeks).
    expect(first.filters.$and.slice(0, 2)).toEqual([
      { booking_date: { $gte: '2025-10-27T00:00:00.000Z' } },
      { booking_date_end: { $lt: '2025-12-08T00:00:00.000Z' } },
    ]);
    expect(
      screen
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.trim())
        .slice(0, 2),
    ).toEqual(['lun', 'mar']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Noviembre de 2025' })).toBeTruthy());
    expect(lastWaitlistView()).toEqual({ name: 'waitlist-calendar', view: 'month' });
  });

  it('switches to the week view through the URL and asks for that week', async () => {
    const api = serve();
    const { router } = renderApp('/calendar/month');
    await screen.findByText('María González · 4 personas', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('radio', { name: 'Semana' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar/week'));
    await waitFor(() => {
      const last = api.callsTo('POST', CALENDAR_PATH).at(-1)?.body as ReturnType<typeof calendarSearchBody>;
      expect(last.filters.$and[0]).toEqual({ booking_date: { $gte: '2025-11-17T00:00:00.000Z' } });
    });
    expect(lastWaitlistView()).toEqual({ name: 'waitlist-calendar', view: 'week' });
  });

  it('filters by employee', async () => {
    const api = serve();
    renderApp('/calendar/month');
    await screen.findByText('María González · 4 personas', {}, { timeout: 5000 });
    const label = screen.getByText('Persona') as HTMLLabelElement;
    await userEvent.click(document.getElementById(label.htmlFor) as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Laura Vega' }));
    await waitFor(() => {
      const last = api.callsTo('POST', CALENDAR_PATH).at(-1)?.body as ReturnType<typeof calendarSearchBody>;
      expect(last.filters.$and).toContainEqual({ assigned_user_id: { $eq: 9 } });
    });
    expect(within(document.body).getByText('María González · 4 personas')).toBeTruthy();
  });
});
