import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSettings } from '../../src/domain/contract/access';
import type { WaitlistSettings } from '../../src/domain/contract/settings';
import { DEFAULT_WAITLIST_SETTINGS } from '../../src/domain/contract/settings-defaults';
import type { QueueItem } from '../../src/domain/contract/waitlist';
import HostessPage from '../../src/features/waitlist/hostess/hostess-page';
import { reportServerReached } from '../../src/lib/online-status';
import { hostAccountSettings, queueItem, statusData } from './helpers/fixtures';
import { renderHostStand } from './helpers/host-stand-render';

const NOW = Date.parse('2025-11-22T20:00:00Z'); // Saturday 14:00 in Mexico City
const at = (mins: number) => new Date(NOW + mins * 60_000).toISOString();

const settings = hostAccountSettings();

const entry = (overrides: Partial<QueueItem> & Pick<QueueItem, 'name'>) =>
  queueItem({ created_at: at(-30), ...overrides });

const TODAY: QueueItem[] = [
  entry({
    name: 'María González',
    group_size: 4,
    notes: 'Silla para bebé',
    checked_in_at: at(-5),
    created_at: at(-35),
  }),
  entry({
    name: 'José Hernández',
    type: 'booking',
    booking_date: at(60),
    product: { id: 1, name: 'Reservación de mesa', variant: null },
    assigned_user: { id: 9, name: 'Laura Vega' },
    confirmation_request: { response: true, response_at: at(-20), created_at: at(-30) },
  }),
  entry({ name: 'Guadalupe Martínez', status: 'canceled', canceled_at: at(-25), group_size: 3 }),
  entry({ name: 'Juan López', type: 'booking', booking_date: at(-40), group_size: 6 }),
  entry({
    name: 'Sofía Ramírez',
    confirmation_request: { response: null, response_at: null, created_at: at(-8) },
  }),
  entry({ name: 'Francisco Pérez', status: 'notified', notified_at: at(-3), group_size: 5 }),
  entry({
    name: 'Alejandra Torres',
    type: 'booking',
    booking_date: at(150),
    group_size: 10,
    payment_status: 'paid',
    payment_data: { amount_total: 350, amount_paid: 350, amount_due: 0 },
  }),
  entry({ name: 'Miguel Sánchez', group_size: 1, created_at: at(-15) }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const statusDataCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/v1/waitlist/hostess/status-data'));

function serve(entries: QueueItem[], account: AccountSettings = settings): void {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/user/account/settings')) return json({ data: account });
    if (url.startsWith('/v1/waitlist/hostess/status-data')) return json({ data: statusData(entries, at(0)) });
    return json({ message: 'No encontrado.' }, 404);
  });
}

function renderPage() {
  return renderHostStand(<HostessPage />);
}

