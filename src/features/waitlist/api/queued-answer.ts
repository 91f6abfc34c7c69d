import { randomId } from '../../../domain/rules/random-id';
/**
 * The service worker's answer when the network failed and it stored the request in its outbox
 * (DESIGN §5): accepted, sent later. It carries no item.
 */
export interface QueuedAnswer {
  queued: true;
  outbox_id: string;
}

export function isQueuedAnswer(body: unknown): body is QueuedAnswer {
  return typeof body === 'object' && body !== null && 'queued' in body && body.queued === true;
}

/** A change the server made (`data`) or one the outbox will send later (`queued`). */
export type ChangeOutcome<T> = { queued: true } | { queued: false; data: T };

export function changeOutcome<T>(body: { data: T } | QueuedAnswer): ChangeOutcome<T> {
  return isQueuedAnswer(body) ? { queued: true } : { queued: false, data: body.data };
}

/** One Idempotency-Key per user intent: a replay of the same intent acts once (DESIGN §5). */
export function newIntentKey(): string {
  return randomId();
}
