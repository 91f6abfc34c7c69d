import type { Area } from '../domain/roles';
import type { AppModule } from '../domain/rules/modules';
import type { RouteName } from './route-names';

/**
 * Who may enter a route before roles are considered (spec 01 §2.1, §4.2):
 * 'auth' needs a login, 'guest' is for visitors only, 'public' is open to both, 'customer' is a
 * customer's page outside the app (the guard's rules do not apply).
 */
export type RouteAccess = 'auth' | 'guest' | 'public' | 'customer';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Spec route name, e.g. 'waitlist-hostess'. */
    name?: RouteName;
    /** Spanish screen title (browser tab and 'en construcción' page). */
    title?: string;
    access?: RouteAccess;
    /** Set on paths that belong to one module only; the other module's host redirects them. */
    module?: AppModule;
    /** Roles area of spec 01 §6; the guard lets a missing role through (rule 6). */
    area?: Area;
  }
}
