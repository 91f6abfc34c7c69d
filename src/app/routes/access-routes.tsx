import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../route-names';
import { accessLayoutRoute } from './layout-routes';
import { rootRoute } from './root-route';
import { routeMeta } from './route-static-data';
import { literalSearch, textSearch } from './search-params';

export const loginRoute = createRoute({
  getParentRoute: () => accessLayoutRoute,
  path: ROUTE_PATHS['account-login'],
  staticData: routeMeta('account-login', { access: 'guest' }),
  validateSearch: textSearch('next_url', 'jwt', 'oauth_error'),
  component: lazyRouteComponent(() => import('../../features/access/login/login-page')),
});

/** 'register' is an old path of the login (spec 01 §2.1). */
const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS['account-register'],
  staticData: routeMeta('account-register', { access: 'guest' }),
  beforeLoad: () => {
    throw redirect({ to: '/login', search: {}, replace: true });
  },
});

/** One import for the guest access screens (see access-pages.ts). */
const accessPages = () => import('../../features/access/access-pages');

const signupRoute = createRoute({
  getParentRoute: () => accessLayoutRoute,
  path: ROUTE_PATHS['account-signup'],
  staticData: routeMeta('account-signup', { access: 'guest' }),
  component: lazyRouteComponent(accessPages, 'SignupPage'),
});

const inviteRoute = createRoute({
  getParentRoute: () => accessLayoutRoute,
  path: ROUTE_PATHS['account-invite'],
  staticData: routeMeta('account-invite', { access: 'public' }),
  validateSearch: textSearch('token'),
  component: lazyRouteComponent(accessPages, 'InvitePage'),
});

const resetRoute = createRoute({
  getParentRoute: () => accessLayoutRoute,
  path: ROUTE_PATHS['account-reset'],
  staticData: routeMeta('account-reset', { access: 'guest' }),
  validateSearch: textSearch('token'),
  component: lazyRouteComponent(accessPages, 'ResetPage'),
});

const linkRoute = createRoute({
  getParentRoute: () => accessLayoutRoute,
  path: ROUTE_PATHS['account-link'],
  staticData: routeMeta('account-link', { access: 'guest' }),
  validateSearch: textSearch('code'),
  component: lazyRouteComponent(accessPages, 'LinkPage'),
});

/**
 * The link e-mailed at sign-up (not in the spec): signed in or not, it proves the address. Outside
 * the guard ('customer'): a new account clicking it in the same browser must not be sent to
 * phone-verify or onboarding, losing the link.
 */
const verifyEmailRoute = createRoute({
  getParentRoute: () => accessLayoutRoute,
  path: ROUTE_PATHS['account-verify-email'],
  staticData: routeMeta('account-verify-email', { access: 'customer' }),
  validateSearch: textSearch('token'),
  component: lazyRouteComponent(accessPages, 'VerifyEmailPage'),
});

const phoneVerifyRoute = createRoute({
  getParentRoute: () => accessLayoutRoute,
  path: ROUTE_PATHS['account-phone-verify'],
  staticData: routeMeta('account-phone-verify', { access: 'auth' }),
  validateSearch: textSearch('next_url'),
  component: lazyRouteComponent(() => import('../../features/access/phone-verify/phone-verify-page')),
});

export const locationSelectRoute = createRoute({
  getParentRoute: () => accessLayoutRoute,
  path: ROUTE_PATHS['account-location-select'],
  staticData: routeMeta('account-location-select', { access: 'auth' }),
  validateSearch: literalSearch('from', 'start'),
  component: lazyRouteComponent(() => import('../../features/access/location-select/location-select-page')),
});

const onboardRoute = createRoute({
  getParentRoute: () => accessLayoutRoute,
  path: ROUTE_PATHS['onboard-home'],
  staticData: routeMeta('onboard-home', { access: 'auth' }),
  component: lazyRouteComponent(() => import('../../features/onboarding/onboard-page')),
});

export const accessRoutes = [
  loginRoute,
  signupRoute,
  inviteRoute,
  resetRoute,
  linkRoute,
  verifyEmailRoute,
  phoneVerifyRoute,
  locationSelectRoute,
  onboardRoute,
] as const;

export const accessRedirectRoutes = [registerRoute] as const;
