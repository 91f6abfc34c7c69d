import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AreaGate } from '../guard/area-gate';
import { currentModule } from '../modules';
import { ROUTE_PATHS } from '../route-names';
import { shellRoute } from './layout-routes';
import { routeMeta } from './route-static-data';

const isShop = currentModule() === 'shop';

const StatsPage = isShop
  ? lazyRouteComponent(() => import('../../features/shop/stats/shop-stats-page'))
  : lazyRouteComponent(() => import('../../features/waitlist/stats/stats-page'));

/**
 * '/stats' exists in both modules: its spec name and its page follow the module of this host.
 * A role without stats (an operador) is told so instead of a failed load (issue 17 §11).
 */
export const statsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-stats'],
  staticData: routeMeta(isShop ? 'menu-order-stats' : 'waitlist-stats', { area: 'stats' }),
  component: () => (
    <AreaGate area="stats" title="Estadísticas" what="las estadísticas">
      <StatsPage />
    </AreaGate>
  ),
});
