import { useSyncExternalStore } from 'react';

/** Applies a waiting service worker: it takes control and the page reloads. */
export type ApplyUpdate = () => void;

let pendingUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Called by the service worker registration when a new version is installed and waiting. */
export function publishUpdate(apply: ApplyUpdate): void {
  pendingUpdate = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The waiting update's apply function, or null while the running version is the newest. */
export function usePendingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => pendingUpdate,
    () => null,
  );
}
