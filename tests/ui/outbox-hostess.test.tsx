import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueItem } from '../../src/domain/contract/waitlist';
import HostessPage from '../../src/features/waitlist/hostess/hostess-page';
import { reportServerReached } from '../../src/lib/online-status';
import { createQueryClient } from '../../src/lib/query/query-client';
import { fakeApi } from './helpers/fake-api';
import { hostAccountSettings, queueItem, statusData } from './helpers/fixtures';
import { clearOutbox, seedOutbox } from './helpers/outbox';

const NOW = Date.parse('2025-11-22T20:00:00Z');
const at = (mins: number) => new Date(NOW + mins * 60_000).toISOString();
const CANCELED_ELSEWHERE = 'Este registro ya fue completado o cancelado; no admite más acciones.';

const ENTRIES: QueueItem[] = [
  queueItem({ id: 1, name: 'Ana López', created_at: at(-20) }),
  queueItem({ id: 2, name: 'Luis Ortega', created_at: at(-15), notes: 'Terraza' }),
  queueItem({ id: 3, name: 'Rosa Díaz', created_at: at(-10), status: 'canceled', canceled_at: at(-2) }),
  queueItem({ id: 4, name: 'Beto Cruz', created_at: at(-5) }),
];

function renderPage() {
  fakeApi({
    'GET /v1/user/account/settings': () => ({ body: { data: hostAccountSettings() } }),
    'GET /v1/waitlist/hostess/status-data': () => ({ body: { data: statusData(ENTRIES, at(0)) } }),
  });
  const client = createQueryClient();
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <HostessPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function entry(list: string, name: string): HTMLElement {
  return within(screen.getByRole('list', { name: list })).getByRole('listitem', {
    name: (_, element) => element.textContent?.includes(name) ?? false,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  reportServerReached();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await clearOutbox();
});

describe("'Listado de hoy' with changes made offline", () => {
  it("shows each queued change at once with 'Pendiente de enviar', the queued walk-in, and a refused one as refused", async () => {
    renderPage();
    await screen.findByText('Ana López');
    await seedOutbox([
      { change: { kind: 'action', itemId: 1, action: 'ready' }, createdAt: NOW - 60_000 },
      { change: { kind: 'action', itemId: 1, action: 'complete' }, createdAt: NOW - 50_000 },
      { change: { kind: 'notes', itemId: 2, notes: 'Silla alta' }, createdAt: NOW - 40_000 },
      {
        change: { kind: 'register', registration: { name: 'Pedro Ruiz', group_size: 3 } },
        createdAt: NOW - 30_000,
      },
      {
        change: { kind: 'action', itemId: 3, action: 'ready' },
        conflict: { status: 409, message: CANCELED_ELSEWHERE, at: NOW },
      },
    ]);

    // Ana was completed offline: she moves to the finished entries, marked as not yet sent.
    const ana = entry('Registros finalizados', 'Ana López');
    expect(within(ana).getByText('Pendiente de enviar')).toBeTruthy();
    expect(within(ana).getByText('Presente')).toBeTruthy();

    const luis = entry('Registros activos', 'Luis Ortega');
    expect(within(luis).getByText('Silla alta')).toBeTruthy();
    expect(within(luis).queryByText('Terraza')).toBeNull();
    expect(within(luis).getByText('Pendiente de enviar')).toBeTruthy();

    const pedro = entry('Registros activos', 'Pedro Ruiz');
    expect(within(pedro).getByText('Pendiente de enviar')).toBeTruthy();
    expect(within(pedro).getByText(/3 personas · Turno/)).toBeTruthy();

    // The refused 'ready' never reopens Rosa's canceled entry; it waits in the conflict list.
    const rosa = entry('Registros finalizados', 'Rosa Díaz');
    expect(within(rosa).getByText('Cancelado')).toBeTruthy();
    expect(within(rosa).getByText('Cambio rechazado')).toBeTruthy();
    expect(within(rosa).queryByText('Pendiente de enviar')).toBeNull();
    // The conflict panel is a lazy chunk: its first import can take seconds on a busy machine.
    const conflict = await screen.findByRole('listitem', { name: 'Listo · Rosa Díaz' }, { timeout: 10_000 });
    expect(within(conflict).getByText(CANCELED_ELSEWHERE)).toBeTruthy();

    expect(within(entry('Registros activos', 'Beto Cruz')).queryByText('Pendiente de enviar')).toBeNull();
  });
});
