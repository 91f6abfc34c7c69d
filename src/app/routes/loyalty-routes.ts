import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_PATHS, type RouteName } from '../route-names';
import { shellRoute } from './layout-routes';
import { type MetaOptions, routeMeta } from './route-static-data';

/** One import for the whole area (see loyalty-pages.ts). */
const loyaltyPages = () => import('../../features/loyalty/loyalty-pages');
type LoyaltyPage = keyof Awaited<ReturnType<typeof loyaltyPages>>;

function loyaltyRoute(name: RouteName, page: LoyaltyPage, options: MetaOptions) {
  return createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, options),
    component: lazyRouteComponent(loyaltyPages, page),
  });
}

/** Loyalty (01 §2.2–2.5): the front, programs, transactions and the report. */
export const loyaltyRoutes = [
  loyaltyRoute('loyalty-home', 'LoyaltyFrontPage', { area: 'loyalty-front' }),
  loyaltyRoute('loyalty-program-list', 'ProgramListPage', { area: 'loyalty-programs' }),
  loyaltyRoute('loyalty-transaction-list', 'TransactionListPage', { area: 'loyalty-front' }),
  loyaltyRoute('loyalty-transaction-item', 'TransactionItemPage', { area: 'loyalty-front' }),
  loyaltyRoute('loyalty-report', 'LoyaltyReportPage', { area: 'stats' }),
] as const;
