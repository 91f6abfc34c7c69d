import { isOffline, subscribeToOnlineStatus } from './online-status';

/** Waits between tries; a connection coming back ends the wait at once. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];
/**
 * While the app believes it is online, a failing chunk is tried this many more times before the
 * error shows (then it is likely gone, e.g. after a new deploy, and the route error page offers
 * a reload). While offline it is tried until the connection returns.
 */
const ONLINE_RETRIES = 3;

function connectionBackOrAfter(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, delayMs);
    const unsubscribe = subscribeToOnlineStatus(() => {
      if (!isOffline()) done();
    });
  });
}

/**
 * A lazy chunk's loader that survives a lost connection: when the chunk cannot be fetched (no
 * service worker holds it and the network is down, or the server is away), it waits for the
 * connection and tries again instead of failing, so a `lazy()` piece stays pending (its Suspense
 * fallback) rather than throwing to the route's error page and replacing the screen. One load at
 * a time: callers (React.lazy, preloads, the router) share it.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  const attempt = async (): Promise<T> => {
    let onlineFailures = 0;
    for (let tries = 0; ; tries++) {
      try {
        return await load();
      } catch (error) {
        if (!isOffline() && ++onlineFailures > ONLINE_RETRIES) throw error;
        await connectionBackOrAfter(RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)]!);
      }
    }
  };
  return () => {
    pending ??= attempt().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
