import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueAction, QueueChangeResult } from '../../../domain/contract/queue-actions';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { api } from '../../../lib/api/client';
import { applyChangedItem, invalidateWaitlist, useLocationId } from '../queries';
import { type ChangeOutcome, changeOutcome, type QueuedAnswer } from './queued-answer';

type ChangeAnswer<T> = { data: T } | QueuedAnswer;

export interface QueueActionVariables {
  item: QueueItem;
  action: QueueAction;
  idempotencyKey: string;
}

/**
 * The changes of the host stand run even when the browser says it is offline ('always'): the
 * service worker's outbox takes the request over and answers 202 (DESIGN §5).
 */
const OFFLINE_CAPABLE = { networkMode: 'always' } as const;

/** Applies a change's answer: the item at once into today's list, then a refetch. */
function applyChange(
  queryClient: QueryClient,
  locationId: number | null,
  outcome: ChangeOutcome<{ item: QueueItem }>,
): void {
  if (outcome.queued) return;
  applyChangedItem(queryClient, locationId, outcome.data.item);
  void invalidateWaitlist(queryClient);
}

function useApplyChange() {
  const queryClient = useQueryClient();
  const locationId = useLocationId();
  return (outcome: ChangeOutcome<{ item: QueueItem }>) => applyChange(queryClient, locationId, outcome);
}

/**
 * POST /v1/waitlist/queue/{id}/{action} (01 §7.6), one Idempotency-Key per intent, and its
 * answer into today's list. A plain function (not a mutation hook), so the list loads it only when
 * the host confirms an action. Always sent, also while the browser says it is offline: the service
 * worker's outbox takes it over (DESIGN §5).
 */
export async function runQueueAction(
  queryClient: QueryClient,
  locationId: number | null,
  { item, action, idempotencyKey }: QueueActionVariables,
): Promise<ChangeOutcome<QueueChangeResult>> {
  const outcome = changeOutcome(
    await api.post<ChangeAnswer<QueueChangeResult>>(`/v1/waitlist/queue/${item.id}/${action}`, undefined, {
      idempotencyKey,
    }),
  );
  applyChange(queryClient, locationId, outcome);
  return outcome;
}

export interface NotesVariables {
  item: QueueItem;
  notes: string | null;
  idempotencyKey: string;
}

/**
 * PATCH /v1/waitlist/queue/{id}/notes. The list shows the new notes at once; a refused save puts
 * the previous notes back (01 §4.7).
 */
export function useSaveNotes() {
  const queryClient = useQueryClient();
  const locationId = useLocationId();
  return useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: async ({ item, notes, idempotencyKey }: NotesVariables) =>
      changeOutcome(
        await api.patch<ChangeAnswer<QueueItem>>(
          `/v1/waitlist/queue/${item.id}/notes`,
          { notes },
          { idempotencyKey },
        ),
      ),
    onMutate: ({ item, notes }) =>
      applyChangedItem(queryClient, locationId, { ...item, notes }, { optimistic: true }),
    onSuccess: (outcome) => {
      if (outcome.queued) return;
      applyChangedItem(queryClient, locationId, outcome.data);
      void invalidateWaitlist(queryClient);
    },
    onError: (_error, { item }) => applyChangedItem(queryClient, locationId, item, { optimistic: true }),
  });
}

export interface RescheduleVariables {
  item: QueueItem;
  bookingDate: string;
  durationMins: number;
  idempotencyKey: string;
}

/** PATCH /v1/waitlist/queue/{id} {reschedule}: a booking's new date and duration (01 §7.6). */
export function useReschedule() {
  const apply = useApplyChange();
  return useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: async ({ item, bookingDate, durationMins, idempotencyKey }: RescheduleVariables) =>
      changeOutcome(
        await api.patch<ChangeAnswer<QueueChangeResult>>(
          `/v1/waitlist/queue/${item.id}`,
          { reschedule: { booking_date: bookingDate, duration_mins: durationMins } },
          { idempotencyKey },
        ),
      ),
    onSuccess: apply,
  });
}
