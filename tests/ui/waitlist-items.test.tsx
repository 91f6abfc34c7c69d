import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueItem } from '../../src/domain/contract/waitlist';
import ItemsPage from '../../src/features/waitlist/items/items-page';
import { accountSettingsQueryOptions } from '../../src/lib/query/account-queries';
import { createQueryClient } from '../../src/lib/query/query-client';
import { fakeApi } from './helpers/fake-api';
import { accountSettings, queueItem } from './helpers/fixtures';

const NOW = Date.parse('2025-11-22T20:00:00Z'); // Saturday 14:00 in Mexico City
const SEARCH_PATH = '/v1/waitlist/queue/search';

const HISTORY: QueueItem[] = Array.from({ length: 45 }, (_, index) =>
  queueItem({
    id: index + 1,
    name: index === 0 ? 'María González' : `Cliente ${index + 1}`,
    phone: `+5255000000${String(index).padStart(2, '0')}`,
    created_at: new Date(NOW - index * 3_600_000).toISOString(),
  }),
);
HISTORY[0] = {
  ...(HISTORY[0] as QueueItem),
  type: 'booking',
  status: 'completed',
  status_name: 'Completado',
  booking_date: '2025-11-22T19:30:00.000Z',
  checked_in_at: '2025-11-22T19:25:00.000Z',
  confirmation_request: {
    response: true,
    response_at: '2025-11-22T18:00:00.000Z',
    created_at: '2025-11-22T17:00:00.000Z',
  },
};

/** The server's search: name or phone contains, newest first, limit/offset. */
function serve() {
  return fakeApi({
    [`POST ${SEARCH_PATH}`]: (body) => {
      const { offset, limit, filters } = body as {
        offset: number;
        limit: number;
        filters?: { $or: [{ name: { $contains: string } }, { phone: { $contains: string } }] };
      };
      const text = filters?.$or[0].name.$contains.toLowerCase();
      const matching = text
        ? HISTORY.filter((item) => item.name.toLowerCase().includes(text) || item.phone?.includes(text))
        : HISTORY;
      const data = matching.slice(offset, offset + limit);
      return {
        body: { data, pagination: { total_items: matching.length, limit, offset, count: data.length } },
      };
    },
  });
}

function renderPage(onOpenItem?: (id: number) => void) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  client.setQueryData(accountSettingsQueryOptions().queryKey, accountSettings());
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <ItemsPage onOpenItem={onOpenItem} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const bodies = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('POST', SEARCH_PATH).map((call) => call.body as Record<string, unknown>);
const names = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByText(/./)[0]?.textContent);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Historial de visitas (waitlist-items)', () => {
  it('lists the newest 20 visits with their status, labels and date', async () => {
    const api = serve();
    renderPage();
    await screen.findByText('María González');
    expect(bodies(api)).toEqual([{ sort: ['-created_at'], limit: 20, offset: 0 }]);
    expect(names()).toHaveLength(20);
    expect(screen.getByText('45 visitas')).toBeTruthy();

    const row = screen.getByText('María González').closest('tr') as HTMLElement;
    expect(within(row).getByText('Completado')).toBeTruthy();
    expect(within(row).getByText('Presente')).toBeTruthy();
    expect(within(row).getByText('Confirmado')).toBeTruthy();
    expect(within(row).getByText('Reservación')).toBeTruthy();
    // The booking's time, in the location's zone (13:30 in Mexico City).
    expect(within(row).getByText(/22 nov 2025.*1:30/)).toBeTruthy();
  });

  it('searches by name or phone once typing pauses for 300 ms', async () => {
    const api = serve();
    renderPage();
    await screen.findByText('María González');
    const search = screen.getByRole('textbox', { name: 'Buscar por nombre o teléfono' });

    fireEvent.change(search, { target: { value: 'gon' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(search, { target: { value: 'gonz' } });
    act(() => vi.advanceTimersByTime(299));
    expect(bodies(api)).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(bodies(api)).toHaveLength(2));
    expect(bodies(api)[1]).toEqual({
      sort: ['-created_at'],
      limit: 20,
      offset: 0,
      filters: { $or: [{ name: { $contains: 'gonz' } }, { phone: { $contains: 'gonz' } }] },
    });
    await waitFor(() => expect(names()).toEqual(['María González']));
    expect(screen.getByText('1 visita')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    serve();
    renderPage();
    await screen.findByText('María González');
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar por nombre o teléfono' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('Sin resultados')).toBeTruthy();
  });

  it('pages 20 at a time, and a new search starts again on the first page', async () => {
    const api = serve();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await screen.findByText('María González');

    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() =>
      expect(names()).toEqual(['Cliente 41', 'Cliente 42', 'Cliente 43', 'Cliente 44', 'Cliente 45']),
    );
    expect(bodies(api).at(-1)).toMatchObject({ offset: 40, limit: 20 });

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar por nombre o teléfono' }), {
      target: { value: 'cliente' },
    });
    await waitFor(() => expect(bodies(api).at(-1)).toMatchObject({ offset: 0, filters: expect.anything() }));
  });

  it('opens a visit through the callback when one is wired', async () => {
    serve();
    const onOpenItem = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(onOpenItem);
    await user.click(await screen.findByRole('button', { name: 'Abrir María González' }));
    expect(onOpenItem).toHaveBeenCalledWith(1);
  });
});
