import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { QueryProvider } from '../lib/query/query-provider';
import { AppNotifications } from './notifications/app-notifications';
import type { AppRouter } from './router';
import { theme } from './theme';

interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
}

/**
 * Providers around the router: Mantine (es-MX theme), toasts (their container loads after the
 * first screen), the persisted query cache. The cache
 * is restored before the router first renders, so the guard reads the last account settings and an
 * offline start never waits for the network.
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <AppNotifications />
      <QueryProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryProvider>
    </MantineProvider>
  );
}
