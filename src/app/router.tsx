import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AppModule } from '../domain/rules/modules';
import { PageLoader } from '../ui/page-loader';
import { routeTree } from './routes/route-tree';
import './route-meta';

interface AppRouterOptions {
  queryClient: QueryClient;
  module: AppModule;
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
}

/** The code-based router: route names are the spec's, route chunks are lazy. */
export function createAppRouter({ queryClient, module, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, module },
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoader,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
