import { lazy, Suspense } from 'react';
import { importWhenReachable } from '../../lib/import-retry';
import { usePendingUpdate } from '../../lib/pwa/update-store';

const UpdatePrompt = lazy(() =>
  importWhenReachable(() => import('./update-prompt').then((module) => ({ default: module.UpdatePrompt }))),
);

/** The update prompt (its notification, affix and portal) loads only once an update is waiting. */
export function LazyUpdatePrompt() {
  if (!usePendingUpdate()) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
