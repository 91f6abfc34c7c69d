import { accessRedirectRoutes, accessRoutes } from './access-routes';
import { customersRoutes } from './customers-routes';
import { invoicingRoutes } from './invoicing-routes';
import { accessLayoutRoute, shellRoute } from './layout-routes';
import { loyaltyRoutes } from './loyalty-routes';
import { messagingRoutes } from './messaging-routes';
import { publicRoutes } from './public-routes';
import { rootRoute } from './root-route';
import { settingsRoutes } from './settings-routes';
import { shopHomeRoute, shopRoutes } from './shop-routes';
import { statsRoute } from './stats-route';
import { surveyRoutes } from './survey-routes';
import { adminHomeRoute, waitlistRoutes } from './waitlist-routes';

/** Every route of spec 01 §2.1, the settings and invoicing routes of 02 §2, the customers' public pages. */
export const routeTree = rootRoute.addChildren([
  adminHomeRoute,
  shopHomeRoute,
  ...accessRedirectRoutes,
  ...publicRoutes,
  accessLayoutRoute.addChildren([...accessRoutes]),
  shellRoute.addChildren([
    ...waitlistRoutes,
    ...shopRoutes,
    statsRoute,
    ...loyaltyRoutes,
    ...surveyRoutes,
    ...customersRoutes,
    ...messagingRoutes,
    ...settingsRoutes,
    ...invoicingRoutes,
  ]),
]);
