import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../route-names';
import { shellRoute } from './layout-routes';
import { routeMeta } from './route-static-data';
import { idSearch } from './search-params';

const SUBSCRIPTION_SCREENS = {
  'settings-subscription-home': () => import('../../features/subscription/subscription-home-page'),
  'settings-subscription-plans': () => import('../../features/subscription/plans-page'),
  'settings-subscription-credits': () => import('../../features/subscription/credits-page'),
} as const;

/** 'Suscripción', 'Planes' and 'Recarga de créditos' (02 §2): subscription managers and readers. */
const subscriptionRoutes = (Object.keys(SUBSCRIPTION_SCREENS) as (keyof typeof SUBSCRIPTION_SCREENS)[]).map(
  (name) =>
    createRoute({
      getParentRoute: () => shellRoute,
      path: ROUTE_PATHS[name],
      staticData: routeMeta(name, { area: 'subscription' }),
      component: lazyRouteComponent(SUBSCRIPTION_SCREENS[name]),
    }),
);

const shopSettingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['menu-settings-general'],
  staticData: routeMeta('menu-settings-general', { area: 'shop-settings' }),
  component: lazyRouteComponent(() => import('../../features/shop/settings/shop-settings-page')),
});

/**
 * The waitlist and booking settings: one page for the four tabs ('registration' and
 * 'notifications' are the index's entries, the others are reached by the $tab route). The page is
 * their pathless layout, so it stays mounted from tab to tab and keeps the unsaved form.
 */
const waitlistConfigurationLayout = createRoute({
  getParentRoute: () => shellRoute,
  id: 'waitlist-configuration-layout',
  staticData: { access: 'auth' },
  component: lazyRouteComponent(
    () => import('../../features/waitlist-configuration/waitlist-configuration-page'),
  ),
});

const waitlistConfigurationTabs = (
  [
    'waitlist-configuration',
    'waitlist-configuration-registration',
    'waitlist-configuration-notifications',
  ] as const
).map((name) =>
  createRoute({
    getParentRoute: () => waitlistConfigurationLayout,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, { area: 'waitlist-configuration' }),
  }),
);

/** The business profile and its public page's preview (02 §2 "Business profile"). */
const locationProfileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['settings-location-profile'],
  staticData: routeMeta('settings-location-profile', { area: 'business-profile' }),
  component: lazyRouteComponent(() => import('../../features/location-profile/location-profile-page')),
});

/** settings-home: the index of the settings screens this user may open. */
const settingsHomeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['settings-home'],
  staticData: routeMeta('settings-home', { area: 'profile' }),
  component: lazyRouteComponent(() => import('../../features/settings/settings-home-page')),
});

/**
 * Settings of 02 §2. Where a layout and its first tab share a path (settings-user-item and
 * settings-user-info, settings-location-hours and its 'Regulares' tab) one route serves both.
 */
/** The location's users and pending invitations, with the invite dialog (settings-user-invite opens it). */
const staffPage = lazyRouteComponent(() => import('../../features/staff/staff-page'));

const staffListRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['settings-user-list'],
  staticData: routeMeta('settings-user-list', { area: 'users' }),
  component: staffPage,
});

const staffInviteRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['settings-user-invite'],
  staticData: routeMeta('settings-user-invite', { area: 'users-write' }),
  component: staffPage,
});

/** One person's 'Información' tab: their level here, suspension and removal. */
const staffUserRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['settings-user-item'],
  staticData: routeMeta('settings-user-item', { area: 'users' }),
  component: lazyRouteComponent(() => import('../../features/staff/staff-user-page')),
});

/** One person's own hours and special dates (tabs of settings-user-item when employees are chosen). */
const staffUserHoursPage = lazyRouteComponent(() => import('../../features/staff/staff-user-hours-page'));

const staffUserHoursRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['settings-user-hours'],
  staticData: routeMeta('settings-user-hours', { area: 'business-settings' }),
  component: staffUserHoursPage,
});

const staffUserHourOverridesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['settings-user-hour-overrides'],
  staticData: routeMeta('settings-user-hour-overrides', { area: 'business-settings' }),
  component: staffUserHoursPage,
});

