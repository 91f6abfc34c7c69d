import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { QueueAction } from '../../../domain/contract/queue-actions';
import type { QueueItem } from '../../../domain/contract/waitlist';
import { useLocationId } from '../queries';
import type { HostNotice } from './host-notice';
import { loadListChanges } from './lazy-chunks';

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
  const queryClient = useQueryClient();
  const locationId = useLocationId();
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const [pending, setPending] = useState(false);

  const request = useCallback(
    (item: QueueItem, action: QueueAction) => setConfirmation({ item, action }),
    [],
  );
  const dismiss = useCallback(() => setConfirmation(null), []);

  const confirm = useCallback(() => {
    if (!confirmation) return;
    setConfirmation(null);
    showNotice(null);
    setPending(true);
    void loadListChanges()
      .then(({ confirmEntryAction }) =>
        confirmEntryAction(queryClient, locationId, confirmation.item, confirmation.action),
      )
      .then(showNotice)
      .finally(() => setPending(false));
  }, [confirmation, queryClient, locationId, showNotice]);

  return { confirmation, request, dismiss, confirm, pending };
}
