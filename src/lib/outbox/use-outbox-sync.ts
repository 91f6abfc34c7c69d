import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_AREA_QUERY_KEYS } from '../live/live-query-keys';
import { endLostSession } from '../session-end';
import { whenIdle } from '../when-idle';
import { listenToOutbox, refreshOutbox, requestReplay } from './outbox-state';
import { useOutbox } from './use-outbox';

/** While changes wait, the page asks the service worker to send them this often. */
export const OUTBOX_REPLAY_INTERVAL_MS = 30_000;

const ignoreFailure = () => undefined;

/**
 * Keeps this tab's view of the outbox current and drives its replay (mounted once, by the header):
 * reads it when the browser is idle after start, again on every notice of the service worker;
 * after a replay reached the server refetches the waitlist; on `online` and every 30 s while
 * changes wait asks the worker to send them. A replay answered 401 ends the session here (back to
 * the login, which says why); the changes wait in the outbox, and say who made them.
 */
export function useOutboxSync(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let stopped = false;
    whenIdle(() => {
      if (!stopped) void refreshOutbox().catch(ignoreFailure);
    });
    const stopListening = listenToOutbox((notice) => {
      void refreshOutbox().catch(ignoreFailure);
      if (notice.type === 'outbox-synced') {
        for (const queryKey of LIVE_AREA_QUERY_KEYS.waitlist ?? [])
          void queryClient.invalidateQueries({ queryKey });
      }
      // The worker's replay was answered 401: this page (the shell) was signed in, but that
      // answer's Set-Cookie already cleared the flag, so a request now would not know it was.
      if (notice.type === 'outbox-session-gone') endLostSession(true);
    });
    window.addEventListener('online', requestReplay);
    return () => {
      stopped = true;
      stopListening();
      window.removeEventListener('online', requestReplay);
    };
  }, [queryClient]);

  const waiting = useOutbox().queued.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(requestReplay, OUTBOX_REPLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}
