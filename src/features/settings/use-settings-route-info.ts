import { type AnyRoute, useRouter } from '@tanstack/react-router';
import { UnderConstruction } from '../../app/routes/route-static-data';
import type { SettingsRoute, SettingsRouteInfo } from './settings-entries';

/**
 * Reads each settings screen's roles area and state from its registered route (the same static
 * data the guard uses), so the index never disagrees with the router: a screen that still renders
 * the 'en construcción' page is 'Próximamente'.
 */
export function useSettingsRouteInfo(): (route: SettingsRoute) => SettingsRouteInfo {
  const routes = Object.values(useRouter().routesById as Record<string, AnyRoute>);
  return (name) => {
    const route = routes.find((candidate) => candidate.options.staticData?.name === name);
    return {
      area: route?.options.staticData?.area,
      comingSoon: route === undefined || route.options.component === UnderConstruction,
    };
  };
}
