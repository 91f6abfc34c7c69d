import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_PATHS, type RouteName } from '../route-names';
import { shellRoute } from './layout-routes';
import { type MetaOptions, routeMeta } from './route-static-data';

/** One import for the whole area (see messaging-pages.ts). */
const messagingPages = () => import('../../features/messaging/messaging-pages');
type MessagingPage = keyof Awaited<ReturnType<typeof messagingPages>>;

function messagingRoute(name: RouteName, page: MessagingPage, options: MetaOptions) {
  return createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, options),
    component: lazyRouteComponent(messagingPages, page),
  });
}

/** Messaging (01 §2.9): campaigns and messages. */
export const messagingRoutes = [
  messagingRoute('messaging-campaign-list', 'CampaignListPage', { area: 'messaging' }),
  messagingRoute('messaging-message-list', 'MessageListPage', { area: 'messaging' }),
  messagingRoute('messaging-campaign-create', 'CampaignCreatePage', { area: 'messaging-write' }),
  messagingRoute('messaging-campaign-view', 'CampaignViewPage', { area: 'messaging' }),
  messagingRoute('messaging-campaign-item', 'CampaignEditPage', { area: 'messaging-write' }),
  messagingRoute('messaging-campaign-messages', 'CampaignMessagesPage', { area: 'messaging' }),
  messagingRoute('messaging-message-item', 'MessageItemPage', { area: 'messaging' }),
] as const;
