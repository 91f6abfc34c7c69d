/**
 * What the service worker's outbox and the pages say to each other. The worker announces changes
 * on a BroadcastChannel (every tab hears them); a page asks for a replay with a message.
 */
export const OUTBOX_CHANNEL = 'mostrador-outbox';

/**
 * The outbox database (Dexie, version 1) as the page reads it without Dexie (outbox-read.ts):
 * its name, stores and the meta key of the last successful sync.
 */
export const OUTBOX_DB = {
  name: 'mostrador-outbox',
  entries: 'entries',
  meta: 'meta',
  lastSyncKey: 'lastSyncAt',
  /** Meta key prefix of a walk-in's server id by its temporary id ('resolved:-3' → 41). */
  resolvedPrefix: 'resolved:',
} as const;

/** Background Sync tag of the replay. */
export const OUTBOX_SYNC_TAG = 'mostrador-outbox';

/** Header of the worker's own 202 answer, so the page tells it from a server's 202. */
export const OUTBOX_HEADER = 'X-Mostrador-Outbox';
export const OUTBOX_QUEUED = 'queued';

/** The message a page posts to the worker to replay the outbox now (online again, 'Reintentar'). */
export const REPLAY_REQUEST = 'OUTBOX_REPLAY';

/** Body of the 202 that answers a queued request. */
export interface QueuedAnswer {
  queued: true;
  outbox_id: string;
}

export type OutboxNotice =
  /** Something was queued, sent, refused or discarded: read the outbox again. */
  | { type: 'outbox-changed' }
  /** At least one change reached the server: refetch what it changed. */
  | { type: 'outbox-synced'; at: number }
  /** A replay was answered 401: the changes wait until the user signs in again. */
  | { type: 'outbox-session-gone' };

export function isOutboxNotice(value: unknown): value is OutboxNotice {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'outbox-changed' || type === 'outbox-synced' || type === 'outbox-session-gone';
}

/** Whether an answer is the worker's 202 for a queued change (the server was not reached). */
export function isQueuedByOutbox(response: Response): boolean {
  return response.status === 202 && response.headers.get(OUTBOX_HEADER) === OUTBOX_QUEUED;
}
