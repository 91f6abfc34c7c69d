import {
  isOutboxNotice,
  OUTBOX_CHANNEL,
  type OutboxNotice,
  REPLAY_REQUEST,
} from '../../../sw/outbox/outbox-protocol';
import type { OutboxEntry } from '../../../sw/outbox/outbox-store';
import { requestPersistentStorage } from '../pwa/persistent-storage';
import { readOutboxDirectly } from './outbox-read';

export type OutboxEntryView = Pick<
  OutboxEntry,
  'id' | 'seq' | 'createdAt' | 'change' | 'itemId' | 'kind' | 'state' | 'conflict'
>;

export interface OutboxSnapshot {
  /** False until the outbox was read once (it is read when the browser is idle after start). */
  loaded: boolean;
  /** Changes waiting to be sent, in the order they were made. */
  queued: OutboxEntryView[];
  /** Changes the server refused, waiting for the host's 'Reintentar' or 'Descartar'. */
  conflicts: OutboxEntryView[];
  /** When a replay last reached the server. */
  lastSyncAt: number | null;
  /** The server's id of each walk-in registered offline once its registration was answered, by temporary id. */
  resolved: Readonly<Record<number, number>>;
}

const EMPTY: OutboxSnapshot = { loaded: false, queued: [], conflicts: [], lastSyncAt: null, resolved: {} };

let snapshot = EMPTY;
const listeners = new Set<() => void>();

/** Dexie stays out of the first screen's JavaScript: it is its own chunk, loaded to change the outbox. */
const access = () => import('./outbox-access');

function sameEntries(a: OutboxEntryView[], b: OutboxEntryView[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry.id === b[i]?.id && entry.state === b[i]?.state);
}

export function getOutbox(): OutboxSnapshot {
  return snapshot;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reads the outbox again and tells the subscribers if it changed. */
export async function refreshOutbox(): Promise<OutboxSnapshot> {
  // Read with plain IndexedDB; Dexie only if the database is not in the expected shape.
  const next = (await readOutboxDirectly().catch(() => null)) ?? (await (await access()).readOutbox());
  const changed =
    !snapshot.loaded ||
    snapshot.lastSyncAt !== next.lastSyncAt ||
    Object.keys(snapshot.resolved).length !== Object.keys(next.resolved).length ||
    !sameEntries(snapshot.queued, next.queued) ||
    !sameEntries(snapshot.conflicts, next.conflicts);
  if (changed) {
    snapshot = { loaded: true, ...next };
    for (const listener of listeners) listener();
  }
  // Queued changes live only on this device: ask the browser not to evict them.
  if (next.queued.length + next.conflicts.length > 0)
    void requestPersistentStorage('outbox').catch(() => undefined);
  return snapshot;
}

/** Changes not yet on the server (queued and in conflict), read fresh. */
export async function countUnsentChanges(): Promise<number> {
  const current = await refreshOutbox();
  return current.queued.length + current.conflicts.length;
}

/** Asks the service worker to send the outbox now (when one controls the page). */
export function requestReplay(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: REPLAY_REQUEST });
}

/** Tells the other tabs (a channel does not hear its own messages; this tab refreshes itself). */
function announce(notice: OutboxNotice): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(notice);
  channel.close();
}

/** 'Reintentar': the change goes back to its place in the queue and is sent again with the same key. */
export async function retryChange(id: string): Promise<void> {
  await (await access()).requeueChange(id);
  announce({ type: 'outbox-changed' });
  await refreshOutbox();
  requestReplay();
}

/** 'Descartar' (after the host confirmed): the change is never sent. */
export async function discardChange(id: string): Promise<void> {
  await (await access()).discardChange(id);
  announce({ type: 'outbox-changed' });
  await refreshOutbox();
}

/** Discards every unsent change (the host confirmed it when logging out). */
export async function discardAllChanges(): Promise<void> {
  const current = await refreshOutbox();
  const module = await access();
  for (const entry of [...current.queued, ...current.conflicts]) await module.discardChange(entry.id);
  announce({ type: 'outbox-changed' });
  await refreshOutbox();
}

/**
 * Follows the service worker's notices (every tab hears them on a BroadcastChannel); returns the
 * function that stops listening.
 */
export function listenToOutbox(onNotice: (notice: OutboxNotice) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isOutboxNotice(event.data)) onNotice(event.data);
  };
  return () => channel.close();
}

/** Forgets what was read (tests). */
export function resetOutboxState(): void {
  snapshot = EMPTY;
  for (const listener of listeners) listener();
}
