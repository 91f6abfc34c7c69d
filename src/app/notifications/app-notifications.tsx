import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { importWhenReachable } from '../../lib/import-retry';
import { afterFirstScreen } from '../../lib/when-idle';

const NotificationsHost = lazy(() => importWhenReachable(() => import('./notifications-host')));

const hasNotifications = () => notificationsStore.getState().notifications.length > 0;

/**
 * Toasts without their weight on the first load: `notifications.show` only writes to a small
 * store, and the container that draws them loads after the first screen, or at once when a toast
 * is shown before that (the container then draws what the store holds).
 */
export function AppNotifications() {
  const [wanted, setWanted] = useState(hasNotifications);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stopWaiting = afterFirstScreen(want);
    const unsubscribe = notificationsStore.subscribe(() => {
      if (hasNotifications()) want();
    });
    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
