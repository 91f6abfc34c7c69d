import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_PATHS, type RouteName } from '../route-names';
import { shellRoute } from './layout-routes';
import { type MetaOptions, routeMeta } from './route-static-data';

/** One import for the whole area (see loyalty-pages.ts). */
const customersPages = () => import('../../features/customers/customers-pages');
type CustomersPage = keyof Awaited<ReturnType<typeof customersPages>>;

function customersRoute<const TName extends RouteName>(
  name: TName,
  page: CustomersPage,
  options: MetaOptions,
) {
  return createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, options),
    component: lazyRouteComponent(customersPages, page),
  });
}

/** Customers (01 §2.8): the list, the groups and the import. */
export const customersRoutes = [
  customersRoute('contact-contact-list', 'ContactListPage', { area: 'customers' }),
  customersRoute('contact-tag-list', 'TagListPage', { area: 'customers' }),
  customersRoute('contact-contact-import', 'ContactImportPage', { area: 'customers-write' }),
] as const;
