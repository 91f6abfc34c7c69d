import { classifyReplay, conflictMessage } from '../../src/domain/rules/outbox-conflict';
import type { OutboxNotice } from './outbox-protocol';
import { type Fetch, jsonBodyOf, sendRequest } from './outbox-send';
import type { OutboxEntry, OutboxStore } from './outbox-store';

const FIRST_BACKOFF_MS = 15_000;
const MAX_BACKOFF_MS = 5 * 60_000;

/** How long a timer-driven replay leaves a change alone after its n-th failed attempt. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface ReplayDeps {
  store: OutboxStore;
  fetch: Fetch;
  now: () => number;
  timeoutMs: number;
  notify: (notice: OutboxNotice) => void;
}

export interface ReplayOptions {
  /** Ignore the backoff (the connection just came back, or the host asked). */
  force?: boolean;
}

export interface ReplaySummary {
  sent: number;
  conflicts: number;
  /** The pass stopped at a network failure. */
  offline: boolean;
  sessionGone: boolean;
  /** Entries still in the outbox (queued or in conflict). */
  remaining: number;
}

/** The new item's id in a registration's answer (`{data: {item: {id}}}`). */
function registeredItemId(body: unknown): number | null {
  const id = (body as { data?: { item?: { id?: unknown } } } | undefined)?.data?.item?.id;
  return typeof id === 'number' && id > 0 ? id : null;
}

/**
 * One pass over the outbox in the order the changes were made. Per item nothing overtakes: once a
 * change of an item waits (conflict, backoff, retry), its later changes wait too. A 2xx (also an
 * `Idempotent-Replay` of a change that had reached the server) removes the change; a network
 * failure keeps it, with backoff, and ends the pass; a 401 keeps everything and ends the pass; a
 * refusal becomes a conflict with the server's Spanish message.
 */
export async function replayOutbox(deps: ReplayDeps, options: ReplayOptions = {}): Promise<ReplaySummary> {
  const { store } = deps;
  const summary: ReplaySummary = { sent: 0, conflicts: 0, offline: false, sessionGone: false, remaining: 0 };
  const waiting = new Set<number>();
  const hold = (entry: OutboxEntry) => {
    if (entry.itemId !== null) waiting.add(entry.itemId);
  };
  const defer = (entry: OutboxEntry) =>
    store.defer(entry.id, entry.attempts + 1, deps.now() + backoffMs(entry.attempts + 1));

  for (const { id } of await store.all()) {
    // Read again: a registration answered earlier in this pass moves its walk-in's changes to the server's id.
    const entry = await store.get(id);
    if (!entry) continue;
    if (entry.itemId !== null && waiting.has(entry.itemId)) continue;
    if (entry.state === 'conflict' || (!options.force && entry.nextAttemptAt > deps.now())) {
      hold(entry);
      continue;
    }
    let response: Response;
    try {
      response = await sendRequest(deps.fetch, entry, deps.timeoutMs);
    } catch {
      await defer(entry);
      summary.offline = true;
      break;
    }
    const body = await jsonBodyOf(response);
    const code = (body as { code?: unknown } | undefined)?.code;
    const outcome = classifyReplay({
      status: response.status,
      code: typeof code === 'string' ? code : undefined,
    });
    if (outcome === 'session-gone') {
      summary.sessionGone = true;
      break;
    }
    if (outcome === 'success') {
      const serverId = entry.kind === 'register' ? registeredItemId(body) : null;
      if (entry.itemId !== null && serverId !== null) await store.resolveItem(entry.itemId, serverId);
      await store.remove(entry.id);
      summary.sent += 1;
    } else if (outcome === 'conflict') {
      await store.markConflict(entry.id, {
        status: response.status,
        message: conflictMessage(body),
        at: deps.now(),
      });
      summary.conflicts += 1;
      hold(entry);
    } else {
      await defer(entry);
      hold(entry);
    }
  }

  summary.remaining = (await store.all()).length;
  if (summary.sent > 0) {
    const at = deps.now();
    await store.setLastSyncAt(at);
    deps.notify({ type: 'outbox-synced', at });
  }
  if (summary.sent > 0 || summary.conflicts > 0) deps.notify({ type: 'outbox-changed' });
  if (summary.sessionGone) deps.notify({ type: 'outbox-session-gone' });
  return summary;
}

/**
 * Runs one pass at a time: a trigger that arrives during a pass (online, sync, timer, the host's
 * 'Reintentar') runs one more pass after it, so nothing is sent twice concurrently.
 */
export function createReplayer(deps: ReplayDeps) {
  let running: Promise<ReplaySummary> | null = null;
  let again: ReplayOptions | null = null;

  const loop = async (options: ReplayOptions): Promise<ReplaySummary> => {
    let summary = await replayOutbox(deps, options);
    while (again) {
      const next = again;
      again = null;
      summary = await replayOutbox(deps, next);
    }
    return summary;
  };

  return {
    run(options: ReplayOptions = {}): Promise<ReplaySummary> {
      if (running) {
        again = { force: Boolean(again?.force || options.force) };
        return running;
      }
      running = loop(options).finally(() => {
        running = null;
      });
      return running;
    },
  };
}
