import type { QueueAction } from '../contract/queue-actions';
import type { RegisterBody } from '../contract/queue-registration';
import type { QueueItem } from '../contract/waitlist';
import {
  PAYMENT_STATUS_LABELS,
  QUEUE_ITEM_STATUS_LABELS,
  type QueueItemStatus,
} from '../contract/waitlist-values';
import { isActionOffered } from './queue-actions';

/** What a change waiting in the offline outbox does, read from its request when it was queued. */
export type OutboxChange =
  | { kind: 'action'; itemId: number; action: QueueAction }
  | { kind: 'notes'; itemId: number; notes: string | null }
  | {
      kind: 'register';
      registration: Pick<RegisterBody, 'name' | 'phone' | 'group_size' | 'notes'>;
    };

/** A change in the outbox: `seq` is the order it was made in (the order it must reach the server). */
export interface QueuedChange {
  id: string;
  seq: number;
  createdAt: number;
  change: OutboxChange;
}

/**
 * What to do with a replayed change after the server's answer (or its absence, status 0):
 * - success: applied, or already applied (an `Idempotent-Replay` answer is a 2xx too, and so is
 *   the 409 IDEMPOTENCY_APPLIED of a change whose answer the server lost);
 * - retry: the server was not reached, was busy or failed, or still processes the same key;
 * - session-gone: 401, keep the change until the user signs in again;
 * - conflict: the server refused the change as it is now (the item was closed or is gone, the
 *   action is no longer offered, the key was used with another body): the host decides.
 */
export type ReplayOutcome = 'success' | 'retry' | 'conflict' | 'session-gone';

/** The server's code for a key whose first request is still running (a 409 worth retrying). */
export const IDEMPOTENCY_IN_PROGRESS = 'IDEMPOTENCY_IN_PROGRESS';
/** The server's code for a key whose change committed but whose answer was lost: done, not refused. */
export const IDEMPOTENCY_APPLIED = 'IDEMPOTENCY_APPLIED';

