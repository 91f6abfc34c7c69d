/** Leaves the app for `url` (another site). A module of its own so tests can observe it. */
export function assignPage(url: string): void {
  window.location.assign(url);
}
