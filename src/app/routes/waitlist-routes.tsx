import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { isCalendarView, lastWaitlistView, rememberWaitlistView } from '../last-waitlist-view';
import { ROUTE_PATHS } from '../route-names';
import { shellRoute } from './layout-routes';
import { rootRoute } from './root-route';
import { routeMeta, UnderConstruction } from './route-static-data';

/** '/' (admin home): the last agenda view in the waitlist module, the inbox in the shop module. */
export const adminHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['admin-home'],
  staticData: routeMeta('admin-home', { access: 'auth' }),
  beforeLoad: ({ context }) => {
    if (context.module === 'shop') throw redirect({ to: '/inbox', replace: true });
    const view = lastWaitlistView();
    if (view.name === 'waitlist-calendar') {
      throw redirect({ to: '/calendar/{-$view}', params: { view: view.view }, replace: true });
    }
    throw redirect({ to: '/hostess', replace: true });
  },
});

const hostessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-hostess'],
  staticData: routeMeta('waitlist-hostess', { module: 'waitlist', area: 'waitlist-visits' }),
  onEnter: () => rememberWaitlistView({ name: 'waitlist-hostess' }),
  component: lazyRouteComponent(() => import('../../features/waitlist/hostess/hostess-page')),
});

const visitsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-visits'],
  staticData: routeMeta('waitlist-visits', { module: 'waitlist', area: 'waitlist-visits' }),
  component: UnderConstruction,
});

/** Calendar by day, week or month (default month); any other view opens the month. */
const calendarRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-calendar'],
  staticData: routeMeta('waitlist-calendar', { module: 'waitlist', area: 'waitlist-visits' }),
  beforeLoad: ({ params }) => {
    if (params.view !== undefined && !isCalendarView(params.view)) {
      throw redirect({ to: '/calendar/{-$view}', params: { view: 'month' }, replace: true });
    }
  },
  onEnter: ({ params }) => rememberCalendarView(params.view),
  onStay: ({ params }) => rememberCalendarView(params.view),
  component: UnderConstruction,
});

function rememberCalendarView(view: string | undefined): void {
  rememberWaitlistView({ name: 'waitlist-calendar', view: isCalendarView(view) ? view : 'month' });
}

const itemsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-items'],
  staticData: routeMeta('waitlist-items', { module: 'waitlist', area: 'waitlist-items' }),
  component: UnderConstruction,
});

const waitlistReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-report'],
  staticData: routeMeta('waitlist-report', { module: 'waitlist', area: 'stats' }),
  component: UnderConstruction,
});

export const waitlistRoutes = [
  hostessRoute,
  visitsRoute,
  calendarRoute,
  itemsRoute,
  waitlistReportRoute,
] as const;
