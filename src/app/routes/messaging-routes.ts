import { constructionRoute } from './construction-route';

export const messagingRoutes = [
  constructionRoute('messaging-campaign-list', { area: 'messaging' }),
  constructionRoute('messaging-message-list', { area: 'messaging' }),
  constructionRoute('messaging-campaign-create', { area: 'messaging-write' }),
  constructionRoute('messaging-campaign-view', { area: 'messaging' }),
  constructionRoute('messaging-campaign-item', { area: 'messaging-write' }),
  constructionRoute('messaging-campaign-messages', { area: 'messaging' }),
  constructionRoute('messaging-message-item', { area: 'messaging' }),
] as const;
