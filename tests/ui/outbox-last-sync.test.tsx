import { Button, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxStatus } from '../../src/app/shell/outbox-status';
import type { QueueItem } from '../../src/domain/contract/waitlist';
import { useSaveNotes } from '../../src/features/waitlist/api/queue-changes';
import HostessPage from '../../src/features/waitlist/hostess/hostess-page';
import { reportServerReached } from '../../src/lib/online-status';
import { createQueryClient } from '../../src/lib/query/query-client';
import { fakeApi } from './helpers/fake-api';
import { hostAccountSettings, queueItem, statusData } from './helpers/fixtures';
import { clearOutbox, seedOutbox } from './helpers/outbox';

// 2:00 p.m. in Mexico City (the host account's location zone): the list's last answer.
const LOADED_AT = Date.parse('2025-11-22T20:00:00Z');
const ANA: QueueItem = queueItem({ id: 1, name: 'Ana López', created_at: '2025-11-22T19:40:00Z' });

/** The drawer's notes save, reduced to its call. */
function SaveNotes() {
  const save = useSaveNotes();
  return (
    <Button onClick={() => save.mutate({ item: ANA, notes: 'Terraza', idempotencyKey: 'notes-1' })}>
      Guardar notas
    </Button>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: LOADED_AT });
  reportServerReached();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await clearOutbox();
});

describe('an offline notes edit and the time of the last sync', () => {
  it("shows the new notes at once but keeps 'Actualizado hace 5 min' and 'Sincronizado 2:00 p.m.'", async () => {
    let loaded = false;
    fakeApi({
      'GET /v1/user/account/settings': () => ({ body: { data: hostAccountSettings() } }),
      // Loaded once, then the network is gone.
      'GET /v1/waitlist/hostess/status-data': () => {
        if (loaded) throw new TypeError('Failed to fetch');
        loaded = true;
        return { body: { data: statusData([ANA], new Date(LOADED_AT).toISOString()) } };
      },
      // The service worker's answer: the network failed and the edit waits in the outbox.
      'PATCH /v1/waitlist/queue/1/notes': () => ({
        status: 202,
        body: { queued: true, outbox_id: 'outbox-1' },
        headers: { 'X-Mostrador-Outbox': 'queued' },
      }),
    });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={createQueryClient()}>
          <OutboxStatus />
          <SaveNotes />
          <HostessPage />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByText('Ana López');

    vi.setSystemTime(LOADED_AT + 5 * 60_000);
    await seedOutbox([{ change: { kind: 'notes', itemId: 1, notes: 'Terraza' } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar notas' }));

    const list = screen.getByRole('list', { name: 'Registros activos' });
    expect(await within(list).findByText('Terraza')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByText(/^Actualizado hace 5 min/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 cambio pendiente · Sincronizado 2:00 p.m.');
  });
});
