import { lazy, Suspense } from 'react';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { useOutbox } from '../../../lib/outbox/use-outbox';

const OutboxConflictsPanel = lazy(() => import('./outbox-conflicts-panel'));

/**
 * The changes the server refused when they were replayed (the item changed meanwhile, e.g. it was
 * canceled on another device). Each waits for the host: 'Reintentar' sends it again with the same
 * key; 'Descartar' drops it after a confirmation. Nothing while there are none, and its code loads
 * only when there are some.
 */
export function OutboxConflicts({ entries }: { entries: readonly QueueItem[] }) {
  const { conflicts } = useOutbox();
  if (conflicts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxConflictsPanel entries={entries} />
    </Suspense>
  );
}
