import { useSyncExternalStore } from 'react';

interface OnlineState {
  /** navigator.onLine, kept current by the window's online/offline events. */
  browserOnline: boolean;
  /** The last API call failed because the server could not be reached. */
  lastRequestFailed: boolean;
}

let state: OnlineState = { browserOnline: true, lastRequestFailed: false };
const listeners = new Set<() => void>();
let watchingBrowser = false;

function update(next: Partial<OnlineState>): void {
  const merged = { ...state, ...next };
  if (merged.browserOnline === state.browserOnline && merged.lastRequestFailed === state.lastRequestFailed)
    return;
  state = merged;
  for (const listener of listeners) listener();
}

function watchBrowser(): void {
  if (watchingBrowser || typeof window === 'undefined') return;
  watchingBrowser = true;
  window.addEventListener('online', () => update({ browserOnline: true }));
  window.addEventListener('offline', () => update({ browserOnline: false }));
  update({ browserOnline: navigator.onLine });
}

/** Called by the API client when a request failed for network reasons. */
export function reportNetworkFailure(): void {
  update({ lastRequestFailed: true });
}

/** Called by the API client whenever the server answered (any HTTP status). */
export function reportServerReached(): void {
  update({ lastRequestFailed: false });
}

/** True while the browser is offline or the last API call could not reach the server. */
export function isOffline(): boolean {
  watchBrowser();
  return !state.browserOnline || state.lastRequestFailed;
}

/** Calls listener whenever isOffline() may have changed; returns the unsubscribe. */
export function subscribeToOnlineStatus(listener: () => void): () => void {
  watchBrowser();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeToOnlineStatus, isOffline, () => false);
}