export function classifyReplay(answer: { status: number; code?: string }): ReplayOutcome {
  const { status } = answer;
  if (status >= 200 && status < 300) return 'success';
  if (status === 401) return 'session-gone';
  if (status === 0 || status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  if (status === 409 && answer.code === IDEMPOTENCY_IN_PROGRESS) return 'retry';
  if (status === 409 && answer.code === IDEMPOTENCY_APPLIED) return 'success';
  return 'conflict';
}

export const OUTBOX_CONFLICT_FALLBACK = 'El servidor rechazó este cambio.';

/**
 * The Spanish reason of a refused replay: a field's message first (a 422's general message says
 * less than 'La clave de idempotencia ya se usó con otra solicitud.'), then the body's message.
 */
export function conflictMessage(body: unknown): string {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors = typeof record.errors === 'object' && record.errors !== null ? record.errors : {};
  const fieldMessages = Object.values(errors)
    .flat()
    .filter((message): message is string => typeof message === 'string' && message !== '');
  if (fieldMessages.length > 0) return [...new Set(fieldMessages)].join(' ');
  if (typeof record.message === 'string' && record.message.trim() !== '') return record.message;
  return OUTBOX_CONFLICT_FALLBACK;
}

/** The status each action leads to; notify leaves any status past pending as it is. */
function statusAfter(status: QueueItemStatus, action: QueueAction): QueueItemStatus {
  switch (action) {
    case 'ready':
      return 'ready';
    case 'complete':
      return 'completed';
    case 'cancel':
      return 'canceled';
    case 'notify':
      return status === 'pending' ? 'notified' : status;
    case 'request-confirmation':
      return status;
  }
}

/**
 * A change the server already shows applied: most likely this very change, delivered before its
 * answer was lost (the server will answer its key from the store), so it is not a conflict.
 */
function alreadyApplied(item: QueueItem, action: QueueAction): boolean {
  return (
    (action === 'ready' || action === 'complete' || action === 'cancel') &&
    item.status === statusAfter(item.status, action)
  );
}

function applyAction(item: QueueItem, action: QueueAction, at: string): QueueItem {
  const status = statusAfter(item.status, action);
  const next: QueueItem = { ...item, status, status_name: QUEUE_ITEM_STATUS_LABELS[status] };
  switch (action) {
    case 'ready':
      return { ...next, ready_at: at };
    case 'notify':
      return { ...next, notified_at: at };
    case 'complete':
      return { ...next, checked_in_at: item.checked_in_at ?? at };
    case 'cancel':
      return { ...next, canceled_at: at };
    case 'request-confirmation':
      return { ...next, confirmation_request: { response: null, response_at: null, created_at: at } };
  }
}

function normalizedNotes(notes: string | null): string | null {
  const trimmed = notes?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Changes in the order they were made, each once (a change delivered twice counts once). */
export function inOrder<T extends QueuedChange>(changes: readonly T[]): T[] {
  const unique = new Map<string, T>();
  for (const change of changes) if (!unique.has(change.id)) unique.set(change.id, change);
  return [...unique.values()].sort((a, b) => a.seq - b.seq || a.createdAt - b.createdAt);
}

export interface ExpectedItem {
  /** The item as it will be once its queued changes reach the server. */
  item: QueueItem;
  /** Queued changes of this item (applied or already applied). */
  pending: QueuedChange[];
  /** Queued changes the server will refuse: not applied, so a closed item is never reopened. */
  refused: QueuedChange[];
}

/**
 * The conflict rule of a queue item (DESIGN §5): the server's item with its queued changes applied
 * in the order they were made, whatever order they arrive in and however often. An action the
 * item no longer offers (a 'ready' on an item the server says is canceled or completed) is a
 * refused change, not applied: a completed or canceled item is never reopened by a stale change.
 * Notes edits always apply (the server accepts them in every status).
 */
export function expectedItem(serverItem: QueueItem, changes: readonly QueuedChange[]): ExpectedItem {
  let item = serverItem;
  const pending: QueuedChange[] = [];
  const refused: QueuedChange[] = [];
  for (const queued of inOrder(changes)) {
    const { change } = queued;
    if (change.kind === 'register' || change.itemId !== serverItem.id) continue;
    const at = new Date(queued.createdAt).toISOString();
    if (change.kind === 'notes') {
      item = { ...item, notes: normalizedNotes(change.notes) };
      pending.push(queued);
    } else if (isActionOffered(item, change.action)) {
      item = applyAction(item, change.action, at);
      pending.push(queued);
    } else if (alreadyApplied(item, change.action)) {
      pending.push(queued);
    } else {
      refused.push(queued);
    }
  }
  return { item, pending, refused };
}

/**
 * The temporary id of a walk-in registered offline: the negative of its place in the outbox, so it
 * never collides with the server's ids. Its actions and notes are queued on this id and sent on the
 * server's id once the registration is answered.
 */
export function provisionalId(seq: number): number {
  return -seq;
}

/** A walk-in registered offline, as the list shows it until the server has it. */
export function provisionalEntry(
  queued: QueuedChange & { change: { kind: 'register' } },
  walkInName: string,
): QueueItem {
  const { registration } = queued.change;
  const createdAt = new Date(queued.createdAt).toISOString();
  const groupSize = registration.group_size ?? null;
  return {
    id: provisionalId(queued.seq),
    type: 'waitlist',
    name: registration.name?.trim() || walkInName,
    phone: registration.phone ?? null,
    contact_id: null,
    status: 'pending',
    status_name: QUEUE_ITEM_STATUS_LABELS.pending,
    group_size: groupSize,
    initial_group_size: groupSize,
    notes: normalizedNotes(registration.notes ?? null),
    booking_date: null,
    booking_date_end: null,
    duration_mins: null,
    product: null,
    assigned_user: null,
    confirmation_request: null,
    checked_in_at: null,
    ready_at: null,
    canceled_at: null,
    notified_at: null,
    rescheduled_at: null,
    created_at: createdAt,
    booking_reminder_at: null,
    table_num: null,
    quoted_wait_mins: null,
    payment_status: 'none',
    payment_status_name: PAYMENT_STATUS_LABELS.none,
    payment_data: null,
    url: '',
  };
}

/** Whether an entry of the list (a provisional walk-in included) has changes not yet sent. */
export function hasPendingChanges(itemId: number, changes: readonly QueuedChange[]): boolean {
  return changes.some(({ change, seq }) =>
    change.kind === 'register' ? itemId === provisionalId(seq) : change.itemId === itemId,
  );
}

/**
 * 'Listado de hoy' with the outbox applied: each entry as it will be, then the walk-ins registered
 * offline with the changes made on them since.
 */
export function overlayQueue(
  entries: readonly QueueItem[],
  changes: readonly QueuedChange[],
  walkInName: string,
): QueueItem[] {
  if (changes.length === 0) return [...entries];
  const ordered = inOrder(changes);
  const walkIns = ordered.flatMap((queued) =>
    queued.change.kind === 'register'
      ? [provisionalEntry({ ...queued, change: queued.change }, walkInName)]
      : [],
  );
  return [...entries, ...walkIns].map((entry) => expectedItem(entry, ordered).item);
}
