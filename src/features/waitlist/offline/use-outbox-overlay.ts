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

/** Whether this entry has changes still waiting to reach the server (queued or refused). */
export function useHasPendingChanges(itemId: number): boolean {
  const { queued, conflicts } = useOutbox();
  return hasPendingChanges(itemId, queued) || hasPendingChanges(itemId, conflicts);
}
