import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusData } from '../../src/domain/contract/waitlist';
import HostessPage from '../../src/features/waitlist/hostess/hostess-page';
import { APP_VERSION } from '../../src/lib/app-version';
import { reportServerReached } from '../../src/lib/online-status';
import { PERSISTED_CACHE_KEY } from '../../src/lib/query/persister';
import { createQueryClient } from '../../src/lib/query/query-client';
import { QueryProvider } from '../../src/lib/query/query-provider';
import { OfflineIndicator } from '../../src/ui/pwa/offline-indicator';
import { hostAccountSettings, queueItem } from './helpers/fixtures';

const settings = hostAccountSettings();

const maria = queueItem({
  id: 1,
  name: 'María González',
  phone: '+525523456701',
  group_size: 4,
  initial_group_size: 4,
  checked_in_at: new Date(Date.now() - 5 * 60_000).toISOString(),
});

const statusData: StatusData = {
  status: {
    enabled: true,
    setup_complete: true,
    has_balance: true,
    timezone: 'America/Mexico_City',
    date: new Date().toISOString().slice(0, 10),
    server_time: new Date().toISOString(),
  },
  entries: [maria],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

function serveOnline(statusDataAnswer: () => Response = () => json({ data: statusData })): void {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/user/account/settings')) return json({ data: settings });
    if (url.startsWith('/v1/waitlist/hostess/status-data')) return statusDataAnswer();
    return json({ message: 'No encontrado.' }, 404);
  });
}

function goOffline(): void {
  fetchMock.mockImplementation(async () => {
    throw new TypeError('Failed to fetch');
  });
}

/** A fresh app start: a new QueryClient restoring from localStorage. */
function startApp() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <MantineProvider env="test">
      <QueryProvider client={client}>
        <OfflineIndicator />
        <HostessPage />
      </QueryProvider>
    </MantineProvider>,
  );
}

function persistedQueryKeys(): unknown[] {
  const saved = JSON.parse(localStorage.getItem(PERSISTED_CACHE_KEY) ?? '{}') as {
    clientState?: { queries: { queryKey: unknown }[] };
  };
  return saved.clientState?.queries.map((query) => query.queryKey) ?? [];
}

async function visitOnlineAndWaitForSave(): Promise<void> {
  serveOnline();
  const online = startApp();
  await screen.findByText('María González');
  await waitFor(() => expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toContain('María González'), {
    timeout: 3000,
  });
  online.unmount();
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  reportServerReached();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('persisted query cache (offline start)', () => {
  it('renders the last list from localStorage in a new app start while the network fails', async () => {
    await visitOnlineAndWaitForSave();

    goOffline();
    startApp();

    const entry = (await screen.findByText('María González')).closest('li');
    expect(entry).not.toBeNull();
    expect(within(entry as HTMLElement).getByText('Presente')).toBeTruthy();
    // The list was refetched in the background, failed, and the screen says it is offline.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/status-data'))).toBe(true),
    );
    const badge = await screen.findByText('Sin conexión');
    expect(badge.closest('[aria-description]')?.getAttribute('aria-description')).toMatch(
      /^Mostrando los últimos datos guardados \(sincronizados: .+\)\.$/,
    );
  });

  it('keeps the saved list through an offline start, so the next offline start shows it too', async () => {
    await visitOnlineAndWaitForSave();

    goOffline();
    const firstOfflineStart = startApp();
    await screen.findByText('Sin conexión');
    // The failed refetch is saved (after the write throttle) without dropping the list's data.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toContain('María González');
    firstOfflineStart.unmount();

    startApp();
    const entry = (await screen.findByText('María González')).closest('li');
    expect(within(entry as HTMLElement).getByText('Presente')).toBeTruthy();
    expect(screen.queryByText('No se pudo cargar el listado')).toBeNull();
  });

  it('does not persist a query that failed without data', async () => {
    serveOnline(() => json({ message: 'No tienes permiso.' }, 403));
    startApp();

    await screen.findByText('Sin acceso al listado');
    await waitFor(() => expect(persistedQueryKeys()).toEqual([['account', 'settings']]), { timeout: 3000 });
  });

  it('drops a saved cache from another app version', async () => {
    await visitOnlineAndWaitForSave();
    const saved = JSON.parse(localStorage.getItem(PERSISTED_CACHE_KEY) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(PERSISTED_CACHE_KEY, JSON.stringify({ ...saved, buster: `${APP_VERSION}-old` }));

    goOffline();
    startApp();

    expect(await screen.findByText('Verifique su conexión a internet.')).toBeTruthy();
    expect(screen.queryByText('María González')).toBeNull();
  });

  it('drops a saved cache older than 24 h', async () => {
    await visitOnlineAndWaitForSave();
    const saved = JSON.parse(localStorage.getItem(PERSISTED_CACHE_KEY) ?? '{}') as Record<string, unknown>;
    const dayAndAMinuteAgo = Date.now() - (24 * 60 + 1) * 60_000;
    localStorage.setItem(PERSISTED_CACHE_KEY, JSON.stringify({ ...saved, timestamp: dayAndAMinuteAgo }));

    goOffline();
    startApp();

    expect(await screen.findByText('Verifique su conexión a internet.')).toBeTruthy();
    expect(screen.queryByText('María González')).toBeNull();
  });
});
