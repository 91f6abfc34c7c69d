import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportNetworkFailure, reportServerReached } from '../../src/lib/online-status';
import { OfflineIndicator } from '../../src/ui/pwa/offline-indicator';

function setBrowserOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function renderIndicator(client = new QueryClient()) {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <OfflineIndicator />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const detail = () =>
  screen.getByText('Sin conexión').closest('[aria-description]')?.getAttribute('aria-description');

beforeEach(() => {
  setBrowserOnline(true);
  reportServerReached();
});

afterEach(() => {
  setBrowserOnline(true);
  vi.useRealTimers();
});

describe('OfflineIndicator', () => {
  it('shows nothing while online', () => {
    renderIndicator();
    expect(screen.queryByText('Sin conexión')).toBeNull();
  });

  it('shows "Sin conexión" while the browser is offline and hides it when it is back', () => {
    renderIndicator();

    act(() => setBrowserOnline(false));
    expect(screen.getByText('Sin conexión')).toBeTruthy();
    expect(detail()).toBe('Aún no hay datos guardados en este dispositivo.');

    act(() => setBrowserOnline(true));
    expect(screen.queryByText('Sin conexión')).toBeNull();
  });

  it('shows "Sin conexión" after a request failed for network reasons, until the server answers', () => {
    renderIndicator();

    act(() => reportNetworkFailure());
    expect(screen.getByText('Sin conexión')).toBeTruthy();

    act(() => reportServerReached());
    expect(screen.queryByText('Sin conexión')).toBeNull();
  });

  it('says the screen shows the last saved data and when it was synced, in the location’s zone', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2025-11-24T15:00:00Z'));
    const client = new QueryClient();
    const syncedAt = Date.parse('2025-11-22T20:30:00Z');
    const location = { id: 1, timezone: 'America/Mexico_City' };
    client.setQueryData(['account', 'settings'], { location }, { updatedAt: syncedAt - 60_000 });
    client.setQueryData(['waitlist', 'status-data', 1], { entries: [] }, { updatedAt: syncedAt });
    renderIndicator(client);

    act(() => setBrowserOnline(false));

    // 20:30 UTC is 2:30 p.m. in Mexico City, two days before the clock: the date is shown.
    expect(detail()).toMatch(
      /^Mostrando los últimos datos guardados \(sincronizados: 22 nov, 2:30\sp\.\s?m\.\)\.$/,
    );
  });
});
