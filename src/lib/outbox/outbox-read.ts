// Reads the outbox with plain IndexedDB, so the first screen never loads Dexie (about 30 KB gzip)
// to find an empty outbox: Dexie (outbox-access) loads only to change it (retry, discard).
import { OUTBOX_DB } from '../../../sw/outbox/outbox-protocol';
import type { MetaRow, OutboxEntry } from '../../../sw/outbox/outbox-store';
import type { OutboxSnapshot } from './outbox-state';

const {
  name: OUTBOX_DB_NAME,
  entries: ENTRIES_STORE,
  meta: META_STORE,
  lastSyncKey: LAST_SYNC_KEY,
  resolvedPrefix: RESOLVED_PREFIX,
} = OUTBOX_DB;

type OutboxRead = Omit<OutboxSnapshot, 'loaded'>;

/** The server ids of the walk-ins registered offline whose registration was answered, by temporary id. */
function resolvedIds(meta: readonly MetaRow[]): Record<number, number> {
  const resolved: Record<number, number> = {};
  for (const { key, value } of meta)
    if (key.startsWith(RESOLVED_PREFIX)) resolved[Number(key.slice(RESOLVED_PREFIX.length))] = value;
  return resolved;
}

/** The stored entries as the page shows them: queued changes and conflicts, in order. */
export function outboxSnapshot(entries: OutboxEntry[], meta: readonly MetaRow[]): OutboxRead {
  const view = entries.map(({ id, seq, createdAt, change, itemId, kind, state, conflict }) => ({
    id,
    seq,
    createdAt,
    change,
    itemId,
    kind,
    state,
    conflict,
  }));
  return {
    queued: view.filter((entry) => entry.state === 'queued'),
    conflicts: view.filter((entry) => entry.state === 'conflict'),
    lastSyncAt: meta.find((row) => row.key === LAST_SYNC_KEY)?.value ?? null,
    resolved: resolvedIds(meta),
  };
}

const EMPTY: OutboxRead = { queued: [], conflicts: [], lastSyncAt: null, resolved: {} };

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Opens the database as it is, without creating it: if it does not exist yet (the service worker
 * never queued a change), the open is aborted and the outbox is empty.
 */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB_NAME);
    let created = false;
    request.onupgradeneeded = () => {
      created = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      if (created) {
        event.preventDefault();
        resolve(null);
      } else reject(request.error);
    };
  });
}

/**
 * The outbox's entries (in the order the changes were made), its last sync and the walk-ins'
 * server ids, or null when unreadable here.
 */
export async function readOutboxDirectly(): Promise<OutboxRead | null> {
  if (typeof indexedDB === 'undefined') return EMPTY;
  const db = await openExisting();
  if (db === null) return EMPTY;
  try {
    const stores = db.objectStoreNames;
    // A database left in another shape (never expected): let Dexie read it.
    if (!stores.contains(ENTRIES_STORE) || !stores.contains(META_STORE)) return null;
    const transaction = db.transaction([ENTRIES_STORE, META_STORE], 'readonly');
    // The primary key is the auto-incremented `seq`: getAll returns them in that order.
    const [entries, meta] = await Promise.all([
      requestResult(transaction.objectStore(ENTRIES_STORE).getAll() as IDBRequest<OutboxEntry[]>),
      requestResult(transaction.objectStore(META_STORE).getAll() as IDBRequest<MetaRow[]>),
    ]);
    return outboxSnapshot(entries, meta);
  } finally {
    db.close();
  }
}
