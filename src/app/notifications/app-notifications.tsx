import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { importWhenReachable } from '../../lib/import-retry';

const NotificationsHost = lazy(() => importWhenReachable(() => import('./notifications-host')));

const hasNotifications = () => notificationsStore.getState().notifications.length > 0;

/**
 * Toasts without their weight on the first load: `notifications.show` only writes to a small
 * store, and the container that draws them (transitions, portal, drag handling) loads with the
 * first toast, then draws what the store holds. Loading it on a timer instead put it on slow
 * first loads.
 */
export function AppNotifications() {
  const [wanted, setWanted] = useState(hasNotifications);
  useEffect(() => {
    if (wanted) return;
    return notificationsStore.subscribe(() => {
      if (hasNotifications()) setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
