import type { App } from '../http/app-types';
import { listenForLiveMessages } from './live-listener';
import { parseLiveMessage } from './live-messages';

/**
 * Feeds the app's hub from the database's notifications, and ends every open stream before the
 * server closes (an open stream would otherwise keep `close()` waiting for the screens).
 */
export async function startLiveUpdates(app: App): Promise<void> {
  const { database, liveHub } = app.deps;
  const stopListening = await listenForLiveMessages(
    database,
    (payload) => {
      const message = parseLiveMessage(payload);
      if (message) liveHub.dispatch(message);
    },
    app.log,
  );
  app.addHook('preClose', async () => {
    liveHub.closeAll();
  });
  app.addHook('onClose', async () => {
    // The database may already be gone (a failed start, a test closing it first): nothing to stop then.
    await stopListening().catch(() => undefined);
  });
}
