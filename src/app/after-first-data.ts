import type { QueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from '../lib/when-idle';
import type { AppRouter } from './router';

/**
 * Runs `work` once the first screen has its route and its data (no route loading, no query
 * fetching), then a moment and an idle period later: for work of the app as a whole (the service
 * worker's registration) that must not compete with the first screen, however long its loading
 * takes. 'load' alone comes before the screen's route chunks and API answers.
 */
export function afterFirstData(queryClient: QueryClient, router: AppRouter, work: () => void): void {
  afterFirstScreen(() => {
    const busy = router.state.status === 'pending' || queryClient.isFetching() > 0;
    if (busy) afterFirstData(queryClient, router, work);
    else work();
  });
}
