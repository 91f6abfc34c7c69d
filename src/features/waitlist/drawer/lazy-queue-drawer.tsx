import { lazy, Suspense } from 'react';
import { loadQueueDrawer } from '../hostess/lazy-chunks';
import type { QueueDrawerProps } from './queue-drawer-props';

const QueueDrawer = lazy(loadQueueDrawer);

/** The queue item drawer as a lazy chunk, loaded once an item is first opened (list or calendar). */
export function LazyQueueDrawer(props: QueueDrawerProps) {
  if (props.itemId === null) return null;
  return (
    <Suspense fallback={null}>
      <QueueDrawer {...props} />
    </Suspense>
  );
}
