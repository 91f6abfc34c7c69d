import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../route-names';
import { constructionRoute } from './construction-route';
import { shellRoute } from './layout-routes';
import { routeMeta } from './route-static-data';

const shopSettingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['menu-settings-general'],
  staticData: routeMeta('menu-settings-general', { area: 'shop-settings' }),
  component: lazyRouteComponent(() => import('../../features/shop/settings/shop-settings-page')),
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

/** Products, modifiers and categories (02 §2 "Services, products, categories, modifiers"). */
const catalogRoute = (
  name: 'shop-product-list' | 'shop-modifier-list' | 'shop-category-list' | 'waitlist-service-home',
  load: Parameters<typeof lazyRouteComponent>[0],
) =>
  createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, { area: 'catalog' }),
    component: lazyRouteComponent(load),
  });

export const settingsRoutes = [
  settingsHomeRoute,
  staffListRoute,
  staffInviteRoute,
  staffUserRoute,
  constructionRoute('settings-user-hours', { area: 'business-settings' }),
  constructionRoute('settings-user-hour-overrides', { area: 'business-settings' }),
  constructionRoute('settings-user-account', { area: 'profile' }),
  catalogRoute('waitlist-service-home', () => import('../../features/catalog/services/service-list-page')),
  catalogRoute('shop-product-list', () => import('../../features/catalog/products/product-list-page')),
  catalogRoute('shop-modifier-list', () => import('../../features/catalog/modifiers/modifier-list-page')),
  catalogRoute('shop-category-list', () => import('../../features/catalog/categories/category-list-page')),
  constructionRoute('settings-location-profile'),
  constructionRoute('settings-location-hours', { area: 'business-settings' }),
  constructionRoute('settings-location-hour-overrides', { area: 'business-settings' }),
  constructionRoute('menu-paymentMethod-list', { area: 'business-settings' }),
  constructionRoute('menu-deliveryMethod-list', { area: 'shop-settings' }),
  constructionRoute('waitlist-configuration', { area: 'waitlist-configuration' }),
  constructionRoute('waitlist-configuration-registration', { area: 'waitlist-configuration' }),
  constructionRoute('waitlist-configuration-notifications', { area: 'waitlist-configuration' }),
  shopSettingsRoute,
  constructionRoute('settings-subscription-home', { area: 'subscription' }),
  constructionRoute('settings-subscription-plans', { area: 'subscription' }),
  constructionRoute('settings-subscription-credits', { area: 'subscription' }),
  constructionRoute('settings-automation-list', { area: 'automations' }),
  constructionRoute('settings-automation-create', { area: 'automations-write' }),
  constructionRoute('settings-automation-item', { area: 'automations' }),
] as const;
