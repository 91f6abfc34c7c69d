import { MantineProvider } from '@mantine/core';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxStatus } from '../../src/app/shell/outbox-status';
import { theme } from '../../src/app/theme';
import { LOGGED_IN_COOKIE } from '../../src/domain/contract/access';
import { LogoutButton } from '../../src/features/access/logout-button';
import { OutboxConflicts } from '../../src/features/waitlist/offline/outbox-conflicts';
import { api } from '../../src/lib/api/client';
import { isOffline, reportServerReached } from '../../src/lib/online-status';
import { getOutbox } from '../../src/lib/outbox/outbox-state';
import { createQueryClient } from '../../src/lib/query/query-client';
import { OutboxStore } from '../../sw/outbox/outbox-store';
import { clearLoggedInCookie, fakeApi, setLoggedInCookie } from './helpers/fake-api';
import {
  ALLOWED_LOCATIONS,
  accountSettings,
  FREE_SUBSCRIPTION,
  hostAccountSettings,
  queueItem,
} from './helpers/fixtures';
import { clearOutbox, seedOutbox } from './helpers/outbox';
import { renderApp } from './helpers/render-app';

const CANCELED_ELSEWHERE = 'Este registro ya fue completado o cancelado; no admite más acciones.';
// 10:42 in Mexico City (the host account's location zone); the list's data arrived at 10:30.
const SYNCED_AT = Date.parse('2025-11-22T16:42:00Z');
const DATA_AT = Date.parse('2025-11-22T16:30:00Z');

function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['account', 'settings'], hostAccountSettings(), { updatedAt: DATA_AT });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2025-11-22T17:00:00Z') });
  reportServerReached();
});

afterEach(async () => {
  onlineManager.setOnline(true);
  clearLoggedInCookie();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  await clearOutbox();
});

describe('header: queued changes and the last sync', () => {
  it('says nothing while the outbox is empty', async () => {
    renderWithProviders(<OutboxStatus />);
    await seedOutbox([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows '3 cambios pendientes · Sincronizado 10:42': the outbox's last replay, newer than the data", async () => {
    renderWithProviders(<OutboxStatus />);
    await seedOutbox(
      [
        { change: { kind: 'action', itemId: 1, action: 'ready' } },
        { change: { kind: 'notes', itemId: 1, notes: 'Terraza' } },
        { change: { kind: 'register', registration: { name: 'Pedro', group_size: 2 } } },
      ],
      SYNCED_AT,
    );
    expect(screen.getByRole('status').textContent).toBe('3 cambios pendientes · Sincronizado 10:42 a.m.');
  });

  it('counts the refused changes apart', async () => {
    renderWithProviders(<OutboxStatus />);
    await seedOutbox([
      { change: { kind: 'action', itemId: 1, action: 'notify' } },
      {
        change: { kind: 'action', itemId: 2, action: 'ready' },
        conflict: { status: 409, message: CANCELED_ELSEWHERE, at: SYNCED_AT },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      '1 cambio pendiente · 1 cambio rechazado · Sincronizado 10:30 a.m.',
    );
  });
});

describe("the service worker's 202 for a queued change", () => {
  it('resolves the call as accepted, marks the app offline and shows the change in the header', async () => {
    renderWithProviders(<OutboxStatus />);
    const store = new OutboxStore();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // What the worker does before answering: the change is stored first.
        await store.add({
          id: 'queued-1',
          method: 'POST',
          url: 'http://localhost:3000/v1/waitlist/queue/4/ready',
          headers: [],
          credentials: 'include',
          body: '',
          itemId: 4,
          kind: 'action',
          change: { kind: 'action', itemId: 4, action: 'ready' },
          createdAt: Date.now(),
          attempts: 0,
          nextAttemptAt: 0,
          state: 'queued',
          conflict: null,
        });
        return new Response(JSON.stringify({ queued: true, outbox_id: 'queued-1' }), {
          status: 202,
          headers: { 'Content-Type': 'application/json', 'X-Mostrador-Outbox': 'queued' },
        });
      }),
    );

    const answer = await act(() =>
      api.post('/v1/waitlist/queue/4/ready', undefined, { idempotencyKey: 'intent-1' }),
    );

    expect(answer).toEqual({ queued: true, outbox_id: 'queued-1' });
    expect(isOffline()).toBe(true);
    expect((await screen.findByRole('status')).textContent).toBe(
      '1 cambio pendiente · Sincronizado 10:30 a.m.',
    );
  });

  it("a server's own 202 is an ordinary answer", async () => {
    fakeApi({ 'POST /v1/waitlist/queue/4/ready': () => ({ status: 202, body: { data: {} } }) });
    await api.post('/v1/waitlist/queue/4/ready');
    expect(isOffline()).toBe(false);
  });
});

describe('persistent storage', () => {
  it('is asked for when the first change is queued', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persisted: async () => false, persist },
    });
    await seedOutbox([]);
    expect(persist).not.toHaveBeenCalled();

    await seedOutbox([{ change: { kind: 'action', itemId: 1, action: 'notify' } }]);
    await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });
});

