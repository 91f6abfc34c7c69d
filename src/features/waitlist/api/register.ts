import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueChangeResult } from '../../../domain/contract/queue-actions';
import type { RegisterBody } from '../../../domain/contract/queue-registration';
import { api } from '../../../lib/api/client';
import { applyChangedItem, invalidateWaitlist, useLocationId } from '../queries';
import { changeOutcome, type QueuedAnswer } from './queued-answer';

export interface RegisterVariables {
  body: RegisterBody;
  idempotencyKey: string;
}

/**
 * POST /v1/waitlist/hostess/register (01 §7.6). A new walk-in joins today's list at once; a
 * booking shows after the refetch (it may be for another day). Offline, the outbox answers 202.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  const locationId = useLocationId();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ body, idempotencyKey }: RegisterVariables) =>
      changeOutcome(
        await api.post<{ data: QueueChangeResult } | QueuedAnswer>('/v1/waitlist/hostess/register', body, {
          idempotencyKey,
        }),
      ),
    onSuccess: (outcome) => {
      if (outcome.queued) return;
      const { item } = outcome.data;
      applyChangedItem(queryClient, locationId, item, { add: item.type === 'waitlist' });
      void invalidateWaitlist(queryClient);
    },
  });
}
