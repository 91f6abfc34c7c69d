// Loaded lazily (it brings Dexie): the page reads and resolves the outbox through this module.
import { OutboxStore } from '../../../sw/outbox/outbox-store';
import { outboxSnapshot } from './outbox-read';
import type { OutboxSnapshot } from './outbox-state';

let store: OutboxStore | null = null;

function outboxStore(): OutboxStore {
  store ??= new OutboxStore();
  return store;
}

export async function readOutbox(): Promise<Omit<OutboxSnapshot, 'loaded'>> {
  return outboxSnapshot(await outboxStore().all(), await outboxStore().meta());
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
