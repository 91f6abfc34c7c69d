import type { App } from '../http/app-types';
import { listenForLiveMessages } from './live-listener';
import { parseLiveMessage } from './live-messages';
import { findLiveSessions } from './live-sessions';

/**
 * Feeds the app's hub from the database's notifications, beats the heartbeat of all open streams
 * (one session query each time), and ends every open stream before the server closes (an open
 * stream would otherwise keep `close()` waiting for the screens).
 */
export async function startLiveUpdates(app: App): Promise<void> {
  // Sessions belong to persons, not companies: the platform path.
  const { database, platformDb: db, now, liveHub, liveHeartbeatMs } = app.deps;
  const stopListening = await listenForLiveMessages(
    database,
    (payload) => {
      const message = parseLiveMessage(payload);
      if (message) liveHub.dispatch(message);
    },
    app.log,
  );
  const heartbeat = setInterval(() => {
    void liveHub.heartbeat((sessionIds) => findLiveSessions(db, sessionIds, now()));
  }, liveHeartbeatMs);
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    liveHub.closeAll();
  });
  app.addHook('onClose', async () => {
    // The database may already be gone (a failed start, a test closing it first): nothing to stop then.
    await stopListening().catch(() => undefined);
  });
}
