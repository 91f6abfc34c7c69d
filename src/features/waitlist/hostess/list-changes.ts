import type { QueryClient } from '@tanstack/react-query';
import type { QueueAction } from '../../../domain/contract/queue-actions';
import type { QueueItem, StatusData } from '../../../domain/contract/waitlist';
import { isApiError } from '../../../lib/api/api-error';
import { runQueueAction } from '../api/queue-changes';
import { newIntentKey } from '../api/queued-answer';
import { setReception } from '../api/reception';
import { type HostNotice, NO_BALANCE_NOTICE, noticeFromError } from './host-notice';

/**
 * The list's two changes, loaded when the host first confirms an action or flips reception (the
 * list's first screen does not need them). Each answers what the list should say afterwards.
 */

/** An action with its own Idempotency-Key; 'no_balance' or a refusal becomes a notice. */
export async function confirmEntryAction(
  queryClient: QueryClient,
  locationId: number | null,
  item: QueueItem,
  action: QueueAction,
): Promise<HostNotice | null> {
  try {
    const outcome = await runQueueAction(queryClient, locationId, {
      item,
      action,
      idempotencyKey: newIntentKey(),
    });
    return !outcome.queued && outcome.data.message === 'no_balance' ? NO_BALANCE_NOTICE : null;
  } catch (error) {
    return noticeFromError(error);
  }
}

export type ReceptionResult =
  | { ok: true; status: StatusData['status'] }
  | { ok: false; setupIncomplete: true }
  | { ok: false; notice: HostNotice };

/** Reception on or off; turning it on is refused (409) while setup is incomplete. */
export async function changeReception(
  queryClient: QueryClient,
  locationId: number | null,
  enabled: boolean,
): Promise<ReceptionResult> {
  try {
    return { ok: true, status: await setReception(queryClient, locationId, enabled) };
  } catch (error) {
    if (enabled && isApiError(error) && error.status === 409) return { ok: false, setupIncomplete: true };
    return { ok: false, notice: noticeFromError(error) };
  }
}
