import { describe, expect, it } from 'vitest';
import type { QueueAction } from '../../src/domain/contract/queue-actions';
import {
  classifyReplay,
  conflictMessage,
  expectedItem,
  hasPendingChanges,
  OUTBOX_CONFLICT_FALLBACK,
  type OutboxChange,
  overlayQueue,
  type QueuedChange,
} from '../../src/domain/rules/outbox-conflict';
import { queueItem } from '../ui/helpers/fixtures';

const T0 = Date.parse('2025-11-22T20:00:00Z');
const iso = (seq: number) => new Date(T0 + seq * 1000).toISOString();

function queued(seq: number, change: OutboxChange, id = `change-${seq}`): QueuedChange {
  return { id, seq, createdAt: T0 + seq * 1000, change };
}
const act = (seq: number, itemId: number, action: QueueAction) =>
  queued(seq, { kind: 'action', itemId, action });
const notes = (seq: number, itemId: number, text: string | null) =>
  queued(seq, { kind: 'notes', itemId, notes: text });

describe('classifyReplay: what a replayed change becomes after the server answers', () => {
  it.each([
    [200, undefined, 'success'],
    [201, undefined, 'success'],
    [204, undefined, 'success'],
    [0, undefined, 'retry'],
    [500, undefined, 'retry'],
    [502, undefined, 'retry'],
    [503, undefined, 'retry'],
    [429, 'RATE_LIMITED', 'retry'],
    [408, undefined, 'retry'],
    [409, 'IDEMPOTENCY_IN_PROGRESS', 'retry'],
    [409, 'IDEMPOTENCY_APPLIED', 'success'],
    [401, 'USER_CREDENTIALS_NOT_FOUND', 'session-gone'],
    [409, 'CONFLICT', 'conflict'],
    [422, 'VALIDATION_ERROR', 'conflict'],
    [404, 'NOT_FOUND', 'conflict'],
    [403, 'FORBIDDEN', 'conflict'],
    [400, undefined, 'conflict'],
  ] as const)('HTTP %i (%s) → %s', (status, code, outcome) => {
    expect(classifyReplay({ status, code })).toBe(outcome);
  });
});

describe('conflictMessage: the Spanish reason the host reads', () => {
  it('is the field message of a reused idempotency key rather than the general 422 text', () => {
    const body = {
      message: 'Los datos enviados no son válidos.',
      code: 'VALIDATION_ERROR',
      errors: { 'Idempotency-Key': ['La clave de idempotencia ya se usó con otra solicitud.'] },
    };
    expect(conflictMessage(body)).toBe('La clave de idempotencia ya se usó con otra solicitud.');
  });

  it("is the server's message of a refused action", () => {
    const body = {
      message: 'Este registro ya fue completado o cancelado; no admite más acciones.',
      code: 'CONFLICT',
    };
    expect(conflictMessage(body)).toBe(
      'Este registro ya fue completado o cancelado; no admite más acciones.',
    );
  });

  it('falls back to a general Spanish sentence when the body says nothing', () => {
    expect(conflictMessage(undefined)).toBe(OUTBOX_CONFLICT_FALLBACK);
    expect(conflictMessage({ message: '  ' })).toBe(OUTBOX_CONFLICT_FALLBACK);
  });
});

