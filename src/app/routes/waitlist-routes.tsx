import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { accountSettingsQueryOptions } from '../../lib/query/account-queries';
import { adminHomePath } from '../admin-home';
import { AreaGate } from '../guard/area-gate';
import { isCalendarView, lastWaitlistView, rememberWaitlistView } from '../last-waitlist-view';
import { ROUTE_PATHS } from '../route-names';
import { shellRoute } from './layout-routes';
import { rootRoute } from './root-route';
import { routeMeta } from './route-static-data';

/** '/' (admin home): see adminHomePath. The root guard has loaded the account settings. */
export const adminHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['admin-home'],
  staticData: routeMeta('admin-home', { access: 'auth' }),
  beforeLoad: ({ context }) => {
    const roles = context.queryClient.getQueryData(accountSettingsQueryOptions().queryKey)?.roles ?? [];
    throw redirect({ href: adminHomePath(context.module, roles, lastWaitlistView()), replace: true });
  },
});

const HostessPage = lazyRouteComponent(() => import('../../features/waitlist/hostess/hostess-page'));

const hostessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-hostess'],
  staticData: routeMeta('waitlist-hostess', { module: 'waitlist', area: 'waitlist-visits' }),
  onEnter: () => rememberWaitlistView({ name: 'waitlist-hostess' }),
  // A person whose level just dropped to a reader's keeps the screen open: its actions give way.
  component: () => (
    <AreaGate area="waitlist-visits" title="Listado de hoy" what="el listado de hoy">
      <HostessPage />
    </AreaGate>
  ),
});

/** 'Visitas': the agenda, opened on the last view used ('Listado de hoy' or a calendar view). */
const visitsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-visits'],
  staticData: routeMeta('waitlist-visits', { module: 'waitlist', area: 'waitlist-visits' }),
  beforeLoad: () => {
    const last = lastWaitlistView();
    if (last.name === 'waitlist-calendar') {
      throw redirect({ to: ROUTE_PATHS['waitlist-calendar'], params: { view: last.view }, replace: true });
    }
    throw redirect({ to: ROUTE_PATHS['waitlist-hostess'], replace: true });
  },
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
  component: lazyRouteComponent(() => import('../../features/waitlist/calendar/calendar-page')),
});

function rememberCalendarView(view: string | undefined): void {
  rememberWaitlistView({ name: 'waitlist-calendar', view: isCalendarView(view) ? view : 'month' });
}

const itemsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-items'],
  staticData: routeMeta('waitlist-items', { module: 'waitlist', area: 'waitlist-items' }),
  component: lazyRouteComponent(() => import('../../features/waitlist/items/items-page')),
});

const waitlistReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['waitlist-report'],
  staticData: routeMeta('waitlist-report', { module: 'waitlist', area: 'stats' }),
  component: lazyRouteComponent(() => import('../../features/waitlist/stats/waitlist-report-page')),
});

export const waitlistRoutes = [
  hostessRoute,
  visitsRoute,
  calendarRoute,
  itemsRoute,
  waitlistReportRoute,
] as const;
