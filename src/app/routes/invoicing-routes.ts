import { createRoute, redirect } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../route-names';
import { constructionRoute } from './construction-route';
import { shellRoute } from './layout-routes';
import { routeMeta } from './route-static-data';

/** '/invoicing' opens its first tab, Facturas. */
const invoicingHomeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: ROUTE_PATHS['invoicing-home'],
  staticData: routeMeta('invoicing-home', { area: 'invoicing' }),
  beforeLoad: () => {
    throw redirect({ to: '/invoicing/invoices/i', replace: true });
  },
});

/** Invoicing (02 §2), super-admin only. */
export const invoicingRoutes = [
  invoicingHomeRoute,
  constructionRoute('invoicing-invoice-list-i', { area: 'invoicing' }),
  constructionRoute('invoicing-invoice-list-p', { area: 'invoicing' }),
  constructionRoute('invoicing-invoice-list-e', { area: 'invoicing' }),
  constructionRoute('invoicing-receivable-aging-report', { area: 'invoicing' }),
  constructionRoute('invoicing-certificate-list', { area: 'invoicing' }),
  constructionRoute('invoicing-certificate-create', { area: 'invoicing' }),
  constructionRoute('invoicing-invoice-item', { area: 'invoicing' }),
  constructionRoute('invoicing-invoice-create', { area: 'invoicing' }),
  constructionRoute('invoicing-invoice-edit', { area: 'invoicing' }),
  constructionRoute('invoicing-invoice-copy', { area: 'invoicing' }),
  constructionRoute('invoicing-product-item', { area: 'invoicing' }),
] as const;
