import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { retryingImport } from '../../lib/retrying-import';
import { ROUTE_PATHS } from '../route-names';
import { shellRoute } from './layout-routes';
import { rootRoute } from './root-route';
import { routeMeta } from './route-static-data';

/** 'home' of the shop module goes to the inbox (spec 01 §2.1). */
export const shopHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['shop-home'],
  staticData: routeMeta('shop-home', { access: 'auth', module: 'shop' }),
  beforeLoad: () => {
    throw redirect({ to: '/inbox', replace: true });
  },
});

const inboxRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['menu-order-list'],
  staticData: routeMeta('menu-order-list', { module: 'shop', area: 'shop-orders' }),
  component: lazyRouteComponent(retryingImport(() => import('../../features/shop/inbox/inbox-page'))),
});

const orderHistoryRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['menu-order-history'],
  staticData: routeMeta('menu-order-history', { module: 'shop', area: 'shop-orders' }),
  component: lazyRouteComponent(
    retryingImport(() => import('../../features/shop/history/order-history-page')),
  ),
});

const orderItemRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['menu-order-item'],
  staticData: routeMeta('menu-order-item', { module: 'shop', area: 'shop-orders' }),
  component: lazyRouteComponent(retryingImport(() => import('../../features/shop/detail/order-detail-page'))),
});

const shopReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['menu-order-report'],
  staticData: routeMeta('menu-order-report', { module: 'shop', area: 'stats' }),
  component: lazyRouteComponent(retryingImport(() => import('../../features/shop/stats/shop-report-page'))),
});

export const shopRoutes = [inboxRoute, orderHistoryRoute, orderItemRoute, shopReportRoute] as const;