/** settings-user-account ('Mi perfil'): any signed-in person. */
const myProfileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['settings-user-account'],
  staticData: routeMeta('settings-user-account', { area: 'profile' }),
  component: lazyRouteComponent(() => import('../../features/staff/my-profile-page')),
});

/** settings-location-hours and its tabs Regulares (same path) and Especiales (02 §2 Hours). */
const locationHoursPage = lazyRouteComponent(() => import('../../features/hours/location-hours-page'));

const locationHoursRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['settings-location-hours'],
  staticData: routeMeta('settings-location-hours', { area: 'business-settings' }),
  component: locationHoursPage,
});

const locationHourOverridesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['settings-location-hour-overrides'],
  staticData: routeMeta('settings-location-hour-overrides', { area: 'business-settings' }),
  component: locationHoursPage,
});

/** Products, modifiers and categories (02 §2 "Services, products, categories, modifiers"). */
const catalogRoute = (
  name: 'shop-modifier-list' | 'shop-category-list' | 'shop-product-import',
  load: Parameters<typeof lazyRouteComponent>[0],
  area: 'catalog' | 'catalog-write' = 'catalog',
) =>
  createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, { area }),
    component: lazyRouteComponent(load),
  });

/**
 * Products and services: `?producto=<id>` / `?servicio=<id>` opens that item's form (the invoicing
 * product page links there), closing it clears the parameter.
 */
const catalogItemsRoute = (
  name: 'shop-product-list' | 'waitlist-service-home',
  param: 'producto' | 'servicio',
  load: Parameters<typeof lazyRouteComponent>[0],
) =>
  createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, { area: 'catalog' }),
    validateSearch: idSearch(param),
    component: lazyRouteComponent(load),
  });

/** Payment methods (business managers) and delivery methods (shop managers), 02 §2 and §6. */
const methodListRoute = (
  name: 'menu-paymentMethod-list' | 'menu-deliveryMethod-list',
  area: 'business-settings' | 'shop-settings',
  load: Parameters<typeof lazyRouteComponent>[0],
) =>
  createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, { area }),
    component: lazyRouteComponent(load),
  });

/** Automations (02 §2): one import for the area's three screens. */
const automationPages = () => import('../../features/automations/automation-pages');
const automationRoute = (
  name: 'settings-automation-list' | 'settings-automation-create' | 'settings-automation-item',
  page: keyof Awaited<ReturnType<typeof automationPages>>,
  area: 'automations' | 'automations-write',
) =>
  createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, { area }),
    component: lazyRouteComponent(automationPages, page),
  });

export const settingsRoutes = [
  settingsHomeRoute,
  staffListRoute,
  staffInviteRoute,
  staffUserRoute,
  staffUserHoursRoute,
  staffUserHourOverridesRoute,
  myProfileRoute,
  catalogItemsRoute(
    'waitlist-service-home',
    'servicio',
    () => import('../../features/catalog/services/service-list-page'),
  ),
  catalogItemsRoute(
    'shop-product-list',
    'producto',
    () => import('../../features/catalog/products/product-list-page'),
  ),
  catalogRoute('shop-modifier-list', () => import('../../features/catalog/modifiers/modifier-list-page')),
  catalogRoute('shop-category-list', () => import('../../features/catalog/categories/category-list-page')),
  catalogRoute(
    'shop-product-import',
    () => import('../../features/catalog/import/menu-import-page'),
    'catalog-write',
  ),
  locationProfileRoute,
  locationHoursRoute,
  locationHourOverridesRoute,
  methodListRoute(
    'menu-paymentMethod-list',
    'business-settings',
    () => import('../../features/payment-methods/payment-method-list-page'),
  ),
  methodListRoute(
    'menu-deliveryMethod-list',
    'shop-settings',
    () => import('../../features/delivery-methods/delivery-method-list-page'),
  ),
  waitlistConfigurationLayout.addChildren(waitlistConfigurationTabs),
  shopSettingsRoute,
  ...subscriptionRoutes,
  automationRoute('settings-automation-list', 'AutomationListPage', 'automations'),
  automationRoute('settings-automation-create', 'AutomationCreatePage', 'automations-write'),
  automationRoute('settings-automation-item', 'AutomationItemPage', 'automations'),
] as const;
