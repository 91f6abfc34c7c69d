import { randomId } from '../../src/domain/rules/random-id';
import { outboxTargetOf, sendOrQueue } from './outbox-capture';
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, type OutboxNotice, REPLAY_REQUEST } from './outbox-protocol';
import { createReplayer } from './outbox-replay';
import { OUTBOX_SEND_TIMEOUT_MS } from './outbox-send';
import { OutboxStore } from './outbox-store';

/** While changes wait, the worker tries again this often (when the browser keeps it running). */
const REPLAY_INTERVAL_MS = 30_000;

/** Background Sync is not in TypeScript's worker library (Chromium only). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * The offline outbox (DESIGN §5) in the service worker: takes over queue-item actions, notes edits
 * and walk-in registrations that fail for network reasons, and replays them when the connection
 * returns: Background Sync where the browser has it, a page's request (its `online` event, its
 * timer, 'Reintentar'), the worker's start and a timer while changes wait.
 */
export function registerOutbox(scope: ServiceWorkerGlobalScope): void {
  const store = new OutboxStore();
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  const notify = (notice: OutboxNotice) => channel.postMessage(notice);
  const fetch = (request: Request) => scope.fetch(request);
  const replayer = createReplayer({ store, fetch, now: Date.now, timeoutMs: OUTBOX_SEND_TIMEOUT_MS, notify });
  let timer: ReturnType<typeof setTimeout> | undefined;

  const replay = async (force: boolean) => {
    const summary = await replayer.run({ force });
    clearTimeout(timer);
    if (summary.remaining > 0) timer = setTimeout(() => void replay(false), REPLAY_INTERVAL_MS);
    return summary;
  };

  const requestSync = async () => {
    try {
      await (scope.registration as ServiceWorkerRegistration & SyncRegistration).sync?.register(
        OUTBOX_SYNC_TAG,
      );
    } catch {
      // No permission for Background Sync: the page's `online` event and the timers replay instead.
    }
  };

  scope.addEventListener('fetch', (event) => {
    const target = outboxTargetOf(event.request, scope.location.origin);
    if (!target) return;
    const deps = {
      store,
      fetch,
      now: Date.now,
      newId: randomId,
      timeoutMs: OUTBOX_SEND_TIMEOUT_MS,
    };
    const result = sendOrQueue(event.request, target, deps);
    event.respondWith(result.then(({ response }) => response));
    event.waitUntil(
      result
        .then(async ({ queued }) => {
          if (!queued) return;
          notify({ type: 'outbox-changed' });
          await requestSync();
          await replay(false);
        })
        .catch(() => undefined),
    );
  });

  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    // Rejecting asks the browser to fire the sync again later.
    sync.waitUntil(
      replay(true).then((summary) => {
        if (summary.offline) throw new Error('Sin conexión: el envío de la cola se reintentará.');
      }),
    );
  });

  scope.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === REPLAY_REQUEST) event.waitUntil(replay(true));
  });

  void replay(true);
}
