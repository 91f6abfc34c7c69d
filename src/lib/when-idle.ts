/** Safari has no requestIdleCallback: there the work waits this long instead. */
const FALLBACK_DELAY_MS = 1000;
/** An idle callback runs at the latest after this long, even on a busy page. */
const IDLE_TIMEOUT_MS = 5000;

/** Runs `work` once the browser is idle: after the first screen's rendering, not during it. */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(work, FALLBACK_DELAY_MS);
}

/** How long after the first screen showed its content the background preloads wait. */
export const AFTER_FIRST_SCREEN_DELAY_MS = 1500;

/**
 * Runs `work` once the first screen has shown its content and the browser is then idle: a
 * moment later (its paint, the host's first look and tap come first), in an idle period. For
 * preloading code the screen does not need yet, which also loads at once on first use.
 */
export function afterFirstScreen(work: () => void): () => void {
  const timer = setTimeout(() => whenIdle(work), AFTER_FIRST_SCREEN_DELAY_MS);
  return () => clearTimeout(timer);
}
