import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { currentModule } from '../modules';
import { ROUTE_PATHS } from '../route-names';
import { shellRoute } from './layout-routes';
import { routeMeta } from './route-static-data';

const isShop = currentModule() === 'shop';

/** '/stats' exists in both modules: its spec name and its page follow the module of this host. */
export const statsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-stats'],
  staticData: routeMeta(isShop ? 'menu-order-stats' : 'waitlist-stats', { area: 'stats' }),
  component: isShop
    ? lazyRouteComponent(() => import('../../features/shop/stats/shop-stats-page'))
    : lazyRouteComponent(() => import('../../features/waitlist/stats/stats-page')),
});
