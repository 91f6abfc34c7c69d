import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../../ui/not-found-page';
import { RouteErrorPage } from '../../ui/route-error-page';
import { DocumentTitle } from '../document-title';
import { guardRoute } from '../guard/route-guard';
import type { RouterContext } from '../router-context';
import { SessionEndedNotice } from '../session-ended-notice';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  staticData: { access: 'public' },
  beforeLoad: ({ context, matches, location }) => guardRoute({ context, matches, location }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <SessionEndedNotice />
      <Outlet />
    </>
  );
}
