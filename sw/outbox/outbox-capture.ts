import { QUEUE_ACTIONS, type QueueAction } from '../../src/domain/contract/queue-actions';
import type { OutboxChange } from '../../src/domain/rules/outbox-conflict';
import { OUTBOX_HEADER, OUTBOX_QUEUED, type QueuedAnswer } from './outbox-protocol';
import { type Fetch, sendRequest } from './outbox-send';
import { type OutboxEntry, type OutboxStore, withItemId } from './outbox-store';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A negative id is a walk-in registered offline (its temporary id, see provisionalId). */
const ACTION_PATH = /^\/v1\/waitlist\/queue\/(-?[1-9]\d{0,9})\/([a-z-]+)$/;
const REGISTER_PATH = '/v1/waitlist/hostess/register';

export type OutboxTarget =
  | { kind: 'action'; itemId: number; action: QueueAction }
  | { kind: 'notes'; itemId: number }
  | { kind: 'register' };

function isQueueAction(value: string): value is QueueAction {
  return (QUEUE_ACTIONS as readonly string[]).includes(value);
}

/**
 * The requests the outbox may take over (DESIGN §5): a queue-item action, a notes edit and a
 * registration, same-origin and carrying an Idempotency-Key (so a replay acts once). Null for
 * every other request, which the worker leaves alone.
 */
export function outboxTargetOf(request: Request, origin: string): OutboxTarget | null {
  const url = new URL(request.url);
  if (url.origin !== origin || !request.headers.get(IDEMPOTENCY_HEADER)) return null;
  if (request.method === 'POST' && url.pathname === REGISTER_PATH) return { kind: 'register' };
  const match = ACTION_PATH.exec(url.pathname);
  if (!match) return null;
  const itemId = Number(match[1]);
  const verb = match[2] ?? '';
  if (request.method === 'PATCH' && verb === 'notes') return { kind: 'notes', itemId };
  if (request.method === 'POST' && isQueueAction(verb)) return { kind: 'action', itemId, action: verb };
  return null;
}

function parseJson(text: string | null): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What the request changes. Only walk-ins are queued among registrations: a booking's slot must be
 * checked against the live availability, so a booking made offline fails as any offline request.
 */
export function changeOf(target: OutboxTarget, body: string | null): OutboxChange | null {
  if (target.kind === 'action') return target;
  const json = parseJson(body);
  if (target.kind === 'notes')
    return json ? { kind: 'notes', itemId: target.itemId, notes: text(json.notes) } : null;
  if (json?.type !== 'waitlist') return null;
  const groupSize = typeof json.group_size === 'number' ? json.group_size : null;
  return {
    kind: 'register',
    registration: {
      name: text(json.name),
      phone: text(json.phone),
      group_size: groupSize,
      notes: text(json.notes),
    },
  };
}

export interface CaptureDeps {
  store: OutboxStore;
  fetch: Fetch;
  now: () => number;
  newId: () => string;
  timeoutMs: number;
}

export interface CaptureResult {
  response: Response;
  /** The entry stored when the request was queued instead of answered by the server. */
  queued: OutboxEntry | null;
}

function queuedResponse(entry: OutboxEntry): Response {
  const answer: QueuedAnswer = { queued: true, outbox_id: entry.id };
  return new Response(JSON.stringify(answer), {
    status: 202,
    headers: { 'Content-Type': 'application/json', [OUTBOX_HEADER]: OUTBOX_QUEUED },
  });
}

/**
 * A change made on a walk-in's temporary id after its registration was answered goes to the
 * server's id; before that it stays on the temporary id (and is queued behind the registration).
 */
async function onKnownItem(target: OutboxTarget, url: string, store: OutboxStore) {
  if (target.kind === 'register' || target.itemId > 0) return { target, url };
  const serverId = await store.resolvedId(target.itemId);
  if (serverId === null) return { target, url };
  return { target: { ...target, itemId: serverId }, url: withItemId(url, serverId) };
}

/**
 * Sends an outbox-eligible request, or stores it and answers 202 `{queued: true, outbox_id}` when
 * the network fails (never on an HTTP error: the server's answer goes to the page as it is). A
 * change of an item whose earlier changes still wait is queued behind them at once, even online,
 * so it never overtakes them; so is a change of a walk-in the server does not have yet.
 */
export async function sendOrQueue(
  request: Request,
  requested: OutboxTarget,
  deps: CaptureDeps,
): Promise<CaptureResult> {
  const { target, url } = await onKnownItem(requested, request.url, deps.store);
  const parts = {
    method: request.method,
    url,
    headers: [...request.headers.entries()],
    credentials: request.credentials,
    body: await request.text(),
  };
  const change = changeOf(target, parts.body);
  const queue = async (): Promise<CaptureResult> => {
    if (!change) throw new TypeError('Failed to fetch');
    const now = deps.now();
    const entry = await deps.store.add({
      ...parts,
      id: deps.newId(),
      itemId: 'itemId' in change ? change.itemId : null,
      kind: change.kind,
      change,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      state: 'queued',
      conflict: null,
    });
    return { response: queuedResponse(entry), queued: entry };
  };

  const waitsForItem =
    change && 'itemId' in change && (change.itemId < 0 || (await deps.store.hasEntriesFor(change.itemId)));
  if (waitsForItem) return queue();
  try {
    return { response: await sendRequest(deps.fetch, parts, deps.timeoutMs), queued: null };
  } catch {
    return queue();
  }
}