describe('conflicts: the host retries or discards', () => {
  const ana = queueItem({ id: 2, name: 'Ana López' });

  async function seedConflict() {
    return seedOutbox([
      {
        change: { kind: 'action', itemId: 2, action: 'ready' },
        conflict: { status: 409, message: CANCELED_ELSEWHERE, at: SYNCED_AT },
      },
    ]);
  }

  it("lists each refused change with the server's message", async () => {
    renderWithProviders(<OutboxConflicts entries={[ana]} />);
    expect(screen.queryByText('Cambios rechazados por el servidor')).toBeNull();
    await seedConflict();

    const row = await screen.findByRole('listitem', { name: 'Listo · Ana López' });
    expect(within(row).getByText(CANCELED_ELSEWHERE)).toBeTruthy();
    expect(screen.getByText('Cambios rechazados por el servidor')).toBeTruthy();
  });

  it("'Reintentar' puts the change back in the queue and asks the service worker to send it", async () => {
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: { postMessage } },
    });
    renderWithProviders(<OutboxConflicts entries={[ana]} />);
    const store = await seedConflict();

    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));

    await waitFor(() => expect(screen.queryByText('Cambios rechazados por el servidor')).toBeNull());
    expect((await store.all())[0]).toMatchObject({ state: 'queued', conflict: null });
    expect(getOutbox().queued).toHaveLength(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'OUTBOX_REPLAY' });
  });

  it("'Descartar' asks first; only the confirmation drops the change", async () => {
    renderWithProviders(<OutboxConflicts entries={[ana]} />);
    const store = await seedConflict();

    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Descartar este cambio?' });
    expect(within(dialog).getByText(/«Listo · Ana López» no se enviará al servidor/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await store.all()).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Listo · Ana López' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: '¿Descartar este cambio?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Cambios rechazados por el servidor')).toBeNull());
    expect(await store.all()).toEqual([]);
  });
});

describe('logout with changes still unsent', () => {
  it("warns 'Hay 2 cambios sin enviar…' and keeps the session and the changes when the host declines", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const server = fakeApi({ 'POST /v1/user/account/logout': () => ({ body: { data: { success: true } } }) });
    renderWithProviders(<LogoutButton />);
    const store = await seedOutbox([
      { change: { kind: 'action', itemId: 1, action: 'ready' } },
      { change: { kind: 'notes', itemId: 1, notes: 'Terraza' } },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]?.[0]).toMatch(/^Hay 2 cambios sin enviar al servidor\./);
    expect(server.callsTo('POST', '/v1/user/account/logout')).toHaveLength(0);
    expect(await store.all()).toHaveLength(2);
  });

  it('offline: asks at once and, confirmed, signs out of this device with the changes lost', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const logout = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', logout);
    onlineManager.setOnline(false);
    setLoggedInCookie();
    renderWithProviders(<LogoutButton />);
    const store = await seedOutbox([{ change: { kind: 'action', itemId: 1, action: 'ready' } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]?.[0]).toBe(
      'Hay 1 cambio sin enviar al servidor. Si cierras sesión, se perderán: se borrarán de este dispositivo sin enviarse. ¿Cerrar sesión de todos modos?',
    );
    await waitFor(() => expect(document.cookie).not.toContain(LOGGED_IN_COOKIE));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await store.all()).toEqual([]);
  });

  it('does not ask when nothing waits', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const server = fakeApi({
      'POST /v1/user/account/logout': () => ({ body: { data: { success: false } } }),
    });
    renderWithProviders(<LogoutButton />);
    await seedOutbox([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(server.callsTo('POST', '/v1/user/account/logout')).toHaveLength(1));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('location switch with changes still unsent', () => {
  afterEach(() => clearLoggedInCookie());

  it('is refused with a notice: the changes belong to this location and are kept', async () => {
    setLoggedInCookie();
    const server = fakeApi({
      'GET /v1/user/account/settings': () => ({ body: { data: accountSettings() } }),
      'GET /v1/subscription/subscription/info': () => ({ body: { data: FREE_SUBSCRIPTION } }),
      'GET /v1/user/account/allowed-locations': () => ({ body: { data: ALLOWED_LOCATIONS } }),
      'POST /v1/user/account/set-location': () => ({ body: { data: { success: true } } }),
    });
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: { postMessage } },
    });
    renderApp('/settings');
    const store = await seedOutbox([{ change: { kind: 'action', itemId: 1, action: 'cancel' } }]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Ubicación: Taquería Demo/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Taquería Demo Coyoacán' }));

    const notice = await screen.findByRole('dialog', { name: 'Cambios sin enviar' });
    expect(within(notice).getByText(/^Hay 1 cambio sin enviar\. Se hicieron en esta ubicación/)).toBeTruthy();
    expect(server.callsTo('POST', '/v1/user/account/set-location')).toHaveLength(0);
    await user.click(within(notice).getByRole('button', { name: 'Enviar ahora' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'OUTBOX_REPLAY' });
    expect(await store.all()).toHaveLength(1);
  });
});
