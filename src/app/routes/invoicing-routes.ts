import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { ROUTE_PATHS, type RouteName } from '../route-names';
import { shellRoute } from './layout-routes';
import { routeMeta } from './route-static-data';

/** One import for the whole area (see loyalty-pages.ts): nothing of it in the first bundle. */
const invoicingPages = () => import('../../features/invoicing/invoicing-pages');
type InvoicingPage = keyof Awaited<ReturnType<typeof invoicingPages>>;

function invoicingRoute<const TName extends RouteName>(name: TName, page: InvoicingPage) {
  return createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, { area: 'invoicing' }),
    component: lazyRouteComponent(invoicingPages, page),
  });
}

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
  invoicingRoute('invoicing-invoice-list-i', 'InvoiceListIPage'),
  invoicingRoute('invoicing-invoice-list-p', 'InvoiceListPPage'),
  invoicingRoute('invoicing-invoice-list-e', 'InvoiceListEPage'),
  invoicingRoute('invoicing-receivable-aging-report', 'AgingReportPage'),
  invoicingRoute('invoicing-certificate-list', 'CertificateListPage'),
  invoicingRoute('invoicing-certificate-create', 'CertificateUploadPage'),
  invoicingRoute('invoicing-global', 'GlobalInvoicingPage'),
  invoicingRoute('invoicing-invoice-item', 'InvoiceItemPage'),
  invoicingRoute('invoicing-invoice-create', 'InvoiceCreatePage'),
  invoicingRoute('invoicing-invoice-edit', 'InvoiceEditPage'),
  invoicingRoute('invoicing-invoice-copy', 'InvoiceCopyPage'),
  invoicingRoute('invoicing-product-item', 'ProductItemPage'),
] as const;
