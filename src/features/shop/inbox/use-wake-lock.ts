import { useEffect } from 'react';

/**
 * Keeps the screen awake while the inbox is open (Screen Wake Lock). The browser releases the
 * lock whenever the page is hidden, so it is asked for again each time the page shows.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let closed = false;
    const request = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (closed) void sentinel.release();
          else lock = sentinel;
        })
        // Refused (battery saver, no permission): the screen simply may sleep.
        .catch(() => undefined);
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