describe('expectedItem: the item once its queued changes reach the server', () => {
  it('applies each action with its status and time', () => {
    const item = queueItem({ id: 7, name: 'Ana' });
    expect(expectedItem(item, [act(1, 7, 'notify')]).item).toMatchObject({
      status: 'notified',
      status_name: 'Notificado',
      notified_at: iso(1),
    });
    expect(expectedItem(item, [act(1, 7, 'ready')]).item).toMatchObject({
      status: 'ready',
      status_name: 'Listo',
      ready_at: iso(1),
    });
    expect(expectedItem(item, [act(1, 7, 'ready'), act(2, 7, 'complete')]).item).toMatchObject({
      status: 'completed',
      checked_in_at: iso(2),
    });
    // A pending walk-in is not offered Complete (01 §4.7): the queued change is refused.
    expect(expectedItem(item, [act(1, 7, 'complete')]).refused).toHaveLength(1);
    expect(expectedItem(item, [act(1, 7, 'cancel')]).item).toMatchObject({
      status: 'canceled',
      status_name: 'Cancelado',
      canceled_at: iso(1),
    });
    expect(expectedItem(item, [act(1, 7, 'request-confirmation')]).item).toMatchObject({
      status: 'pending',
      confirmation_request: { response: null, response_at: null, created_at: iso(1) },
    });
  });

  it('notify after ready keeps the entry ready', () => {
    const item = queueItem({ id: 7, name: 'Ana', status: 'ready', ready_at: iso(0) });
    expect(expectedItem(item, [act(1, 7, 'notify')]).item).toMatchObject({
      status: 'ready',
      notified_at: iso(1),
    });
  });

  it('keeps the last notes edit, trimmed, and an empty one clears them', () => {
    const item = queueItem({ id: 7, name: 'Ana', notes: 'Terraza' });
    expect(expectedItem(item, [notes(1, 7, ' Silla alta '), notes(2, 7, 'Cumpleaños')]).item.notes).toBe(
      'Cumpleaños',
    );
    expect(expectedItem(item, [notes(1, 7, '   ')]).item.notes).toBeNull();
  });

  it('ignores the changes of other items', () => {
    const item = queueItem({ id: 7, name: 'Ana' });
    const result = expectedItem(item, [act(1, 8, 'cancel'), notes(2, 9, 'Otro')]);
    expect(result.item).toBe(item);
    expect(result.pending).toEqual([]);
  });

  it('out-of-order delivery: the changes apply in the order they were made', () => {
    const item = queueItem({ id: 7, name: 'Ana' });
    const changes = [act(1, 7, 'notify'), act(2, 7, 'ready'), notes(3, 7, 'Mesa 4'), act(4, 7, 'complete')];
    const forward = expectedItem(item, changes);
    const shuffled = expectedItem(item, [changes[3]!, changes[1]!, changes[2]!, changes[0]!]);

    expect(forward.item).toMatchObject({ status: 'completed', notes: 'Mesa 4', ready_at: iso(2) });
    expect(shuffled.item).toEqual(forward.item);
    expect(shuffled.pending.map((change) => change.seq)).toEqual([1, 2, 3, 4]);
    expect(shuffled.refused).toEqual([]);
  });

  it('duplicate delivery: a change that arrives twice applies once', () => {
    const item = queueItem({ id: 7, name: 'Ana' });
    const ready = act(1, 7, 'ready');
    const result = expectedItem(item, [ready, ready, act(2, 7, 'complete'), ready]);
    expect(result.item.status).toBe('completed');
    expect(result.pending.map((change) => change.id)).toEqual(['change-1', 'change-2']);
    expect(result.refused).toEqual([]);
  });

  it('replayed delivery: a change the server already shows applied is pending, not a conflict', () => {
    const completed = queueItem({ id: 7, name: 'Ana', status: 'completed', checked_in_at: iso(0) });
    const result = expectedItem(completed, [act(1, 7, 'complete')]);
    expect(result.item).toEqual(completed);
    expect(result.pending).toHaveLength(1);
    expect(result.refused).toEqual([]);

    const canceled = queueItem({ id: 8, name: 'Luis', status: 'canceled', canceled_at: iso(0) });
    expect(expectedItem(canceled, [act(1, 8, 'cancel')]).refused).toEqual([]);
  });

  it('a stale ready on an item canceled elsewhere is refused and never reopens it', () => {
    const canceled = queueItem({ id: 7, name: 'Ana', status: 'canceled', canceled_at: iso(0) });
    const result = expectedItem(canceled, [act(1, 7, 'ready'), act(2, 7, 'notify')]);
    expect(result.item).toEqual(canceled);
    expect(result.refused.map((change) => change.seq)).toEqual([1, 2]);
    expect(result.pending).toEqual([]);
  });

  it('a stale cancel on a completed item is refused; its notes edit still applies', () => {
    const completed = queueItem({ id: 7, name: 'Ana', status: 'completed', checked_in_at: iso(0) });
    const result = expectedItem(completed, [act(1, 7, 'cancel'), notes(2, 7, 'Pagó en caja')]);
    expect(result.item).toMatchObject({ status: 'completed', canceled_at: null, notes: 'Pagó en caja' });
    expect(result.refused.map((change) => change.seq)).toEqual([1]);
  });

  it('a queued cancel then a late ready of the same device: the ready is refused', () => {
    const item = queueItem({ id: 7, name: 'Ana' });
    const result = expectedItem(item, [act(2, 7, 'ready'), act(1, 7, 'cancel')]);
    expect(result.item.status).toBe('canceled');
    expect(result.refused.map((change) => change.seq)).toEqual([2]);
  });

  it('follows the actions offered: ready is refused once the customer declined the confirmation', () => {
    const declined = queueItem({
      id: 7,
      name: 'Ana',
      confirmation_request: { response: false, response_at: iso(0), created_at: iso(-10) },
    });
    const result = expectedItem(declined, [act(1, 7, 'ready')]);
    expect(result.item.status).toBe('pending');
    expect(result.refused).toHaveLength(1);
  });
});

describe('overlayQueue: the list with the outbox applied', () => {
  it('shows expected states and appends offline walk-ins; hasPendingChanges marks what is unsent', () => {
    const ana = queueItem({ id: 7, name: 'Ana' });
    const luis = queueItem({ id: 8, name: 'Luis', status: 'canceled', canceled_at: iso(0) });
    const rosa = queueItem({ id: 9, name: 'Rosa' });
    const changes = [
      act(1, 7, 'ready'),
      act(2, 8, 'ready'),
      queued(3, { kind: 'register', registration: { name: ' Pedro ', group_size: 3, notes: null } }),
      queued(4, { kind: 'register', registration: { name: null, phone: '+525512345678', group_size: 2 } }),
    ];
    const entries = overlayQueue([ana, luis, rosa], changes, 'Nuevo turno');

    expect(entries.map((entry) => [entry.id, entry.name, entry.status])).toEqual([
      [7, 'Ana', 'ready'],
      [8, 'Luis', 'canceled'],
      [9, 'Rosa', 'pending'],
      [-3, 'Pedro', 'pending'],
      [-4, 'Nuevo turno', 'pending'],
    ]);
    expect(entries[3]).toMatchObject({ type: 'waitlist', group_size: 3, created_at: iso(3) });
    expect(entries.filter((entry) => hasPendingChanges(entry.id, changes)).map((entry) => entry.id)).toEqual([
      7, 8, -3, -4,
    ]);
  });

  it('applies the changes queued on an offline walk-in to it: its actions and notes show at once', () => {
    const changes = [
      queued(5, { kind: 'register', registration: { name: 'Pedro', group_size: 2, notes: null } }),
      act(6, -5, 'ready'),
      notes(7, -5, 'Terraza'),
    ];
    expect(overlayQueue([], changes, 'Nuevo turno')).toMatchObject([
      { id: -5, name: 'Pedro', status: 'ready', ready_at: iso(6), notes: 'Terraza' },
    ]);
  });

  it('leaves the list as the server sent it when nothing waits', () => {
    const ana = queueItem({ id: 7, name: 'Ana' });
    expect(overlayQueue([ana], [], 'Nuevo turno')).toEqual([ana]);
  });
});
