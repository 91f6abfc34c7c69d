import { useEffect } from 'react';
import { isOffline, subscribeToOnlineStatus } from '../lib/online-status';
import { reloadPage } from '../lib/page-reload';

/** How often a screen that could not load its code asks whether the server is back. */
const CHECK_EVERY_MS = 5_000;

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/healthz', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * While `active`, asks the server every few seconds (and as soon as the browser says it is back
 * online) and reloads the page once it answers: a screen whose code could not be fetched opens
 * by itself when the connection returns. It never reloads while the server is unreachable, where
 * a reload without a service worker would leave the browser's own offline page.
 */
export function useReloadWhenServerAnswers(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let checking = false;
    let done = false;
    const check = () => {
      if (checking || done) return;
      checking = true;
      void serverAnswers().then((answers) => {
        checking = false;
        if (answers && !done) {
          done = true;
          reloadPage();
        }
      });
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    const unsubscribe = subscribeToOnlineStatus(() => {
      if (!isOffline()) check();
    });
    return () => {
      done = true;
      clearInterval(timer);
      unsubscribe();
    };
  }, [active]);
}
