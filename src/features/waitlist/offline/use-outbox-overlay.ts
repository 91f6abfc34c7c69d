import { useMemo } from 'react';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { hasPendingChanges, overlayQueue } from '../../../domain/rules/outbox-conflict';
import { useOutbox } from '../../../lib/outbox/use-outbox';

/** The name of a walk-in registered offline for a customer picked from the list (only its id was sent). */
export const WALK_IN_NAME = 'Nuevo turno';

/** Today's entries with the queued changes applied and the walk-ins registered offline appended. */
export function useOutboxOverlay(entries: QueueItem[]): QueueItem[] {
  const { queued } = useOutbox();
  return useMemo(() => overlayQueue(entries, queued, WALK_IN_NAME), [entries, queued]);
}

/**
 * An entry the server does not have yet (a walk-in registered offline, temporary id < 0): itself
 * with the changes made on it since, or, once its registration was answered, the server's id.
 */
export function useOutboxOnlyEntry(itemId: number | null): {
  entry: QueueItem | null;
  serverId: number | null;
} {
  const { queued, resolved } = useOutbox();
  const entry = useMemo(
    () =>
      itemId !== null && itemId < 0
        ? (overlayQueue([], queued, WALK_IN_NAME).find((item) => item.id === itemId) ?? null)
        : null,
    [itemId, queued],
  );
  return { entry, serverId: itemId !== null && itemId < 0 ? (resolved[itemId] ?? null) : null };
}

/** 'refused' while a change of the entry waits in the conflict list (its later changes wait behind it). */
export type UnsentState = 'pending' | 'refused';

/** Whether this entry has changes still waiting to reach the server, or one the server refused. */
export function useUnsentState(itemId: number): UnsentState | null {
  const { queued, conflicts } = useOutbox();
  if (hasPendingChanges(itemId, conflicts)) return 'refused';
  return hasPendingChanges(itemId, queued) ? 'pending' : null;
}
