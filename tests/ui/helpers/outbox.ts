import { act } from '@testing-library/react';
import type { OutboxChange } from '../../../src/domain/rules/outbox-conflict';
import { closeOutbox } from '../../../src/lib/outbox/outbox-access';
import { refreshOutbox, resetOutboxState } from '../../../src/lib/outbox/outbox-state';
import { type OutboxEntry, OutboxStore } from '../../../sw/outbox/outbox-store';

let nextId = 1;

/**
 * Writes entries into the outbox database the way the service worker does (the same store, on
 * fake-indexeddb), then lets the page read it.
 */
export async function seedOutbox(
  entries: { change: OutboxChange; conflict?: OutboxEntry['conflict']; createdAt?: number }[],
  lastSyncAt?: number,
): Promise<OutboxStore> {
  const store = new OutboxStore();
  for (const { change, conflict = null, createdAt = Date.now() } of entries) {
    const id = `outbox-${nextId++}`;
    await store.add({
      id,
      method: change.kind === 'notes' ? 'PATCH' : 'POST',
      url: 'http://localhost:3000/v1/waitlist/queue',
      headers: [['idempotency-key', id]],
      credentials: 'include',
      body: null,
      itemId: 'itemId' in change ? change.itemId : null,
      kind: change.kind,
      change,
      createdAt,
      attempts: 0,
      nextAttemptAt: 0,
      state: conflict ? 'conflict' : 'queued',
      conflict,
    });
  }
  if (lastSyncAt !== undefined) await store.setLastSyncAt(lastSyncAt);
  await act(async () => {
    await refreshOutbox();
  });
  return store;
}

/** Empties the outbox database and the page's view of it. */
export async function clearOutbox(): Promise<void> {
  closeOutbox();
  await new OutboxStore().destroy();
  resetOutboxState();
}
