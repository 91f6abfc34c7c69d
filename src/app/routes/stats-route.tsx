import { createRoute } from '@tanstack/react-router';
import { currentModule } from '../modules';
import { ROUTE_PATHS } from '../route-names';
import { shellRoute } from './layout-routes';
import { routeMeta, UnderConstruction } from './route-static-data';

/** '/stats' exists in both modules: its spec name follows the module of this host. */
export const statsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-stats'],
  staticData: routeMeta(currentModule() === 'shop' ? 'menu-order-stats' : 'waitlist-stats', {
    area: 'stats',
  }),
  component: UnderConstruction,
});
