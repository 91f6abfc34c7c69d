import { useSyncExternalStore } from 'react';
import { getOutbox, type OutboxSnapshot, subscribeOutbox } from './outbox-state';

/** The offline outbox as last read: queued changes, conflicts, last sync. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribeOutbox, getOutbox, getOutbox);
}
