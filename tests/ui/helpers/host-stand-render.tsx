import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../src/lib/query/query-client';

/**
 * Renders one host-stand screen (a page, a dialog, a drawer) with what it needs around it: Mantine
 * with toasts (none left from an earlier test), a query client without retries, and a router (links and navigation) whose every
 * path shows `ui`, so a test can check where a link led through `router.state.location`.
 */
export function renderHostStand(ui: ReactNode, { path = '/hostess' }: { path?: string } = {}) {
  // The toasts' store outlives a test: start each one without the previous test's toasts.
  notifications.clean();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
