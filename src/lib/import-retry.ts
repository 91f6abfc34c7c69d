/** How long a failed import waits for the 'online' event before it tries again anyway. */
const RETRY_AFTER_MS = 15_000;

/**
 * A dynamic import that never rejects: a failure (offline with no service worker holding the
 * chunk) tries again when the browser says it is online, or after a while, so a part loaded
 * lazily appears late instead of taking the screen down.
 */
export function importWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const retry = () => {
          window.removeEventListener('online', retry);
          clearTimeout(timer);
          resolve(importWhenReachable(load));
        };
        const timer = setTimeout(retry, RETRY_AFTER_MS);
        window.addEventListener('online', retry);
      }),
  );
}
