import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../route-names';
import { rootRoute } from './root-route';
import { routeMeta } from './route-static-data';

/**
 * The customers' pages (public links, no login, no shell): each its own light chunk. Customers
 * have no access to the app (01 §6); a signed-in staff member opening the link sees the same page.
 */
/** The business's own page at its custom link: its profile, with links to the pages below. */
const publicProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-profile'],
  staticData: routeMeta('public-profile', { access: 'customer' }),
  component: lazyRouteComponent(() => import('../../features/public/profile/profile-page')),
});

/** The online registration on both kinds (the onboarding's 'ready' step hands it out). */
const publicRegistrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-registration'],
  staticData: routeMeta('public-registration', { access: 'customer' }),
  component: lazyRouteComponent(() => import('../../features/public/registration/registration-page')),
});

/** The links the business shares for one kind of registration open the same page on that kind. */
const publicWaitlistRegistrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-registration-waitlist'],
  staticData: routeMeta('public-registration-waitlist', { access: 'customer' }),
  component: lazyRouteComponent(
    () => import('../../features/public/registration/registration-page'),
    'WaitlistRegistrationPage',
  ),
});

const publicBookingRegistrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-registration-booking'],
  staticData: routeMeta('public-registration-booking', { access: 'customer' }),
  component: lazyRouteComponent(
    () => import('../../features/public/registration/registration-page'),
    'BookingRegistrationPage',
  ),
});

/** The loyalty link the business shares: its programs and how a customer gets a card. */
const publicLoyaltyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-loyalty'],
  staticData: routeMeta('public-loyalty', { access: 'customer' }),
  component: lazyRouteComponent(() => import('../../features/public/loyalty-programs/loyalty-programs-page')),
});

/** The survey link a business shares (01 §2.7). */
const publicSurveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-survey'],
  staticData: routeMeta('public-survey', { access: 'customer' }),
  component: lazyRouteComponent(() => import('../../features/public/survey/survey-page')),
});

const publicTurnRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-turn'],
  staticData: routeMeta('public-turn', { access: 'customer' }),
  component: lazyRouteComponent(() => import('../../features/public/turn/turn-page')),
});

const publicOrderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-order'],
  staticData: routeMeta('public-order', { access: 'customer' }),
  component: lazyRouteComponent(() => import('../../features/public/order/order-page')),
});

const publicOrderStatusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-order-status'],
  staticData: routeMeta('public-order-status', { access: 'customer' }),
  component: lazyRouteComponent(() => import('../../features/public/order-status/order-status-page')),
});

/** The short link an order's SMS carries (`/p/{code}`): it opens the order page itself. */
const publicOrderStatusShortRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-order-status-short'],
  staticData: routeMeta('public-order-status-short', { access: 'customer' }),
  beforeLoad: ({ params }) => {
    throw redirect({ to: ROUTE_PATHS['public-order-status'], params: { code: params.code }, replace: true });
  },
});

const publicLoyaltyCardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-loyalty-card'],
  staticData: routeMeta('public-loyalty-card', { access: 'customer' }),
  component: lazyRouteComponent(() => import('../../features/public/loyalty-card/loyalty-card-page')),
});

/** The link on a purchase's ticket and order page: the customer invoices it (autofactura). */
const publicSelfInvoiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['public-self-invoice'],
  staticData: routeMeta('public-self-invoice', { access: 'customer' }),
  component: lazyRouteComponent(() => import('../../features/public/self-invoice/self-invoice-page')),
});

export const publicRoutes = [
  publicProfileRoute,
  publicRegistrationRoute,
  publicWaitlistRegistrationRoute,
  publicBookingRegistrationRoute,
  publicLoyaltyRoute,
  publicSurveyRoute,
  publicTurnRoute,
  publicOrderRoute,
  publicOrderStatusRoute,
  publicOrderStatusShortRoute,
  publicLoyaltyCardRoute,
  publicSelfInvoiceRoute,
] as const;
