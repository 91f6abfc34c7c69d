import { useEffect } from 'react';
import { useCurrentRouteTitle } from '../ui/use-current-route-title';

const APP_NAME = 'Mostrador';

/** Keeps the browser tab title on the current screen's Spanish title. */
export function DocumentTitle() {
  const title = useCurrentRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return null;
}
