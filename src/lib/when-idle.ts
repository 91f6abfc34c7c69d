/** Safari has no requestIdleCallback: there the work waits this long instead. */
const FALLBACK_DELAY_MS = 1000;
/** An idle callback runs at the latest after this long, even on a busy page. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs `work` once the browser is idle: after the first screen's rendering, not during it. */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(work, FALLBACK_DELAY_MS);
}
