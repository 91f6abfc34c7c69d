import { constructionRoute } from './construction-route';

export const loyaltyRoutes = [
  constructionRoute('loyalty-home', { area: 'loyalty-front' }),
  constructionRoute('loyalty-program-list', { area: 'loyalty-programs' }),
  constructionRoute('loyalty-transaction-list', { area: 'loyalty-front' }),
  constructionRoute('loyalty-transaction-item', { area: 'loyalty-front' }),
  constructionRoute('loyalty-report', { area: 'stats' }),
] as const;
