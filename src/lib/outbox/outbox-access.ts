// Loaded lazily (it brings Dexie): the page reads and resolves the outbox through this module.
import { OutboxStore } from '../../../sw/outbox/outbox-store';
import type { OutboxSnapshot } from './outbox-state';

let store: OutboxStore | null = null;

function outboxStore(): OutboxStore {
  store ??= new OutboxStore();
  return store;
}

export async function readOutbox(): Promise<Omit<OutboxSnapshot, 'loaded'>> {
  const entries = await outboxStore().all();
  const view = entries.map(({ id, seq, createdAt, change, itemId, kind, state, conflict }) => ({
    id,
    seq,
    createdAt,
    change,
    itemId,
    kind,
    state,
    conflict,
  }));
  return {
    queued: view.filter((entry) => entry.state === 'queued'),
    conflicts: view.filter((entry) => entry.state === 'conflict'),
    lastSyncAt: await outboxStore().lastSyncAt(),
  };
}

export function requeueChange(id: string): Promise<void> {
  return outboxStore().requeue(id);
}

export function discardChange(id: string): Promise<void> {
  return outboxStore().remove(id);
}

/** Closes the database, so tests can delete it between cases. */
export function closeOutbox(): void {
  store?.close();
  store = null;
}
