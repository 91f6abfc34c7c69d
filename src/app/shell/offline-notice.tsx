import { lazy, Suspense } from 'react';
import { useIsOffline } from '../../lib/online-status';

const OfflineIndicator = lazy(() =>
  import('../../ui/pwa/offline-indicator').then((module) => ({ default: module.OfflineIndicator })),
);

/**
 * The 'Sin conexión' indicator, loaded only once the app is offline (the service worker has the
 * chunk precached), so its tooltip code stays out of the first screen's JavaScript.
 */
export function OfflineNotice() {
  const offline = useIsOffline();
  if (!offline) return null;
  return (
    <Suspense fallback={null}>
      <OfflineIndicator />
    </Suspense>
  );
}
