import type { QueryClient } from '@tanstack/react-query';
import type { AppModule } from '../domain/rules/modules';

/** What every route's beforeLoad and component can read from the router. */
export interface RouterContext {
  queryClient: QueryClient;
  module: AppModule;
}
