import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createAppRouter } from '../../../src/app/router';
import { theme } from '../../../src/app/theme';
import type { AppModule } from '../../../src/domain/rules/modules';
import { createQueryClient } from '../../../src/lib/query/query-client';
import { QueryProvider } from '../../../src/lib/query/query-provider';

interface RenderAppOptions {
  module?: AppModule;
  /** Saves the query cache to localStorage and starts from what is saved there, as the app does. */
  persisted?: boolean;
}

/** Renders the whole app (router, guard, shell) at `path`, as a browser would open it. */
export function renderApp(path: string, { module = 'waitlist', persisted = false }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, module, history });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      {persisted ? (
        <QueryProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryProvider>
      ) : (
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      )}
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
