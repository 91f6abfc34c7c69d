// Replay of a 1,000-change offline outbox against the real server over a socket (embedded
// database): the service worker's store and replay loop (sw/outbox/) on fake-indexeddb in Node.
// A tenth of the changes had already reached the server before the connection dropped (their
// answers were lost), so the replay also meets idempotent replays. Notes edits over several
// items: the notes_updated events on the server show the order and any duplicate.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { asc, eq } from 'drizzle-orm';
import { queueEvents } from '../server/db/tables/waitlist';
import { replayOutbox } from '../sw/outbox/outbox-replay';
import { OUTBOX_SEND_TIMEOUT_MS } from '../sw/outbox/outbox-send';
import { type NewOutboxEntry, OutboxStore } from '../sw/outbox/outbox-store';
import { withBenchApp } from './bench-app';

const CHANGES = 1000;
const ALREADY_DELIVERED = 100;
const ITEMS = 8;

export interface OutboxReplayResult {
  changes: number;
  /** From the start of the replay to an empty outbox. */
  ms: number;
  /** Every item's notes edits reached the server in the order they were made. */
  orderKept: boolean;
  /** Edits applied more than once (must be 0). */
  duplicates: number;
}

export function measureOutboxReplay(): Promise<OutboxReplayResult> {
  return withBenchApp(async ({ origin, token, database }) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const search = await fetch(`${origin}/v1/waitlist/queue/search`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ limit: ITEMS }),
    });
    const itemIds = ((await search.json()) as { data: { id: number }[] }).data.map((item) => item.id);
    if (itemIds.length === 0) throw new Error('the demo business has no queue items');

    const store = new OutboxStore(`outbox-bench-${randomUUID()}`);
    const expected = new Map<number, string[]>();
    try {
      for (let i = 0; i < CHANGES; i++) {
        const itemId = itemIds[i % itemIds.length]!;
        const notes = `Cambio ${i}`;
        expected.set(itemId, [...(expected.get(itemId) ?? []), notes]);
        const key = randomUUID();
        const entry: NewOutboxEntry = {
          id: key,
          method: 'PATCH',
          url: `${origin}/v1/waitlist/queue/${itemId}/notes`,
          headers: [...Object.entries(headers), ['idempotency-key', key]],
          credentials: 'include',
          body: JSON.stringify({ notes }),
          itemId,
          kind: 'notes',
          change: { kind: 'notes', itemId, notes },
          createdAt: Date.now(),
          attempts: 0,
          nextAttemptAt: 0,
          state: 'queued',
          conflict: null,
        };
        await store.add(entry);
        if (i < ALREADY_DELIVERED) {
          const delivered = await fetch(entry.url, {
            method: 'PATCH',
            headers: entry.headers,
            body: entry.body,
          });
          if (!delivered.ok) throw new Error(`notes edit answered HTTP ${delivered.status}`);
        }
      }

      const started = performance.now();
      const summary = await replayOutbox(
        { store, fetch, now: Date.now, timeoutMs: OUTBOX_SEND_TIMEOUT_MS, notify: () => undefined },
        { force: true },
      );
      const ms = performance.now() - started;
      if (summary.remaining !== 0) throw new Error(`${summary.remaining} changes were left in the outbox`);

      const events = await database.db
        .select({ itemId: queueEvents.queueItemId, data: queueEvents.data })
        .from(queueEvents)
        .where(eq(queueEvents.type, 'notes_updated'))
        .orderBy(asc(queueEvents.id));
      const applied = new Map<number, string[]>();
      for (const event of events) {
        const notes = (event.data as { notes?: string } | null)?.notes ?? '';
        applied.set(event.itemId, [...(applied.get(event.itemId) ?? []), notes]);
      }
      const orderKept = [...expected].every(
        ([itemId, sequence]) => JSON.stringify(applied.get(itemId)) === JSON.stringify(sequence),
      );
      return { changes: CHANGES, ms, orderKept, duplicates: events.length - CHANGES };
    } finally {
      await store.destroy();
    }
  });
}
