import Dexie, { type EntityTable } from 'dexie';
import { type OutboxChange, provisionalId, type QueuedChange } from '../../src/domain/rules/outbox-conflict';
import { OUTBOX_DB } from './outbox-protocol';

/** queued: waits to be sent; conflict: the server refused it and the host must decide. */
export type OutboxState = 'queued' | 'conflict';

/** A request taken over by the outbox, with everything needed to send it again as it was. */
export interface OutboxEntry extends QueuedChange {
  /** Auto-incremented: the order the changes were made in, which is the order they are sent in. */
  seq: number;
  /** Also the 202's `outbox_id`. */
  id: string;
  method: string;
  /** Absolute URL (same origin as the app). */
  url: string;
  /** Every header of the request, Idempotency-Key and Authorization included. */
  headers: [string, string][];
  credentials: RequestCredentials;
  body: string | null;
  /**
   * The queue item it changes; for a walk-in registration its temporary id (`provisionalId(seq)`),
   * so the changes made on it queue behind it.
   */
  itemId: number | null;
  kind: OutboxChange['kind'];
  createdAt: number;
  attempts: number;
  /** A timer-driven replay leaves it alone until then (backoff after network failures). */
  nextAttemptAt: number;
  state: OutboxState;
  conflict: { status: number; message: string; at: number } | null;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

/** A value the outbox keeps beside its entries (the last sync, a walk-in's server id). */
export interface MetaRow {
  key: string;
  value: number;
}

const LAST_SYNC_KEY = OUTBOX_DB.lastSyncKey;

const resolvedKey = (temporaryId: number) => `${OUTBOX_DB.resolvedPrefix}${temporaryId}`;

/** The same queue-item URL on another item id: `/v1/waitlist/queue/-3/ready` → `/queue/41/ready`. */
export function withItemId(url: string, itemId: number): string {
  return url.replace(/\/v1\/waitlist\/queue\/-?\d+\//, `/v1/waitlist/queue/${itemId}/`);
}

class OutboxDatabase extends Dexie {
  entries!: EntityTable<OutboxEntry, 'seq'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ entries: '++seq, &id, itemId', meta: 'key' });
  }
}

/**
 * The outbox in IndexedDB, shared by the service worker (which fills and replays it) and the pages
 * (which show it and resolve conflicts). Nothing leaves it except a replay the server accepted or a
 * discard the host confirmed.
 */
export class OutboxStore {
  private readonly db: OutboxDatabase;

  constructor(name: string = OUTBOX_DB.name) {
    this.db = new OutboxDatabase(name);
  }

  async add(entry: NewOutboxEntry): Promise<OutboxEntry> {
    return this.db.transaction('rw', this.db.entries, async () => {
      const seq = await this.db.entries.add(entry as OutboxEntry);
      if (entry.kind !== 'register') return { ...entry, seq };
      const itemId = provisionalId(seq);
      await this.db.entries.update(seq, { itemId });
      return { ...entry, seq, itemId };
    });
  }

  /** Every entry in the order the changes were made. */
  all(): Promise<OutboxEntry[]> {
    return this.db.entries.orderBy('seq').toArray();
  }

  get(id: string): Promise<OutboxEntry | undefined> {
    return this.db.entries.where('id').equals(id).first();
  }

  /** Whether a change of this item still waits (queued or in conflict): a new one must queue behind it. */
  async hasEntriesFor(itemId: number): Promise<boolean> {
    return (await this.db.entries.where('itemId').equals(itemId).count()) > 0;
  }

  async remove(id: string): Promise<void> {
    await this.db.entries.where('id').equals(id).delete();
  }

  async defer(id: string, attempts: number, nextAttemptAt: number): Promise<void> {
    await this.db.entries.where('id').equals(id).modify({ attempts, nextAttemptAt });
  }

  async markConflict(id: string, conflict: NonNullable<OutboxEntry['conflict']>): Promise<void> {
    await this.db.entries.where('id').equals(id).modify({ state: 'conflict', conflict });
  }

  /** 'Reintentar': back in the queue at its place, to be sent again with the same key. */
  async requeue(id: string): Promise<void> {
    await this.db.entries
      .where('id')
      .equals(id)
      .modify({ state: 'queued', conflict: null, attempts: 0, nextAttemptAt: 0 });
  }

  /**
   * A registration reached the server: the changes queued on its temporary id go to the server's
   * id, and so does any change still made on the temporary id later (the list may show it a moment).
   */
  async resolveItem(temporaryId: number, serverId: number): Promise<void> {
    await this.db.transaction('rw', this.db.entries, this.db.meta, async () => {
      await this.db.entries
        .where('itemId')
        .equals(temporaryId)
        .modify((entry) => {
          entry.itemId = serverId;
          entry.url = withItemId(entry.url, serverId);
          if (entry.change.kind !== 'register') entry.change = { ...entry.change, itemId: serverId };
        });
      await this.db.meta.put({ key: resolvedKey(temporaryId), value: serverId });
    });
  }

  /** The server's id of a walk-in registered offline, once its registration was answered. */
  async resolvedId(temporaryId: number): Promise<number | null> {
    return (await this.db.meta.get(resolvedKey(temporaryId)))?.value ?? null;
  }

  /** Every meta row (the last sync, the walk-ins' server ids). */
  meta(): Promise<MetaRow[]> {
    return this.db.meta.toArray();
  }

  async lastSyncAt(): Promise<number | null> {
    return (await this.db.meta.get(LAST_SYNC_KEY))?.value ?? null;
  }

  async setLastSyncAt(at: number): Promise<void> {
    await this.db.meta.put({ key: LAST_SYNC_KEY, value: at });
  }

  close(): void {
    this.db.close();
  }

  /** Deletes the whole database (tests). */
  async destroy(): Promise<void> {
    await this.db.delete();
  }
}
