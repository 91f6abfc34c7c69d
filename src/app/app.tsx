import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, useIsRestoring } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { QueryProvider } from '../lib/query/query-provider';
import { PageLoader } from '../ui/page-loader';
import type { AppRouter } from './router';
import { theme } from './theme';

interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
}

/** Providers around the router: Mantine (es-MX theme), toasts, the persisted query cache. */
export function App({ queryClient, router }: AppProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-center" limit={3} />
      <QueryProvider client={queryClient}>
        <RouterAfterRestore router={router} />
      </QueryProvider>
    </MantineProvider>
  );
}

/**
 * The guard reads the cached account settings, so routing starts once the persisted cache is
 * restored: an offline start then finds the last settings instead of waiting for the network.
 */
function RouterAfterRestore({ router }: { router: AppRouter }) {
  const isRestoring = useIsRestoring();
  if (isRestoring) return <PageLoader />;
  return <RouterProvider router={router} />;
}
