import { createRoute } from '@tanstack/react-router';
import { ROUTE_PATHS, type RouteName } from '../route-names';
import { shellRoute } from './layout-routes';
import { type MetaOptions, routeMeta, UnderConstruction } from './route-static-data';

/**
 * A named screen inside the shell whose area is not built yet: it shows the 'en construcción'
 * page with the screen's Spanish title. Later issues replace it with the real screen.
 */
export function constructionRoute<const TName extends RouteName>(name: TName, options: MetaOptions = {}) {
  return createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, options),
    component: UnderConstruction,
  });
}