function entryItem(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no list item for ${name}`);
  return item;
}

const LABELS = ['Presente', 'Cancelado', 'Retraso', 'Confirmado', 'Confirmando', 'Notificado'];
function labelsOf(name: string): string[] {
  const item = entryItem(name);
  return LABELS.filter((label) => within(item).queryByText(label) !== null);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  reportServerReached();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Listado de hoy', () => {
  it('shows today’s entries with their labels, group sizes, types, times and paid amount', async () => {
    serve(TODAY);
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Listado de hoy' })).toBeTruthy();
    await screen.findByText('María González');
    expect(screen.getByText('Sábado, 22 de noviembre')).toBeTruthy();

    expect(labelsOf('María González')).toEqual(['Presente']);
    expect(labelsOf('José Hernández')).toEqual(['Confirmado']);
    expect(labelsOf('Guadalupe Martínez')).toEqual(['Cancelado']);
    expect(labelsOf('Juan López')).toEqual(['Retraso']);
    expect(labelsOf('Sofía Ramírez')).toEqual(['Confirmando']);
    expect(labelsOf('Francisco Pérez')).toEqual(['Notificado']);
    expect(labelsOf('Miguel Sánchez')).toEqual([]);

    const maria = entryItem('María González');
    expect(maria.textContent).toContain('4 personas · Turno · hace 35 min');
    expect(maria.textContent).toContain('Silla para bebé');
    expect(entryItem('Miguel Sánchez').textContent).toContain('1 persona · Turno · hace 15 min');
    const jose = entryItem('José Hernández').textContent ?? '';
    expect(jose).toMatch(/Reservación 3:00\sp\.\s?m\. · en 1 h/);
    expect(jose).toContain('Reservación de mesa · Con Laura Vega');
    expect(entryItem('Juan López').textContent).toContain('hace 40 min');
    expect(entryItem('Alejandra Torres').textContent).toContain('Pagado $350.00');
  });

  it('asks for status-data in the location’s time zone and lists every entry as a list item', async () => {
    serve(TODAY);
    renderPage();
    await screen.findByText('María González');

    const url = new URL(String(statusDataCalls()[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('timezone')).toBe('America/Mexico_City');
    expect(screen.getAllByRole('listitem')).toHaveLength(TODAY.length);
    const finished = screen.getByRole('list', { name: 'Registros finalizados' });
    expect(within(finished).getByText('Guadalupe Martínez')).toBeTruthy();
  });

  it('sums up who is waiting, the bookings and who is present', async () => {
    serve(TODAY);
    renderPage();
    await screen.findByText('María González');

    expect(screen.getByRole('group', { name: 'En espera: 3, 8 personas' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Reservaciones: 3' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Presentes: 1' })).toBeTruthy();
  });

  it('offers no booking and counts none when the location answered No to bookings', async () => {
    const booking = { ...DEFAULT_WAITLIST_SETTINGS.booking, enabled: false };
    serve(TODAY, { ...settings, waitlist_settings: { ...DEFAULT_WAITLIST_SETTINGS, booking } });
    renderPage();
    await screen.findByText('María González');

    expect(screen.queryByRole('button', { name: 'Nueva reservación' })).toBeNull();
    expect(screen.queryByRole('group', { name: /^Reservaciones/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'En espera: 3, 8 personas' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Presentes: 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar' })).toBeTruthy();
  });

  it('offers bookings where the settings were stored before the answer was kept', async () => {
    const { enabled: _absent, ...booking } = DEFAULT_WAITLIST_SETTINGS.booking;
    const older = { ...DEFAULT_WAITLIST_SETTINGS, booking } as WaitlistSettings;
    serve(TODAY, { ...settings, waitlist_settings: older });
    renderPage();
    await screen.findByText('María González');

    expect(screen.getByRole('button', { name: 'Nueva reservación' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Reservaciones: 3' })).toBeTruthy();
  });

  it('re-renders relative times every 30 s', async () => {
    serve(TODAY);
    renderPage();
    await screen.findByText('María González');
    expect(entryItem('María González').textContent).toContain('hace 35 min');

    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(entryItem('María González').textContent).toContain('hace 36 min');
  });

  it('says when the list was last updated', async () => {
    serve(TODAY);
    renderPage();
    await screen.findByText('María González');

    await act(() => vi.advanceTimersByTimeAsync(12_000));

    // A few real milliseconds pass while rendering, so allow a second either way.
    expect(screen.getByText(/^Actualizado hace 1[123] s · 2:00\sp\.\s?m\.$/)).toBeTruthy();
  });

  it('shows the empty state when there are no entries today', async () => {
    serve([]);
    renderPage();

    expect(await screen.findByText('No hay registros para hoy.')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the error with a retry when the list cannot load', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input).startsWith('/v1/user/account/settings')) return json({ data: settings });
      throw new TypeError('Failed to fetch');
    });
    renderPage();

    expect(await screen.findByText('Verifique su conexión a internet.')).toBeTruthy();

    serve(TODAY);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('María González')).toBeTruthy();
  });

  it('tells a user without the role that they have no access, with nothing to retry', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input).startsWith('/v1/user/account/settings')) return json({ data: settings });
      return json({ message: 'No tienes permiso para realizar esta acción.', code: 'FORBIDDEN' }, 403);
    });
    renderPage();

    expect(await screen.findByText('Sin acceso al listado')).toBeTruthy();
    expect(screen.getByText(/no tiene permiso para ver el listado de hoy/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});

describe('polling status-data', () => {
  function setFocus(focused: boolean): void {
    vi.spyOn(document, 'hasFocus').mockReturnValue(focused);
    window.dispatchEvent(new Event(focused ? 'focus' : 'blur'));
  }

  it('polls every 60 s while focused, pauses on blur and refetches on focus', async () => {
    setFocus(true);
    serve(TODAY);
    renderPage();
    await screen.findByText('María González');
    expect(statusDataCalls()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(statusDataCalls()).toHaveLength(2);

    act(() => setFocus(false));
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(statusDataCalls()).toHaveLength(2);

    act(() => setFocus(true));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(statusDataCalls()).toHaveLength(3);
  });
});
