import { lazyRouteComponent, type StaticDataRouteOption } from '@tanstack/react-router';
import type { Area } from '../../domain/roles';
import type { AppModule } from '../../domain/rules/modules';
import type { RouteAccess } from '../route-meta';
import { ROUTE_TITLES, type RouteName } from '../route-names';

/** The 'en construcción' page: one lazy chunk shared by every area not built yet. */
export const UnderConstruction = lazyRouteComponent(() => import('../../ui/under-construction-page'));

export interface MetaOptions {
  access?: RouteAccess;
  area?: Area;
  module?: AppModule;
}

/** Static data of a named route: its spec name, Spanish title, access and roles area. */
export function routeMeta(name: RouteName, options: MetaOptions = {}): StaticDataRouteOption {
  return { name, title: ROUTE_TITLES[name], ...options };
}
