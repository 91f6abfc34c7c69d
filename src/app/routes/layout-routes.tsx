import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { retryingImport } from '../../lib/retrying-import';
import { rootRoute } from './root-route';

/** Screens without the shell (login, location selection, onboarding): the access layout. */
export const accessLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'access',
  component: lazyRouteComponent(() => import('../../features/access/access-layout')),
});

/** Every screen of the app proper: the shell (drawer, tab bar, header). Needs a login. */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  staticData: { access: 'auth' },
  component: lazyRouteComponent(retryingImport(() => import('../shell/app-shell-layout'))),
});
