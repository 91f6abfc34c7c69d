/**
 * True when a dynamic import failed because its file could not be fetched (the network is down
 * and no service worker holds it, the server is away, or a new deploy removed it). The messages
 * are Chromium's, Firefox's and Safari's.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return false;
  return (
    message.startsWith('Failed to fetch dynamically imported module') ||
    message.startsWith('error loading dynamically imported module') ||
    message.startsWith('Importing a module script failed')
  );
}
