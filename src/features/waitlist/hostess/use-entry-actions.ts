import { useCallback, useState } from 'react';
import type { QueueAction } from '../../../domain/contract/queue-actions';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { useQueueAction } from '../api/queue-changes';
import { newIntentKey } from '../api/queued-answer';
import { type HostNotice, NO_BALANCE_NOTICE, noticeFromError } from './host-notice';

export interface PendingConfirmation {
  item: QueueItem;
  action: QueueAction;
}

/**
 * The list's action flow: an action asks for confirmation, then runs with its own Idempotency-Key.
 * Its answer updates the list at once; 'no_balance' and refusals become a notice. An answer
 * queued by the outbox (offline) is not an error: the list shows it as pending.
 */
export function useEntryActions(showNotice: (notice: HostNotice | null) => void) {
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const mutation = useQueueAction();
  const { mutate } = mutation;

  const request = useCallback(
    (item: QueueItem, action: QueueAction) => setConfirmation({ item, action }),
    [],
  );
  const dismiss = useCallback(() => setConfirmation(null), []);

  const confirm = useCallback(() => {
    if (!confirmation) return;
    setConfirmation(null);
    showNotice(null);
    mutate(
      { ...confirmation, idempotencyKey: newIntentKey() },
      {
        onSuccess: (outcome) => {
          if (!outcome.queued && outcome.data.message === 'no_balance') showNotice(NO_BALANCE_NOTICE);
        },
        onError: (error) => showNotice(noticeFromError(error)),
      },
    );
  }, [confirmation, mutate, showNotice]);

  return { confirmation, request, dismiss, confirm, pending: mutation.isPending };
}
