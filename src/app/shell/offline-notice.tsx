import { lazy, Suspense } from 'react';
import { useIsOffline } from '../../lib/online-status';
import { retryingImport } from '../../lib/retrying-import';

const OfflineIndicator = lazy(
  retryingImport(() =>
    import('../../ui/pwa/offline-indicator').then((module) => ({ default: module.OfflineIndicator })),
  ),
);

/**
 * The 'Sin conexión' indicator, loaded only once the app is offline, so its tooltip code stays
 * out of the first screen's JavaScript. Usually the service worker has the chunk precached; when
 * none does (plain http on a LAN, a first visit) the load waits for the connection rather than
 * failing, and screens that must show it offline (the kitchen inbox) load it with their own code.
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
